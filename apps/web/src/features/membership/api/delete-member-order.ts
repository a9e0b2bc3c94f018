import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';
import { memberOrdersQueryKey } from './get-member-orders';

export const deleteMemberOrder = (id: number) =>
  request('/usercenter/memberOrder/delete/{id}', { params: { id }, body: {} });

export function useDeleteMemberOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteMemberOrder,
    onSuccess: () => client.invalidateQueries({ queryKey: memberOrdersQueryKey }),
  });
}
