import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EngageFamily } from '@nanhua/contract';

/** A mutation of one family that refreshes everything shown of that family once it succeeds. */
export function useFamilyMutation<V, R>(family: EngageFamily, fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: ['engage', family] }),
  });
}
