import { queryOptions, useQuery } from '@tanstack/react-query';
import { PayStatus } from '@nanhua/contract';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const fetchPaymentKey = (id: number, signal?: AbortSignal) =>
  request('/Payment/paymentKey/get/{id}', { params: { id }, signal });

export const paymentKeyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['payment', 'key', id] as const,
    queryFn: ({ signal }) => fetchPaymentKey(id, signal),
    retry: false,
    staleTime: 0,
  });

/**
 * How often the payment screen reads the order again while a payment that came back from Stripe is being
 * confirmed (the webhook marks it paid): a few seconds is how long a wallet payment usually takes.
 */
export const returnPollMs = 3000;

/** `watch`: read the order again every returnPollMs while it is unpaid; a refusal or a paid order ends it. */
export const usePaymentKey = (id: number | null, watch = false) =>
  useQuery({
    ...paymentKeyQueryOptions(id ?? 0),
    enabled: id !== null,
    refetchInterval: (query) =>
      watch && query.state.status === 'success' && query.state.data?.payStatus === PayStatus.Unpaid
        ? returnPollMs
        : false,
  });
