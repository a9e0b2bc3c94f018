import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { request } from '../../../lib/request';

export const fetchUserCard = (email: string, signal?: AbortSignal) => request(api['/usercenter/user/getByEmail'], { body: { email }, signal });

export const userCardQueryOptions = (email: string) =>
  queryOptions({ queryKey: ['account', 'card', email] as const, queryFn: ({ signal }) => fetchUserCard(email, signal), enabled: email !== '' });

export const useUserCard = (email: string) => useQuery(userCardQueryOptions(email));
