import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const fetchUserCard = (email: string, signal?: AbortSignal) =>
  request('/usercenter/user/getByEmail', { body: { email }, signal });

export const userCardQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['account', 'card', email] as const,
    queryFn: ({ signal }) => fetchUserCard(email, signal),
    enabled: email !== '',
  });

export const useUserCard = (email: string) => useQuery(userCardQueryOptions(email));
