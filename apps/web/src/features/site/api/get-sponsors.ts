import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type Sponsor } from '@nanhua/contract';
import { request } from '../../../lib/request';

export const fetchSponsors = (signal?: AbortSignal): Promise<Sponsor[]> => request(endpoints['/site/sponsor/getList'], { signal });

export const sponsorsQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'sponsors'] as const,
    queryFn: ({ signal }) => fetchSponsors(signal),
    select: (items: Sponsor[]) => [...items].sort((a, b) => a.sort - b.sort),
  });

export const useSponsors = () => useQuery(sponsorsQueryOptions());
