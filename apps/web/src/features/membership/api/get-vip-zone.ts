import { queryOptions, useQuery } from '@tanstack/react-query';
import { extraApi } from '../../../lib/api';
import { requestExtra } from '../../../lib/request';

export const fetchVipZone = (signal?: AbortSignal) => requestExtra(extraApi['/usercenter/vipZone/get'], { signal });

export const vipZoneQueryOptions = () => queryOptions({ queryKey: ['member', 'vipZone'] as const, queryFn: ({ signal }) => fetchVipZone(signal) });

export const useVipZone = () => useQuery(vipZoneQueryOptions());
