import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { request } from '../../../lib/request';
import { memberOrdersQueryKey } from './get-member-orders';

export const deleteMemberOrder = (id: number) => request(api['/usercenter/memberOrder/delete/{id}'], { params: { id }, body: {} });

export function useDeleteMemberOrder() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteMemberOrder, onSuccess: () => client.invalidateQueries({ queryKey: memberOrdersQueryKey }) });
}
