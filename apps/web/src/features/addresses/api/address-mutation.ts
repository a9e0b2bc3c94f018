import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressesQueryKey } from './get-addresses';

/** An address change refreshes the list. */
export function useAddressMutation<V>(fn: (v: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: addressesQueryKey }) });
}
