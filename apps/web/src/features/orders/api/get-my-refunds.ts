import type { OrderReturn } from '@nanhua/contract';
import { pagedQueryOptions } from '../../../lib/paged';
import { orderCalls, type OrderFamily } from './families';

/** The member's refund requests of one family, newest first. */
export const myRefundsQueryOptions = (family: OrderFamily) => ({
  ...pagedQueryOptions<OrderReturn, readonly unknown[]>([family, 'refunds', 'mine'], (page, signal) =>
    orderCalls.refunds(family, page, signal),
  ),
  staleTime: 0,
});
