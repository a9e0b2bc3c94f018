import { request } from '@nanhua/client';
import '../../../lib/client';
import { useAddressMutation } from './address-mutation';

export const deleteAddress = (id: number) =>
  request('/usercenter/deliveryAddress/delete/{id}', { params: { id }, body: {} });

export const useDeleteAddress = () => useAddressMutation(deleteAddress);
