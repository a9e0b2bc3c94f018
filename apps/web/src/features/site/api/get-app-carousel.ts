import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CarouselItem } from '@nanhua/contract';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const fetchAppCarousel = (signal?: AbortSignal): Promise<CarouselItem[]> =>
  request('/site/appCarousel/get', { signal });

export const appCarouselQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'appCarousel'] as const,
    queryFn: ({ signal }) => fetchAppCarousel(signal),
    select: (items: CarouselItem[]) => [...items].sort((a, b) => a.sort - b.sort),
  });

export const useAppCarousel = () => useQuery(appCarouselQueryOptions());
