import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { LiveReplay, LiveReplayDetail } from '@nanhua/contract';
import { ok, paged, signedInEnglish } from '../../../../test/harness';
import { ReplayList } from './replay-list';
import { ReplayPlayer } from './replay-player';

const fetchMock = vi.fn<typeof fetch>();
signedInEnglish(fetchMock);

const replay: LiveReplay = {
  id: 5,
  classId: 9,
  title: '"The Lychee Mirror": the arias explained',
  teacher: 'Ms Lim Lee Choo',
  cover: '/files/art/video-1.w640.webp',
  duration: 3725,
  recordedAt: '2026-11-17T12:00:00Z',
  isPremium: false,
};
const detail = (over: Partial<LiveReplayDetail> = {}): LiveReplayDetail => ({
  ...replay,
  description: 'The Lantern Festival scene, line by line.',
  locked: false,
  media: '/files/live/clip-1.mp4',
  subtitles: { zh: '/files/live/clip-1.zh.vtt', en: '/files/live/clip-1.en.vtt' },
  ...over,
});

const wrap = (node: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );

describe('Replays', () => {
  it('lists replays with length, date and the members mark; a tap asks to play that one', async () => {
    fetchMock.mockResolvedValue(paged([replay, { ...replay, id: 6, isPremium: true, duration: 24 }]));
    const play = vi.fn();
    wrap(<ReplayList onPlay={play} />);
    const cards = await screen.findAllByTestId('replay-card');
    expect(cards[0]!.textContent).toContain('1:02:05');
    expect(cards[0]!.textContent).toContain('Recorded 17/11/2026');
    expect(within(cards[0]!).queryByTestId('replay-premium')).toBeNull();
    expect(cards[1]!.textContent).toContain('0:24');
    expect(within(cards[1]!).getByTestId('replay-premium').textContent).toBe('Members');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/v1/liveCast/history/get?page=1&pageSize=10');
    await act(async () => void fireEvent.click(cards[1]!));
    expect(play).toHaveBeenCalledWith(expect.objectContaining({ id: 6 }));
  });

  it('with none yet, says what to do next: the classroom', async () => {
    fetchMock.mockResolvedValue(paged([]));
    wrap(<ReplayList onPlay={vi.fn()} />);
    const empty = await screen.findByTestId('replays-empty');
    expect(within(empty).getByTestId('empty').textContent).toBe('No replays yet');
    expect(within(empty).getByTestId('replays-to-classroom').getAttribute('href')).toBe('/pages/liveCast/index');
  });

  it('plays a replay with its surtitle tracks; a locked one shows the lock instead of the media', async () => {
    fetchMock.mockResolvedValueOnce(ok(detail()));
    const { unmount } = wrap(<ReplayPlayer id={5} onClose={vi.fn()} lock={<p data-testid="lock">locked</p>} />);
    const video = (await screen.findByTestId('replay-video')) as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/files/live/clip-1.mp4');
    expect([...video.querySelectorAll('track')].map((t) => t.getAttribute('src'))).toEqual([
      '/files/live/clip-1.zh.vtt',
      '/files/live/clip-1.en.vtt',
    ]);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/v1/liveCast/history/get/5');
    unmount();

    fetchMock.mockResolvedValueOnce(
      ok(detail({ isPremium: true, locked: true, media: null, subtitles: { zh: null, en: null } })),
    );
    wrap(<ReplayPlayer id={6} onClose={vi.fn()} lock={<p data-testid="lock">locked</p>} />);
    expect(await screen.findByTestId('lock')).toBeTruthy();
    expect(screen.queryByTestId('replay-video')).toBeNull();
  });
});
