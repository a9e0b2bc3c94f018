import { pagedQueryOptions } from '../../../lib/paged';
import { orderCalls, type FamilyOrder, type OrderFamily } from './families';

/** Re-read on every visit: labels change at the door, at shipping and at customer service. */
export const myOrdersQueryOptions = (family: OrderFamily) => ({
  ...pagedQueryOptions<FamilyOrder, readonly unknown[]>([family, 'orders', 'mine'], (page, signal) => orderCalls.list(family, page, signal)),
  staleTime: 0,
});
