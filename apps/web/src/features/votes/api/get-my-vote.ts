import { queryOptions, useQuery } from '@tanstack/react-query';
import { isSignedIn, request } from '@nanhua/client';
import '../../../lib/client';

/** My ballot in a vote, or null before I vote. */
export const myVoteQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['votes', 'mine', id] as const,
    queryFn: () => request('/vote/vote/getMyVoteResult', { body: { id } }),
  });

export const useMyVote = (id: number | null) =>
  useQuery({ ...myVoteQueryOptions(id ?? 0), enabled: id !== null && isSignedIn() });
