import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const fetchProduction = (id: number, signal?: AbortSignal) =>
  request('/theatre/theatreUltimate/get/{id}', { params: { id }, signal });

export const productionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['theatreUltimate', 'detail', id] as const,
    queryFn: ({ signal }) => fetchProduction(id, signal),
    retry: false,
  });

export const useProduction = (id: number | null) =>
  useQuery({ ...productionQueryOptions(id ?? 0), enabled: id !== null });
