import type { Vote } from '@nanhua/contract';
import { request } from '@nanhua/client';
import '../../../lib/client';
import { pagedQueryOptions, usePagedList } from '../../../lib/paged';

export const votesQueryOptions = () =>
  pagedQueryOptions<Vote, readonly ['votes', 'list']>(['votes', 'list'], (page, signal) =>
    request('/vote/vote/get', { query: page, signal }),
  );

export const useVotes = () => usePagedList(votesQueryOptions());
