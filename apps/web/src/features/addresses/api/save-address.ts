import { api } from '../../../lib/api';
import { request, type RequestOptions } from '../../../lib/request';
import { useAddressMutation } from './address-mutation';

export type AddressInput = NonNullable<RequestOptions<'/usercenter/deliveryAddress/create'>['body']>;

export const createAddress = (body: AddressInput) => request(api['/usercenter/deliveryAddress/create'], { body });
export const updateAddress = (body: AddressInput & { id: number }) => request(api['/usercenter/deliveryAddress/update'], { body });

/** The form's save: `create`, or `update` when it edits an address. */
export const useSaveAddress = () => useAddressMutation(({ id, ...body }: AddressInput & { id?: number }) => (id === undefined ? createAddress(body) : updateAddress({ ...body, id })));
