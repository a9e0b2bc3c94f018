import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { request, type RequestOptions } from '../../../lib/request';

export type BuyTicketInput = NonNullable<RequestOptions<'/ticket/order/buy'>['body']>;

/** Only what the member chose: the server prices the order. */
export const buyTicket = (body: BuyTicketInput) => request(api['/ticket/order/buy'], { body });

export function useBuyTicket() {
  const client = useQueryClient();
  return useMutation({ mutationFn: buyTicket, onSuccess: () => client.invalidateQueries({ queryKey: ['ticket'] }) });
}
