import type { LiveReplay } from '@nanhua/contract';
import { api } from '../../../lib/api';
import { pagedQueryOptions, usePagedList } from '../../../lib/paged';
import { request } from '../../../lib/request';

export const liveReplaysQueryOptions = () =>
  pagedQueryOptions<LiveReplay, readonly ['live', 'replays']>(['live', 'replays'], (page, signal) => request(api['/liveCast/history/get'], { query: page, signal }));

export const useLiveReplays = () => usePagedList(liveReplaysQueryOptions());
