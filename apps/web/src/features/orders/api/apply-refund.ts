import { useMutation, useQueryClient } from '@tanstack/react-query';
import { familyKey, orderCalls, type OrderFamily } from './families';

/** Tickets name how many; shop returns name lines and pieces; the server prices them. */
export interface RefundInput {
  orderNo: string;
  reason: string;
  quantity?: number;
  items?: { lineId: number; quantity: number }[];
}

export function useApplyRefund(family: OrderFamily) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundInput) => orderCalls.refund(family, body),
    onSuccess: () => client.invalidateQueries({ queryKey: familyKey(family) }),
  });
}
