import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const addressesQueryKey = ['addresses'] as const;
export const addressesQueryOptions = () =>
  queryOptions({
    queryKey: addressesQueryKey,
    queryFn: async ({ signal }) => (await request('/usercenter/deliveryAddress/getMyAddresses', { signal })) ?? [],
  });

export const useAddresses = () => useQuery(addressesQueryOptions());
