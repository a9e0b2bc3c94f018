import type { MyVoteItem } from '@nanhua/contract';
import { request } from '@nanhua/client';
import '../../../lib/client';
import { pagedQueryOptions, usePagedList } from '../../../lib/paged';

/** My Votes: the votes I took part in, newest ballot first. */
export const myVotesQueryOptions = () =>
  pagedQueryOptions<MyVoteItem, readonly ['votes', 'myList']>(['votes', 'myList'], (page, signal) =>
    request('/vote/vote/getMyVoteResultList', { query: page, signal }),
  );

export const useMyVotes = () => usePagedList(myVotesQueryOptions());
