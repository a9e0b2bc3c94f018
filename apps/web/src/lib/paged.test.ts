import { describe, expect, it } from 'vitest';
import { listFooterStatus, nextPageParam, pagedRecords } from './paged';

describe('paged lists', () => {
  it('asks for the next page until total is reached', () => {
    expect(nextPageParam({ records: Array(10).fill(0), total: 25, page: 1, pageSize: 10 })).toBe(2);
    expect(nextPageParam({ records: Array(10).fill(0), total: 25, page: 2, pageSize: 10 })).toBe(3);
    expect(nextPageParam({ records: Array(5).fill(0), total: 25, page: 3, pageSize: 10 })).toBeUndefined();
    expect(nextPageParam({ records: Array(10).fill(0), total: 20, page: 2, pageSize: 10 })).toBeUndefined();
  });

  it('stops on an empty page even if total claims more', () => {
    expect(nextPageParam({ records: [], total: 99, page: 4, pageSize: 10 })).toBeUndefined();
  });

  it('flattens pages', () => {
    expect(
      pagedRecords({
        pages: [
          { records: [1, 2], total: 3, page: 1, pageSize: 2 },
          { records: [3], total: 3, page: 2, pageSize: 2 },
        ],
        pageParams: [1, 2],
      }),
    ).toEqual([1, 2, 3]);
    expect(pagedRecords(undefined)).toEqual([]);
  });

  it('derives the three footer states', () => {
    expect(listFooterStatus({ hasNextPage: true, isFetchingNextPage: false, isFetching: false })).toBe('more');
    expect(listFooterStatus({ hasNextPage: true, isFetchingNextPage: true, isFetching: true })).toBe('loading');
    expect(listFooterStatus({ hasNextPage: false, isFetchingNextPage: false, isFetching: false })).toBe('noMore');
  });
});
