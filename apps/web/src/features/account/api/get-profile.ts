import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const fetchProfile = (signal?: AbortSignal) => request('/usercenter/user/get', { signal });

export const profileQueryKey = ['account', 'profile'] as const;
export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => fetchProfile(signal) });

export const useProfile = () => useQuery(profileQueryOptions());
