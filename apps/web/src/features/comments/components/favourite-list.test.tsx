import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { clientHarness, ok } from '../../../../test/harness';
import { spyOnConfirm } from '../../../../test/antd-spies';
import { FavouriteTabs } from './favourite-list';

// antd-mobile's imperative Dialog needs the app's React 19 render hook; the test confirms directly.
spyOnConfirm(async () => true);

const fetchMock = vi.fn<typeof fetch>();
const fav = {
  family: 'knowledge',
  targetId: 8,
  parentId: 2,
  title: '第一课',
  subtitle: '潮剧入门',
  cover: null,
  likeCount: 3,
  likedAt: '2026-11-20T02:00:00Z',
};

clientHarness(fetchMock, { locale: 'zh-Hans' });

describe('FavouriteTabs', () => {
  it('lists the learning favourites first and unlikes a row from its swipe action', async () => {
    fetchMock.mockResolvedValueOnce(ok({ records: [fav], total: 1, page: 1, pageSize: 10 }));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <FavouriteTabs />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const row = await screen.findByTestId('favourite-row');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/v1/knowledge/zan/get?page=1&pageSize=10');
    expect(row.textContent).toContain('第一课');
    expect(row.textContent).toContain('3 人喜欢');
    expect(row.querySelector('a')!.getAttribute('href')).toBe('/pages/knowledge/part?id=8');

    fetchMock
      .mockResolvedValueOnce(ok({ liked: false, likeCount: 2 }))
      .mockResolvedValue(ok({ records: [], total: 0, page: 1, pageSize: 10 }));
    await act(async () => void fireEvent.click(screen.getByText('删除')));
    const unlike = fetchMock.mock.calls.find(([u]) => String(u) === '/api/v1/knowledge/zan/unlike')!;
    expect(String(unlike[1]!.body)).toBe('partId=8');
    await waitFor(() => expect(screen.getByTestId('empty')).toBeTruthy());
  });
});
