import type { Vote } from '@nanhua/contract';
import { api } from '../../../lib/api';
import { pagedQueryOptions, usePagedList } from '../../../lib/paged';
import { request } from '../../../lib/request';

export const votesQueryOptions = () =>
  pagedQueryOptions<Vote, readonly ['votes', 'list']>(['votes', 'list'], (page, signal) => request(api['/vote/vote/get'], { query: page, signal }));

export const useVotes = () => usePagedList(votesQueryOptions());
