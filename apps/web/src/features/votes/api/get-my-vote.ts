import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { isSignedIn } from '../../../lib/auth-storage';
import { request } from '../../../lib/request';

/** My ballot in a vote, or null before I vote. */
export const myVoteQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['votes', 'mine', id] as const, queryFn: () => request(api['/vote/vote/getMyVoteResult'], { body: { id } }) });

export const useMyVote = (id: number | null) => useQuery({ ...myVoteQueryOptions(id ?? 0), enabled: id !== null && isSignedIn() });
