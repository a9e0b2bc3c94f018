import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const fetchTheatre = (id: number, signal?: AbortSignal) => request('/theatre/theatre/get/{id}', { params: { id }, signal });

export const theatreQueryOptions = (id: number) => queryOptions({ queryKey: ['theatre', 'detail', id] as const, queryFn: ({ signal }) => fetchTheatre(id, signal), retry: false });

export const useTheatre = (id: number | null) => useQuery({ ...theatreQueryOptions(id ?? 0), enabled: id !== null });
