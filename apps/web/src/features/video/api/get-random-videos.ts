import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const fetchRandomVideos = (length: number, cateId?: number, signal?: AbortSignal) =>
  request('/video/video/rndList', { query: { length, ...(cateId ? { cateId } : {}) }, signal });

export const randomVideosQueryOptions = (length: number, cateId?: number) =>
  queryOptions({
    queryKey: ['video', 'random', length, cateId ?? 0] as const,
    queryFn: ({ signal }) => fetchRandomVideos(length, cateId, signal),
    staleTime: 5 * 60_000,
  });

export const useRandomVideos = (length = 4, cateId?: number) => useQuery(randomVideosQueryOptions(length, cateId));
