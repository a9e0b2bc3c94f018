import { useMutation, useQueryClient } from '@tanstack/react-query';
import { extraApi } from '../../../lib/api';
import { requestExtra } from '../../../lib/request';
import { orderQueryOptions } from './get-order';

export const cancelOrder = (orderNo: string) => requestExtra(extraApi['/ticket/order/cancel'], { body: { orderNo } });

/** The answer is the cancelled order: shown at once, then every order query (detail, lists) is re-read. */
export function useCancelOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => {
      client.setQueryData(orderQueryOptions(order.orderNo).queryKey, order);
      return client.invalidateQueries({ queryKey: ['ticket'] });
    },
  });
}
