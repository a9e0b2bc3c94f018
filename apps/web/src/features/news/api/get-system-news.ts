import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { request } from '../../../lib/request';

export const fetchSystemNews = (id: number, signal?: AbortSignal) => request(api['/site/systemNews/get/{id}'], { params: { id }, signal });

export const systemNewsQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['systemNews', 'detail', id] as const, queryFn: ({ signal }) => fetchSystemNews(id, signal), retry: false });

export const useSystemNews = (id: number | null) => useQuery({ ...systemNewsQueryOptions(id ?? 0), enabled: id !== null });
