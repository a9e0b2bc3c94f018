import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const fetchMemberPackages = (signal?: AbortSignal) => request('/usercenter/memberPackage/get', { signal });

/** Re-read on every visit: a payment or a lapse changes the membership outside this page. */
export const memberPackagesQueryOptions = () =>
  queryOptions({
    queryKey: ['member', 'packages'] as const,
    queryFn: ({ signal }) => fetchMemberPackages(signal),
    staleTime: 0,
  });

export const useMemberPackages = () => useQuery(memberPackagesQueryOptions());
