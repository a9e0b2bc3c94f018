import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { request } from '../../../lib/request';

export const deleteOrder = (orderNo: string) => request(api['/ticket/order/deleteByOrderNo'], { body: { orderNo } });

export function useDeleteOrder() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteOrder, onSuccess: () => client.invalidateQueries({ queryKey: ['ticket'] }) });
}
