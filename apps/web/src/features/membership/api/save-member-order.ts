import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod } from '@nanhua/contract';
import { api } from '../../../lib/api';
import { request } from '../../../lib/request';

export interface SaveMemberOrderInput {
  packageId: number;
  paymentMethod: PaymentMethod;
}

/** Only the payment choice goes in the body: the server prices the package. */
export const saveMemberOrder = ({ packageId, paymentMethod }: SaveMemberOrderInput) =>
  request(api['/usercenter/memberOrder/save/{packageId}'], { params: { packageId }, body: { paymentMethod } });

export function useSaveMemberOrder() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveMemberOrder, onSuccess: () => client.invalidateQueries({ queryKey: ['member', 'orders'] }) });
}
