import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { request } from '../../../lib/request';

export const fetchVideoCategories = (signal?: AbortSignal) => request(api['/video/category/get'], { signal });

export const videoCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['video', 'categories'] as const, queryFn: ({ signal }) => fetchVideoCategories(signal), staleTime: 10 * 60_000 });

export const useVideoCategories = () => useQuery(videoCategoriesQueryOptions());
