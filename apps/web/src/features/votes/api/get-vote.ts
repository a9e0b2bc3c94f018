import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const voteQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['votes', 'detail', id] as const,
    queryFn: ({ signal }) => request('/vote/vote/get/{id}', { params: { id }, signal }),
  });

export const useVote = (id: number | null) => useQuery({ ...voteQueryOptions(id ?? 0), enabled: id !== null });
