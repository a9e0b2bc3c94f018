import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { clientHarness, paged, signInAs } from '../../test/harness';
import { createQueryClient } from '../lib/query-client';
import SystemNewsIndexPage from './system-news-index';

const fetchMock = vi.fn<typeof fetch>();
clientHarness(fetchMock, { locale: 'zh-Hans', signedIn: false });

describe('Notifications page', () => {
  const renderList = () =>
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <SystemNewsIndexPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );

  it('asks on the token channel and lists the notifications with their dates', async () => {
    signInAs('access-1', 'refresh-1');
    fetchMock.mockResolvedValue(
      paged([{ id: 7, title: '系统维护通知', content: '本周日凌晨维护', publishedAt: '2026-11-20T04:00:00Z' }]),
    );
    renderList();
    await waitFor(() => expect(screen.getByTestId('system-news-card').textContent).toContain('系统维护通知'));
    expect(screen.getByTestId('system-news-card').textContent).toContain('20/11/2026');
    expect(screen.getByTestId('system-news-card').getAttribute('href')).toBe('/pages/systemNews/detail?id=7');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/v1/site/systemNews/get?page=1&pageSize=10');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer access-1');
    expect(screen.getByTestId('list-footer').dataset.status).toBe('noMore');
  });

  it('an empty list reads "No data available, stay tuned"', async () => {
    signInAs('access-1', 'refresh-1');
    fetchMock.mockImplementation(async () => paged([]));
    renderList();
    await waitFor(() => expect(screen.getByTestId('empty').textContent).toBe('暂无数据，敬请期待'));
  });
});
