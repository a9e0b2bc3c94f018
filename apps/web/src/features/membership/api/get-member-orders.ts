import type { MemberOrder } from '@nanhua/contract';
import { request } from '@nanhua/client';
import '../../../lib/client';
import { pagedQueryOptions } from '../../../lib/paged';

export const memberOrdersQueryKey = ['member', 'orders'] as const;

/** Re-read on every visit: payment and expiry change the labels outside this page. */
export const memberOrdersQueryOptions = () => ({
  ...pagedQueryOptions<MemberOrder, typeof memberOrdersQueryKey>(memberOrdersQueryKey, ({ page, pageSize }, signal) =>
    request('/usercenter/memberOrder/get', { query: { page, pageSize }, signal }),
  ),
  staleTime: 0,
});
