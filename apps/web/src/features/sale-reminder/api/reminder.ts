import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isSignedIn, request } from '@nanhua/client';
import '../../../lib/client';
import type { SaleReminder } from '@nanhua/contract';

export const reminderQueryOptions = (saleId: number) =>
  queryOptions({
    queryKey: ['saleReminder', saleId] as const,
    queryFn: ({ signal }): Promise<SaleReminder> =>
      request('/ticket/reminder/get/{id}', { params: { id: saleId }, signal }),
    retry: false,
  });

/** Whether the signed-in member asked to be told when this sale opens; a visitor asks nothing. */
export const useReminder = (saleId: number) => useQuery({ ...reminderQueryOptions(saleId), enabled: isSignedIn() });

/** Ask ("Notify me") or cancel; the answer is the new state. */
export function useSetReminder(saleId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (asked: boolean): Promise<SaleReminder> =>
      request(asked ? '/ticket/reminder/add' : '/ticket/reminder/cancel', { body: { saleId } }),
    onSuccess: (state) => {
      if (state) client.setQueryData(reminderQueryOptions(saleId).queryKey, state);
    },
  });
}
