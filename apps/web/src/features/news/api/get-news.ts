import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { request } from '../../../lib/request';

export const fetchNews = (id: number, signal?: AbortSignal) => request(api['/site/news/get/{id}'], { params: { id }, signal });

export const newsQueryOptions = (id: number) => queryOptions({ queryKey: ['news', 'detail', id] as const, queryFn: ({ signal }) => fetchNews(id, signal), retry: false });

export const useNews = (id: number | null) => useQuery({ ...newsQueryOptions(id ?? 0), enabled: id !== null });
