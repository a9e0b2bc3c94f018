import type { FollowRow } from '@nanhua/contract';
import { api } from '../../../lib/api';
import { pagedQueryOptions, usePagedList } from '../../../lib/paged';
import { request } from '../../../lib/request';

export type FollowDirection = 'fans' | 'follows';

/** My Followers (`getFans`) or My Following (`getFollows`), page by page. */
export const followListQueryOptions = (direction: FollowDirection) =>
  pagedQueryOptions<FollowRow, readonly ['follow', FollowDirection]>(['follow', direction], (page, signal) =>
    request(api[direction === 'fans' ? '/usercenter/userFollow/getFans' : '/usercenter/userFollow/getFollows'], { query: page, signal }),
  );

export const useFollowList = (direction: FollowDirection) => usePagedList(followListQueryOptions(direction));
