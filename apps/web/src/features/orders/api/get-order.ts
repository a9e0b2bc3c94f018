import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { request } from '../../../lib/request';

export const fetchOrder = (orderNo: string, signal?: AbortSignal) => request(api['/ticket/order/getByOrderNo'], { body: { orderNo }, signal });

/** Always re-read on open: staff check-ins, refund decisions and expiry change orders outside this app. */
export const orderQueryOptions = (orderNo: string) =>
  queryOptions({ queryKey: ['ticket', 'order', orderNo] as const, queryFn: ({ signal }) => fetchOrder(orderNo, signal), retry: false, staleTime: 0 });

export const useOrder = (orderNo: string | null) => useQuery({ ...orderQueryOptions(orderNo ?? ''), enabled: orderNo !== null });
