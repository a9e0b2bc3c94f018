import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { request } from '../../../lib/request';

export const fetchVideoCarousel = (signal?: AbortSignal) => request(api['/video/video/inCarouselList'], { signal });

export const videoCarouselQueryOptions = () => queryOptions({ queryKey: ['video', 'carousel'] as const, queryFn: ({ signal }) => fetchVideoCarousel(signal) });

export const useVideoCarousel = () => useQuery(videoCarouselQueryOptions());
