import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

/** Withdraw my registration for an event that has not started; a message confirms it. */
export const cancelEnrollment = (theatreId: number) =>
  request('/theatre/theatreEnroll/cancel', { body: { theatreId } });

export function useCancelEnrollment(theatreId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => cancelEnrollment(theatreId),
    onSuccess: () => {
      client.setQueryData(['enroll', 'mine', theatreId], null);
      return client.invalidateQueries({ queryKey: ['messages'] });
    },
  });
}
