import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A message change refreshes the lists and the unread dot. */
export function useMessageMutation<V>(fn: (v: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: ['messages'] }) });
}
