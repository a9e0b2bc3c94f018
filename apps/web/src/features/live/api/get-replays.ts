import type { LiveReplay } from '@nanhua/contract';
import { pagedQueryOptions, usePagedList } from '../../../lib/paged';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const liveReplaysQueryOptions = () =>
  pagedQueryOptions<LiveReplay, readonly ['live', 'replays']>(['live', 'replays'], (page, signal) =>
    request('/liveCast/history/get', { query: page, signal }),
  );

export const useLiveReplays = () => usePagedList(liveReplaysQueryOptions());
