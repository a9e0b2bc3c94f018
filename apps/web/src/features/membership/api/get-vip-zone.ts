import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { request } from '../../../lib/request';

export const fetchVipZone = (signal?: AbortSignal) => request(api['/usercenter/vipZone/get'], { signal });

export const vipZoneQueryOptions = () => queryOptions({ queryKey: ['member', 'vipZone'] as const, queryFn: ({ signal }) => fetchVipZone(signal) });

export const useVipZone = () => useQuery(vipZoneQueryOptions());
