import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { request, type RequestOptions } from '../../../lib/request';

export type PayCompleteInput = NonNullable<RequestOptions<'/ticket/order/payComplete'>['body']>;

/** The server confirms: the sandbox takes the test checkout's outcome, Stripe is asked directly. */
export const payComplete = (body: PayCompleteInput) => request(api['/ticket/order/payComplete'], { body });

export function usePayComplete() {
  const client = useQueryClient();
  return useMutation({ mutationFn: payComplete, onSettled: () => client.invalidateQueries({ queryKey: ['ticket'] }) });
}
