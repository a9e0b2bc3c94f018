import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { limits, type Paged } from '@nanhua/contract';

export type ListFooterStatus = 'more' | 'loading' | 'noMore';

/** The page after `last`, or undefined once every record has been loaded. */
export function nextPageParam(last: Paged<unknown>): number | undefined {
  const loaded = last.page * last.pageSize;
  return last.records.length > 0 && loaded < last.total ? last.page + 1 : undefined;
}

export type FetchPage<T> = (page: { page: number; pageSize: number }, signal: AbortSignal) => Promise<Paged<T> | null>;

/** Infinite-query options for a `{ records, total, page, pageSize }` list (DESIGN §4). */
export function pagedQueryOptions<T, K extends QueryKey>(
  queryKey: K,
  fetchPage: FetchPage<T>,
  pageSize: number = limits.pageSize,
) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }): Promise<Paged<T>> =>
      (await fetchPage({ page: pageParam, pageSize }, signal)) ?? { records: [], total: 0, page: pageParam, pageSize },
    getNextPageParam: nextPageParam,
  });
}

export const pagedRecords = <T>(data: InfiniteData<Paged<T>> | undefined): T[] =>
  data?.pages.flatMap((p) => p.records) ?? [];

export function listFooterStatus(q: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetching: boolean;
}): ListFooterStatus {
  if (q.isFetchingNextPage || (q.isFetching && q.hasNextPage)) return 'loading';
  return q.hasNextPage ? 'more' : 'noMore';
}

/** A paged list with its records flattened and the props of its ListFooter. */
export function usePagedList<T, K extends QueryKey>(options: ReturnType<typeof pagedQueryOptions<T, K>>) {
  const query = useInfiniteQuery(options);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  return {
    ...query,
    records: pagedRecords(query.data),
    total: query.data?.pages[0]?.total ?? 0,
    footer: {
      status: listFooterStatus(query),
      onLoadMore: () => {
        if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
      },
    },
  };
}
