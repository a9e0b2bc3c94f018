import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod } from '@nanhua/contract';
import { request } from '@nanhua/client';
import '../../../lib/client';

export interface SaveMemberOrderInput {
  packageId: number;
  paymentMethod: PaymentMethod;
}

/** Only the payment choice goes in the body: the server prices the package. */
export const saveMemberOrder = ({ packageId, paymentMethod }: SaveMemberOrderInput) =>
  request('/usercenter/memberOrder/save/{packageId}', { params: { packageId }, body: { paymentMethod } });

export function useSaveMemberOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveMemberOrder,
    onSuccess: () => client.invalidateQueries({ queryKey: ['member', 'orders'] }),
  });
}
