import type { Order } from '@nanhua/contract';
import { api } from '../../../lib/api';
import { pagedQueryOptions } from '../../../lib/paged';
import { request } from '../../../lib/request';

/** Re-read on every visit: labels change at the door and at customer service. */
export const myOrdersQueryOptions = () => ({
  ...pagedQueryOptions<Order, readonly unknown[]>(['ticket', 'orders', 'mine'], ({ page, pageSize }, signal) => request(api['/ticket/order/getMyOrders'], { query: { page, pageSize }, signal })),
  staleTime: 0,
});
