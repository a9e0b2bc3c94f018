import { request } from '@nanhua/client';
import '../../../lib/client';
import { useAddressMutation } from './address-mutation';

export const setDefaultAddress = (id: number) =>
  request('/usercenter/deliveryAddress/setDefault/{id}', { params: { id }, body: {} });

export const useSetDefaultAddress = () => useAddressMutation(setDefaultAddress);
