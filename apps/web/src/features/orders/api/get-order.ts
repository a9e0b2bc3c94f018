import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderCalls, type OrderFamily } from './families';
import { keepForTheDoor, keeperOf } from './kept-tickets';

/** Always re-read on open: check-ins, shipping, refund decisions and expiry change orders outside this app. */
export const orderQueryOptions = (orderNo: string, family: OrderFamily) =>
  queryOptions({
    queryKey: [family, 'order', orderNo] as const,
    queryFn: async ({ signal }) => {
      const keeper = keeperOf(family);
      const order = await orderCalls.get(family, orderNo, signal);
      keepForTheDoor(keeper, [order]);
      return order;
    },
    retry: false,
    staleTime: 0,
  });

export const useOrder = (orderNo: string | null, family: OrderFamily) =>
  useQuery({ ...orderQueryOptions(orderNo ?? '', family), enabled: orderNo !== null });
