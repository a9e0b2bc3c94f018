import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../lib/i18n';
import { clearTokens, setTokens } from '../lib/auth-storage';
import { createQueryClient } from '../lib/query-client';
import SystemNewsIndexPage from './system-news-index';

const page = (records: object[], total: number) => ({ code: 1002, message: 'OK', result: { records, total, page: 1, pageSize: 10 } });

describe('Notifications page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearTokens();
  });

  const renderList = () =>
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <SystemNewsIndexPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );

  it('asks on the token channel and lists the notifications with their dates', async () => {
    setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify(page([{ id: 7, title: '系统维护通知', content: '本周日凌晨维护', publishedAt: '2026-11-20T04:00:00Z' }], 1)), { headers: { 'content-type': 'application/json' } }),
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
    setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(page([], 0)), { headers: { 'content-type': 'application/json' } }));
    renderList();
    await waitFor(() => expect(screen.getByTestId('empty').textContent).toBe('暂无数据，敬请期待'));
  });
});
