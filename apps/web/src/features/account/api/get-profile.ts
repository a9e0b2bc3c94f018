import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { request } from '../../../lib/request';

export const fetchProfile = (signal?: AbortSignal) => request(api['/usercenter/user/get'], { signal });

export const profileQueryKey = ['account', 'profile'] as const;
export const profileQueryOptions = () => queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => fetchProfile(signal) });

export const useProfile = () => useQuery(profileQueryOptions());
