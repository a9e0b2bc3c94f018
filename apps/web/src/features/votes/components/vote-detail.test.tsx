import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Toast } from 'antd-mobile';
import { clearTokens } from '@nanhua/client';
import type { VoteDetail } from '@nanhua/contract';
import { clientHarness, ok } from '../../../../test/harness';
import { spyOnToast } from '../../../../test/antd-spies';
import { setLocale } from '../../../lib/i18n';
import { VoteDetailView } from './vote-detail';

// antd-mobile's imperative Toast needs the app's React 19 render hook; the tests read what it was asked to show.
spyOnToast();
// The project shares one document per worker: give the next file the address it would start from.
afterAll(() => {
  window.location.hash = '';
});

const fetchMock = vi.fn<typeof fetch>();
const vote: VoteDetail = {
  id: 4,
  title: '年度最喜爱剧目评选',
  summary: '',
  cover: null,
  startAt: '2026-11-18T00:00:00Z',
  endAt: '2026-12-01T00:00:00Z',
  state: 2,
  maxSelect: 2,
  participantCount: 4,
  description: '',
  options: [
    { id: 11, label: '陈三五娘' },
    { id: 12, label: '扫窗会' },
    { id: 13, label: '柴房会' },
  ],
};

const went: string[] = [];
clientHarness(fetchMock, { locale: 'zh-Hans', went });

describe('VoteDetailView', () => {
  it('allows at most the maximum options, sends the ballot, then shows the results bars', async () => {
    fetchMock.mockResolvedValueOnce(ok(null));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <VoteDetailView vote={vote} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('vote-max').textContent).toBe('2');
    expect(screen.getByTestId('vote-detail').textContent).toContain('18/11/2026 08:00 – 01/12/2026 08:00');
    expect(screen.getByTestId('vote-detail').textContent).not.toMatch(/\d{2}:\d{2}:\d{2}/);
    // The limit is said once as a fact ('可选项数 2') and once as the ballot's prompt, not twice alike.
    expect(screen.getByTestId('vote-max').previousElementSibling!.textContent).toBe('可选项数');
    expect(screen.queryAllByText(/最多可选/)).toHaveLength(0);
    expect(screen.getByTestId('vote-participants').textContent).toBe('4');
    const options = await screen.findAllByTestId('vote-option');
    for (const o of options) await act(async () => void fireEvent.click(o.querySelector('input')!));
    expect(options.map((o) => o.querySelector('input')!.checked)).toEqual([true, true, false]);
    expect(Toast.show).toHaveBeenCalledWith({ content: '最多可选 2 项' });
    expect(screen.getByTestId('vote-submit').textContent).toContain('2/2');

    fetchMock
      .mockResolvedValueOnce(ok({ voteId: 4, optionIds: [11, 12], text: '', votedAt: '2026-11-21T02:00:00Z' }))
      .mockResolvedValueOnce(ok({ voteId: 4, optionIds: [11, 12], text: '', votedAt: '2026-11-21T02:00:00Z' }))
      .mockResolvedValue(
        ok({
          voteId: 4,
          participantCount: 5,
          options: [
            { id: 11, label: '陈三五娘', count: 3, percent: 60 },
            { id: 12, label: '扫窗会', count: 1, percent: 20 },
            { id: 13, label: '柴房会', count: 1, percent: 20 },
          ],
        }),
      );
    await act(async () => void fireEvent.click(screen.getByTestId('vote-submit')));
    const [url, init] = fetchMock.mock.calls.find(([u]) => String(u) === '/api/v1/vote/vote/doVote')!;
    expect(String(url)).toBe('/api/v1/vote/vote/doVote');
    expect(JSON.parse(String(init!.body))).toEqual({ id: 4, optionIds: [11, 12] });
    await waitFor(() => expect(screen.getAllByTestId('vote-result')).toHaveLength(3));
    expect(screen.getAllByTestId('vote-result').map((r) => r.getAttribute('data-mine'))).toEqual([
      'true',
      'true',
      'false',
    ]);
    expect(screen.getByTestId('vote-results').textContent).toContain('3 票 · 60%');
  });

  it('an ended vote, signed out: says the results need a sign-in and returns here after it', async () => {
    clearTokens();
    await setLocale('en');
    window.location.hash = '#/pages/vote/detail?id=4';
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <VoteDetailView vote={{ ...vote, state: 3 }} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('vote-results-signin').textContent).toContain(
      'This vote has ended. Sign in to see the results.',
    );
    // No members-only stats call, which would end the (absent) session and drop the visitor on Home.
    expect(fetchMock).not.toHaveBeenCalled();
    expect(went).toEqual([]);
    fireEvent.click(screen.getByTestId('vote-results-signin-button'));
    expect(went).toEqual([`/pages/user/login?redirect=${encodeURIComponent('/pages/vote/detail?id=4')}`]);
  });
});
