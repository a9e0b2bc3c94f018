import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const fetchVideoCarousel = (signal?: AbortSignal) => request('/video/video/inCarouselList', { signal });

export const videoCarouselQueryOptions = () =>
  queryOptions({ queryKey: ['video', 'carousel'] as const, queryFn: ({ signal }) => fetchVideoCarousel(signal) });

export const useVideoCarousel = () => useQuery(videoCarouselQueryOptions());
