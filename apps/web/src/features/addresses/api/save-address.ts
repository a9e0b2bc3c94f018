import { request, type RequestInput } from '@nanhua/client';
import '../../../lib/client';
import { useAddressMutation } from './address-mutation';

export type AddressInput = NonNullable<RequestInput<'/usercenter/deliveryAddress/create'>['body']>;

export const createAddress = (body: AddressInput) => request('/usercenter/deliveryAddress/create', { body });
export const updateAddress = (body: AddressInput & { id: number }) =>
  request('/usercenter/deliveryAddress/update', { body });

/** The form's save: `create`, or `update` when it edits an address. */
export const useSaveAddress = () =>
  useAddressMutation(({ id, ...body }: AddressInput & { id?: number }) =>
    id === undefined ? createAddress(body) : updateAddress({ ...body, id }),
  );
