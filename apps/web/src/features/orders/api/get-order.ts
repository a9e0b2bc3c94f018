import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderCalls, type OrderFamily } from './families';

/** Always re-read on open: check-ins, shipping, refund decisions and expiry change orders outside this app. */
export const orderQueryOptions = (orderNo: string, family: OrderFamily) =>
  queryOptions({ queryKey: [family, 'order', orderNo] as const, queryFn: ({ signal }) => orderCalls.get(family, orderNo, signal), retry: false, staleTime: 0 });

export const useOrder = (orderNo: string | null, family: OrderFamily) => useQuery({ ...orderQueryOptions(orderNo ?? '', family), enabled: orderNo !== null });
