import { pagedQueryOptions } from '../../../lib/paged';
import { orderCalls, type FamilyOrder, type OrderFamily } from './families';
import { keepForTheDoor, keeperOf } from './kept-tickets';

/** Re-read on every visit: labels change at the door, at shipping and at customer service. */
export const myOrdersQueryOptions = (family: OrderFamily) => ({
  ...pagedQueryOptions<FamilyOrder, readonly unknown[]>([family, 'orders', 'mine'], async (page, signal) => {
    const keeper = keeperOf(family);
    const answer = await orderCalls.list(family, page, signal);
    if (answer) keepForTheDoor(keeper, answer.records);
    return answer;
  }),
  staleTime: 0,
});
