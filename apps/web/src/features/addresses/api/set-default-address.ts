import { api } from '../../../lib/api';
import { request } from '../../../lib/request';
import { useAddressMutation } from './address-mutation';

export const setDefaultAddress = (id: number) => request(api['/usercenter/deliveryAddress/setDefault/{id}'], { params: { id }, body: {} });

export const useSetDefaultAddress = () => useAddressMutation(setDefaultAddress);
