import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

/** Voting Results: only asked for once I voted or the vote ended (the server refuses otherwise). */
export const voteStatsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['votes', 'stats', id] as const,
    queryFn: ({ signal }) => request('/vote/vote/getStats', { query: { id }, signal }),
  });

export const useVoteStats = (id: number, enabled: boolean) => useQuery({ ...voteStatsQueryOptions(id), enabled });
