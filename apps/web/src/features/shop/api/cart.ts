import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isSignedIn, request, type RequestInput } from '@nanhua/client';
import type { Cart } from '@nanhua/contract';
import '../../../lib/client';

export type CartCheckoutInput = NonNullable<RequestInput<'/shop/cart/checkout'>['body']>;

export const cartQueryKey = ['shop', 'cart'] as const;

export const fetchCart = (signal?: AbortSignal) => request('/shop/cart/get', { signal });

/** The signed-in member's cart, kept on the server (the same on every device); visitors have none. */
export const useCart = () =>
  useQuery({
    queryKey: cartQueryKey,
    queryFn: ({ signal }) => fetchCart(signal),
    enabled: isSignedIn(),
    staleTime: 0,
    retry: false,
  });

/** Every cart call answers the cart as it is now: the cache takes it as it comes. */
const keep = (client: QueryClient) => (cart: Cart | undefined) => {
  if (cart) client.setQueryData(cartQueryKey, cart);
};

export function useAddToCart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { productId: number; quantity: number }) => request('/shop/cart/add', { body }),
    onSuccess: keep(client),
  });
}

export function useSetCartQuantity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { lineId: number; quantity: number }) => request('/shop/cart/update', { body }),
    onSuccess: keep(client),
  });
}

export function useRemoveFromCart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lineId: number) => request('/shop/cart/remove', { body: { lineId } }),
    onSuccess: keep(client),
  });
}

/** ONE order of the cart: stock and the cart move, so every shop query is read again. */
export function useCartCheckout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CartCheckoutInput) => request('/shop/cart/checkout', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['shop'] }),
  });
}
