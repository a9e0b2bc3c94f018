import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderKind } from '@nanhua/contract';
import { request, type RequestInput, updateRefreshToken } from '@nanhua/client';
import '../../../lib/client';

export type PayCompleteInput = NonNullable<RequestInput<'/ticket/order/payComplete'>['body']>;

/**
 * Each order family completes payment at its own SPEC call (where each leads next: next-steps.tsx). After a
 * membership is paid the tokens are re-issued, so the new userType and badge show at once.
 */
const families: Record<
  OrderKind,
  { complete: (body: PayCompleteInput) => Promise<unknown>; queryKey: string; after?: () => Promise<unknown> }
> = {
  ticket: {
    complete: (body) => request('/ticket/order/payComplete', { body }),
    queryKey: 'ticket',
  },
  shop: {
    complete: (body) => request('/shop/order/payComplete', { body }),
    queryKey: 'shop',
  },
  member: {
    complete: (body) => request('/usercenter/memberOrder/payComplete', { body }),
    queryKey: 'member',
    after: updateRefreshToken,
  },
};

/** The server confirms: the sandbox takes the test checkout's outcome, Stripe is asked directly. */
export async function payComplete(kind: OrderKind, body: PayCompleteInput) {
  const family = families[kind];
  const order = await family.complete(body);
  await family.after?.();
  return order;
}

export function usePayComplete(kind: OrderKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PayCompleteInput) => payComplete(kind, body),
    // A membership changes what every premium page may show, so everything cached is re-read.
    onSettled: () =>
      kind === 'member'
        ? client.invalidateQueries()
        : Promise.all([
            client.invalidateQueries({ queryKey: [families[kind].queryKey] }),
            client.invalidateQueries({ queryKey: ['account'] }),
          ]),
  });
}
