import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { request, type RequestOptions } from '../../../lib/request';

export type RefundInput = NonNullable<RequestOptions<'/ticket/orderReturn/apply'>['body']>;

export const applyRefund = (body: RefundInput) => request(api['/ticket/orderReturn/apply'], { body });

export function useApplyRefund() {
  const client = useQueryClient();
  return useMutation({ mutationFn: applyRefund, onSuccess: () => client.invalidateQueries({ queryKey: ['ticket'] }) });
}
