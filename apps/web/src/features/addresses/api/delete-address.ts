import { api } from '../../../lib/api';
import { request } from '../../../lib/request';
import { useAddressMutation } from './address-mutation';

export const deleteAddress = (id: number) => request(api['/usercenter/deliveryAddress/delete/{id}'], { params: { id }, body: {} });

export const useDeleteAddress = () => useAddressMutation(deleteAddress);
