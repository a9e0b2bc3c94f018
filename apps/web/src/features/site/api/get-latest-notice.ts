import { queryOptions, useQuery } from '@tanstack/react-query';
import { limits, type Notice } from '@nanhua/contract';
import { request } from '@nanhua/client';
import '../../../lib/client';

/** SPEC §7: the home notice asks for page 1 with size 1 and shows that record. */
export async function fetchLatestNotice(signal?: AbortSignal): Promise<Notice | null> {
  const page = await request('/site/notice/get', { query: { page: 1, pageSize: limits.noticePageSize }, signal });
  return page?.records[0] ?? null;
}

export const latestNoticeQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'notice', 'latest'] as const,
    queryFn: ({ signal }) => fetchLatestNotice(signal),
  });

export const useLatestNotice = () => useQuery(latestNoticeQueryOptions());
