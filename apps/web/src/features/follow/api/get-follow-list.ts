import type { FollowRow } from '@nanhua/contract';
import { request } from '@nanhua/client';
import '../../../lib/client';
import { pagedQueryOptions, usePagedList } from '../../../lib/paged';

export type FollowDirection = 'fans' | 'follows';

/** My Followers (`getFans`) or My Following (`getFollows`), page by page. */
export const followListQueryOptions = (direction: FollowDirection) =>
  pagedQueryOptions<FollowRow, readonly ['follow', FollowDirection]>(['follow', direction], (page, signal) =>
    request(direction === 'fans' ? '/usercenter/userFollow/getFans' : '/usercenter/userFollow/getFollows', {
      query: page,
      signal,
    }),
  );

export const useFollowList = (direction: FollowDirection) => usePagedList(followListQueryOptions(direction));
