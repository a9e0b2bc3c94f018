import type { MyVoteItem } from '@nanhua/contract';
import { api } from '../../../lib/api';
import { pagedQueryOptions, usePagedList } from '../../../lib/paged';
import { request } from '../../../lib/request';

/** My Votes: the votes I took part in, newest ballot first. */
export const myVotesQueryOptions = () =>
  pagedQueryOptions<MyVoteItem, readonly ['votes', 'myList']>(['votes', 'myList'], (page, signal) => request(api['/vote/vote/getMyVoteResultList'], { query: page, signal }));

export const useMyVotes = () => usePagedList(myVotesQueryOptions());
