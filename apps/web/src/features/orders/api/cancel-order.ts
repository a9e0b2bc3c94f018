import { useMutation, useQueryClient } from '@tanstack/react-query';
import { familyKey, orderCalls, type OrderFamily } from './families';
import { orderQueryOptions } from './get-order';

/** The answer is the cancelled order: shown at once, then every order query (detail, lists) is re-read. */
export function useCancelOrder(family: OrderFamily) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => orderCalls.cancel(family, orderNo),
    onSuccess: (order) => {
      client.setQueryData(orderQueryOptions(order.orderNo, family).queryKey, order);
      return client.invalidateQueries({ queryKey: familyKey(family) });
    },
  });
}
