import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { request, type RequestOptions } from '../../../lib/request';

export type BuyProductInput = NonNullable<RequestOptions<'/shop/order/buy'>['body']>;

/** Only what the member chose: the server prices the order and applies the member discount. */
export const buyProduct = (body: BuyProductInput) => request(api['/shop/order/buy'], { body });

/** Stock and sales move: every shop query is re-read. */
export function useBuyProduct() {
  const client = useQueryClient();
  return useMutation({ mutationFn: buyProduct, onSuccess: () => client.invalidateQueries({ queryKey: ['shop'] }) });
}
