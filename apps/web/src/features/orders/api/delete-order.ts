import { useMutation, useQueryClient } from '@tanstack/react-query';
import { familyKey, orderCalls, type OrderFamily } from './families';

export function useDeleteOrder(family: OrderFamily) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => orderCalls.remove(family, orderNo),
    onSuccess: () => client.invalidateQueries({ queryKey: familyKey(family) }),
  });
}
