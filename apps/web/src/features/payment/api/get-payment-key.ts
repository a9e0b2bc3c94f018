import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const fetchPaymentKey = (id: number, signal?: AbortSignal) => request('/Payment/paymentKey/get/{id}', { params: { id }, signal });

export const paymentKeyQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['payment', 'key', id] as const, queryFn: ({ signal }) => fetchPaymentKey(id, signal), retry: false, staleTime: 0 });

export const usePaymentKey = (id: number | null) => useQuery({ ...paymentKeyQueryOptions(id ?? 0), enabled: id !== null });
