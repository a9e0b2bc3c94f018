import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const fetchNews = (id: number, signal?: AbortSignal) => request('/site/news/get/{id}', { params: { id }, signal });

export const newsQueryOptions = (id: number) => queryOptions({ queryKey: ['news', 'detail', id] as const, queryFn: ({ signal }) => fetchNews(id, signal), retry: false });

export const useNews = (id: number | null) => useQuery({ ...newsQueryOptions(id ?? 0), enabled: id !== null });
