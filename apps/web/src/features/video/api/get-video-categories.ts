import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const fetchVideoCategories = (signal?: AbortSignal) => request('/video/category/get', { signal });

export const videoCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['video', 'categories'] as const,
    queryFn: ({ signal }) => fetchVideoCategories(signal),
    staleTime: 10 * 60_000,
  });

export const useVideoCategories = () => useQuery(videoCategoriesQueryOptions());
