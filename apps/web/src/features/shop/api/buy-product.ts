import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, type RequestInput } from '@nanhua/client';
import '../../../lib/client';

export type BuyProductInput = NonNullable<RequestInput<'/shop/order/buy'>['body']>;

/** Only what the member chose: the server prices the order and applies the member discount. */
export const buyProduct = (body: BuyProductInput) => request('/shop/order/buy', { body });

/** Stock and sales move: every shop query is re-read. */
export function useBuyProduct() {
  const client = useQueryClient();
  return useMutation({ mutationFn: buyProduct, onSuccess: () => client.invalidateQueries({ queryKey: ['shop'] }) });
}
