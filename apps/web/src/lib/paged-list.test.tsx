import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Paged } from '@nanhua/contract';
import { ListFooter } from '../components/list-footer';
import './i18n';
import { pagedQueryOptions, usePagedList } from './paged';
import { createQueryClient } from './query-client';

const all = Array.from({ length: 23 }, (_, i) => `item ${i + 1}`);
const fetchPage = vi.fn(
  async ({ page, pageSize }: { page: number; pageSize: number }): Promise<Paged<string>> => ({
    records: all.slice((page - 1) * pageSize, page * pageSize),
    total: all.length,
    page,
    pageSize,
  }),
);

function List() {
  const list = usePagedList(pagedQueryOptions(['test', 'items'], fetchPage));
  return (
    <>
      <ul>
        {list.records.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      <ListFooter {...list.footer} />
    </>
  );
}

describe('usePagedList', () => {
  it('loads page after page of 10 until total, then reads "no more"', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <List />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(10));
    const footer = screen.getByTestId('list-footer');
    expect(footer.dataset.status).toBe('more');

    act(() => void fireEvent.click(footer));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20));
    act(() => void fireEvent.click(screen.getByTestId('list-footer')));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(23));

    expect(screen.getByTestId('list-footer').dataset.status).toBe('noMore');
    expect(fetchPage.mock.calls.map(([p]) => p)).toEqual([
      { page: 1, pageSize: 10 },
      { page: 2, pageSize: 10 },
      { page: 3, pageSize: 10 },
    ]);
  });
});
