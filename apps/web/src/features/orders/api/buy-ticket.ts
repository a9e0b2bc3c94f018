import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, type RequestInput } from '@nanhua/client';
import '../../../lib/client';

export type BuyTicketInput = NonNullable<RequestInput<'/ticket/order/buy'>['body']>;

/** Only what the member chose: the server prices the order. */
export const buyTicket = (body: BuyTicketInput) => request('/ticket/order/buy', { body });

export function useBuyTicket() {
  const client = useQueryClient();
  return useMutation({ mutationFn: buyTicket, onSuccess: () => client.invalidateQueries({ queryKey: ['ticket'] }) });
}
