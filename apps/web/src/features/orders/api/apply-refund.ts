import { useMutation, useQueryClient } from '@tanstack/react-query';
import { familyKey, orderCalls, type OrderFamily } from './families';

export interface RefundInput {
  orderNo: string;
  reason: string;
  amount: number;
}

export function useApplyRefund(family: OrderFamily) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (body: RefundInput) => orderCalls.refund(family, body), onSuccess: () => client.invalidateQueries({ queryKey: familyKey(family) }) });
}
