import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { request } from '../../../lib/request';

export const addressesQueryKey = ['addresses'] as const;
export const addressesQueryOptions = () =>
  queryOptions({ queryKey: addressesQueryKey, queryFn: async ({ signal }) => (await request(api['/usercenter/deliveryAddress/getMyAddresses'], { signal })) ?? [] });

export const useAddresses = () => useQuery(addressesQueryOptions());
