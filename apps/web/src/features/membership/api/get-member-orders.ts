import type { MemberOrder } from '@nanhua/contract';
import { api } from '../../../lib/api';
import { pagedQueryOptions } from '../../../lib/paged';
import { request } from '../../../lib/request';

export const memberOrdersQueryKey = ['member', 'orders'] as const;

/** Re-read on every visit: payment and expiry change the labels outside this page. */
export const memberOrdersQueryOptions = () => ({
  ...pagedQueryOptions<MemberOrder, typeof memberOrdersQueryKey>(memberOrdersQueryKey, ({ page, pageSize }, signal) =>
    request(api['/usercenter/memberOrder/get'], { query: { page, pageSize }, signal }),
  ),
  staleTime: 0,
});
