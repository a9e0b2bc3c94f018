import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const doVote = (body: { id: number; optionIds: number[]; text?: string }) =>
  request('/vote/vote/doVote', { body });

export function useDoVote() {
  const client = useQueryClient();
  return useMutation({ mutationFn: doVote, onSuccess: () => client.invalidateQueries({ queryKey: ['votes'] }) });
}
