import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const fetchRandomTheatres = (length: number, signal?: AbortSignal) =>
  request('/theatre/theatre/rndList', { query: { length }, signal });

export const randomTheatresQueryOptions = (length: number) =>
  queryOptions({
    queryKey: ['theatre', 'random', length] as const,
    queryFn: ({ signal }) => fetchRandomTheatres(length, signal),
    staleTime: 5 * 60_000,
  });

export const useRandomTheatres = (length = 4) => useQuery(randomTheatresQueryOptions(length));
