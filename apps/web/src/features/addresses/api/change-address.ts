import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { request } from '../../../lib/request';
import { addressesQueryKey } from './get-addresses';

export const deleteAddress = (id: number) => request(api['/usercenter/deliveryAddress/delete/{id}'], { params: { id }, body: {} });
export const setDefaultAddress = (id: number) => request(api['/usercenter/deliveryAddress/setDefault/{id}'], { params: { id }, body: {} });

function useAddressMutation(fn: (id: number) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: addressesQueryKey }) });
}

export const useDeleteAddress = () => useAddressMutation(deleteAddress);
export const useSetDefaultAddress = () => useAddressMutation(setDefaultAddress);
