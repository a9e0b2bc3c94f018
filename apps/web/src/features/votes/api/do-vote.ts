import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { request } from '../../../lib/request';

export const doVote = (body: { id: number; optionIds: number[]; text?: string }) => request(api['/vote/vote/doVote'], { body });

export function useDoVote() {
  const client = useQueryClient();
  return useMutation({ mutationFn: doVote, onSuccess: () => client.invalidateQueries({ queryKey: ['votes'] }) });
}
