import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropSession } from '@nanhua/client';
import type { ContinueWatchingItem, VideoDetail as Video } from '@nanhua/contract';
import { clientHarness, ok, testQueryClient } from '../../../../test/harness';
import { setLocale } from '../../../lib/i18n';
import { ContinueWatching } from './continue-watching';
import { VideoDetail } from './video-detail';

/** Issue 34 item 7: the full-screen player, where it resumes, what it keeps, and the home's "Continue watching". */
const fetchMock = vi.fn<typeof fetch>();
clientHarness(fetchMock);

const video: Video = {
  id: 3,
  title: 'Peach Blossom Crosses the River',
  description: '',
  poster: '/files/art/p.w800.webp',
  media: '/files/seed/clip-1.mp4',
  subtitles: { zh: '/files/seed/clip-1.zh.vtt', en: '/files/seed/clip-1.en.vtt' },
  summary: '',
  publishedAt: '2026-11-01T00:00:00Z',
  duration: 1000,
  views: 1,
  cateId: 1,
  cateName: 'Opera',
  isPremium: false,
  locked: false,
  production: null,
};

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}
const where = () => screen.getByTestId('where').textContent;
const wrap = (ui: ReactNode, at = '/pages/video/detail?id=3') =>
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[at]}>
        {ui}
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
const callsTo = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).replace(/\?.*$/, '') === `/api/v1${path}`);
const saves = () => callsTo('/video/progress/save').map(([, init]) => JSON.parse(String(init!.body)) as unknown);
/** The media element's clock, as the browser would move it. */
function playTo(el: HTMLVideoElement, seconds: number, duration = 1000) {
  Object.defineProperty(el, 'duration', { configurable: true, value: duration });
  Object.defineProperty(el, 'currentTime', { configurable: true, writable: true, value: seconds });
  fireEvent.timeUpdate(el);
}

const play = vi.fn(() => Promise.resolve());
const pause = vi.fn();
// The files of this project share modules and globals (isolate: false): the media element is put back after each test.
const readyState = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'readyState')!;
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
  Object.defineProperty(HTMLMediaElement.prototype, 'readyState', { configurable: true, get: () => 4 });
});
afterEach(() => {
  Object.defineProperty(HTMLMediaElement.prototype, 'readyState', readyState);
  vi.restoreAllMocks();
  play.mockClear();
  pause.mockClear();
});

function answer(progress: unknown) {
  fetchMock.mockImplementation(async (url) => {
    const path = String(url).replace(/\?.*$/, '');
    if (path.startsWith('/api/v1/video/progress/get/')) return ok(progress);
    if (path === '/api/v1/video/progress/save')
      return ok({ videoId: 3, position: 0, duration: 1000, updatedAt: '2026-11-21T02:00:00Z' });
    return ok(null);
  });
}

describe('the full-screen player', () => {
  it('opens over the whole screen as a place in the history and closes back to the detail, focus on the play button', async () => {
    answer(null);
    wrap(<VideoDetail video={video} />);
    const playButton = screen.getByRole('button', { name: 'Play' });
    fireEvent.click(playButton);
    const dialog = await screen.findByRole('dialog', { name: 'Video player: Peach Blossom Crosses the River' });
    expect(dialog.parentElement).toBe(document.body);
    expect(where()).toBe('/pages/video/detail?id=3&play=1');
    // No place saved: it plays from the start at once, surtitles and their choice as before.
    const el = await screen.findByTestId('video-player');
    expect((el as HTMLVideoElement).autoplay).toBe(true);
    expect(screen.queryByTestId('video-resume-choice')).toBeNull();
    expect(screen.getByTestId('surtitle-modes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close the player' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(where()).toBe('/pages/video/detail?id=3');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Play' }));
  });

  it('Space plays and pauses, Escape closes; the controls are named in Chinese too', async () => {
    answer(null);
    await setLocale('zh-Hans');
    wrap(<VideoDetail video={video} />);
    fireEvent.click(screen.getByRole('button', { name: '播放' }));
    const dialog = await screen.findByRole('dialog', { name: '视频播放器：Peach Blossom Crosses the River' });
    expect(screen.getByRole('button', { name: '关闭播放器' })).toBeTruthy();
    const el = (await screen.findByTestId('video-player')) as HTMLVideoElement;
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    Object.defineProperty(el, 'paused', { configurable: true, value: false });
    fireEvent.keyDown(dialog, { key: ' ' });
    expect(pause).toHaveBeenCalledTimes(1);
    Object.defineProperty(el, 'paused', { configurable: true, value: true });
    play.mockClear();
    fireEvent.keyDown(dialog, { key: ' ' });
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '播放' }));
  });

  it('offers to resume where the member stopped: "Resume from 12:34" goes there, "Start over" from 0', async () => {
    answer({ videoId: 3, position: 754, duration: 1000, updatedAt: '2026-11-21T02:00:00Z' });
    const view = wrap(<VideoDetail video={video} />, '/pages/video/detail?id=3&play=1');
    const resume = await screen.findByRole('button', { name: 'Resume from 12:34' });
    await waitFor(() => expect(document.activeElement).toBe(resume));
    const el = screen.getByTestId('video-player') as HTMLVideoElement;
    expect(el.autoplay).toBe(false);
    expect(play).not.toHaveBeenCalled();
    fireEvent.click(resume);
    expect(el.currentTime).toBe(754);
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('video-resume-choice')).toBeNull();
    view.unmount();

    wrap(<VideoDetail video={video} />, '/pages/video/detail?id=3&play=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Start over' }));
    expect((screen.getByTestId('video-player') as HTMLVideoElement).currentTime).toBe(0);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('a place at the very start or near the end is not offered', async () => {
    for (const position of [2, 960]) {
      answer({ videoId: 3, position, duration: 1000, updatedAt: '2026-11-21T02:00:00Z' });
      const view = wrap(<VideoDetail video={video} />, '/pages/video/detail?id=3&play=1');
      expect(((await screen.findByTestId('video-player')) as HTMLVideoElement).autoplay).toBe(true);
      expect(screen.queryByTestId('video-resume-choice')).toBeNull();
      view.unmount();
    }
  });

  it("keeps the member's place every 12 s of playback, on pause and on close, never the same place twice", async () => {
    answer(null);
    wrap(<VideoDetail video={video} />, '/pages/video/detail?id=3&play=1');
    const el = (await screen.findByTestId('video-player')) as HTMLVideoElement;
    playTo(el, 5.4);
    playTo(el, 11.9);
    expect(saves()).toEqual([]);
    playTo(el, 12.2);
    playTo(el, 20);
    await waitFor(() => expect(saves()).toEqual([{ videoId: 3, position: 12, duration: 1000 }]));
    playTo(el, 30.6);
    fireEvent.pause(el);
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1]).toEqual({ videoId: 3, position: 30, duration: 1000 });
    fireEvent.pause(el);
    playTo(el, 33.1);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(saves()).toHaveLength(3));
    expect(saves()[2]).toEqual({ videoId: 3, position: 33, duration: 1000 });
  });

  it("a visitor's place stays on the device and is offered from there", async () => {
    dropSession();
    answer(null);
    const view = wrap(<VideoDetail video={video} />, '/pages/video/detail?id=3&play=1');
    const el = (await screen.findByTestId('video-player')) as HTMLVideoElement;
    playTo(el, 95);
    fireEvent.pause(el);
    view.unmount();
    expect(JSON.parse(localStorage.getItem('videoProgress') ?? '{}')['3']).toMatchObject({
      position: 95,
      duration: 1000,
    });
    wrap(<VideoDetail video={video} />, '/pages/video/detail?id=3&play=1');
    expect(await screen.findByRole('button', { name: 'Resume from 1:35' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

/** The titled section the home page passes in (browse-ui's Zone there). */
function Zone({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) {
  return (
    <section data-testid={testId}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

describe('Continue watching on the home', () => {
  const item = (id: number, title: string, position: number, duration: number): ContinueWatchingItem => ({
    video: { ...video, id, title, duration, isPremium: id === 8 },
    position,
    duration,
    updatedAt: '2026-11-21T02:00:00Z',
  });

  it("shows the member's unfinished videos in the order given, each with how far they got, into the player", async () => {
    fetchMock.mockImplementation(async () =>
      ok([item(7, 'Ten moves of fan technique', 18, 24), item(8, 'The Gold Flower', 300, 1200)]),
    );
    wrap(<ContinueWatching Zone={Zone} />, '/');
    const zone = await screen.findByTestId('home-continue-watching');
    expect(zone.querySelector('h2')?.textContent).toBe('Continue watching');
    const cards = screen.getAllByTestId('continue-card');
    expect(cards.map((c) => c.textContent)).toEqual([
      expect.stringContaining('Ten moves of fan technique'),
      expect.stringContaining('The Gold Flower'),
    ]);
    expect(cards[0]!.getAttribute('href')).toBe('/pages/video/detail?id=7&play=1');
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((b) => [b.getAttribute('aria-valuenow'), b.getAttribute('aria-label')])).toEqual([
      ['75', '75% watched'],
      ['25', '25% watched'],
    ]);
    expect(cards[1]!.textContent).toContain('15:00 left');
    expect(callsTo('/video/progress/continue')).toHaveLength(1);
  });

  it('is hidden when there is nothing to continue, and never asked for by a visitor', async () => {
    fetchMock.mockImplementation(async () => ok([]));
    const view = wrap(<ContinueWatching Zone={Zone} />, '/');
    await waitFor(() => expect(callsTo('/video/progress/continue')).toHaveLength(1));
    await act(async () => undefined);
    expect(screen.queryByTestId('home-continue-watching')).toBeNull();
    view.unmount();
    fetchMock.mockClear();
    dropSession();
    wrap(<ContinueWatching Zone={Zone} />, '/');
    await act(async () => undefined);
    expect(screen.queryByTestId('home-continue-watching')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
