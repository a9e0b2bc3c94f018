import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const fetchSystemNews = (id: number, signal?: AbortSignal) =>
  request('/site/systemNews/get/{id}', { params: { id }, signal });

export const systemNewsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['systemNews', 'detail', id] as const,
    queryFn: ({ signal }) => fetchSystemNews(id, signal),
    retry: false,
  });

export const useSystemNews = (id: number | null) =>
  useQuery({ ...systemNewsQueryOptions(id ?? 0), enabled: id !== null });
