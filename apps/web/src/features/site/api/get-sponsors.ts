import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Sponsor } from '@nanhua/contract';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const fetchSponsors = (signal?: AbortSignal): Promise<Sponsor[]> => request('/site/sponsor/getList', { signal });

export const sponsorsQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'sponsors'] as const,
    queryFn: ({ signal }) => fetchSponsors(signal),
    select: (items: Sponsor[]) => [...items].sort((a, b) => a.sort - b.sort),
  });

export const useSponsors = () => useQuery(sponsorsQueryOptions());
