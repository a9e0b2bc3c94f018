import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const fetchVipZone = (signal?: AbortSignal) => request('/usercenter/vipZone/get', { signal });

export const vipZoneQueryOptions = () =>
  queryOptions({ queryKey: ['member', 'vipZone'] as const, queryFn: ({ signal }) => fetchVipZone(signal) });

export const useVipZone = () => useQuery(vipZoneQueryOptions());
