import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { request, type RequestOptions } from '../../../lib/request';
import { addressesQueryKey } from './get-addresses';

export type AddressInput = NonNullable<RequestOptions<'/usercenter/deliveryAddress/create'>['body']>;

/** Create, or update when an id is given. */
export const saveAddress = ({ id, ...body }: AddressInput & { id?: number }) =>
  id === undefined ? request(api['/usercenter/deliveryAddress/create'], { body }) : request(api['/usercenter/deliveryAddress/update'], { body: { ...body, id } });

export function useSaveAddress() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveAddress, onSuccess: () => client.invalidateQueries({ queryKey: addressesQueryKey }) });
}
