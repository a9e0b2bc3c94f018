import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { request } from '../../../lib/request';

export const fetchRandomTheatres = (length: number, signal?: AbortSignal) => request(api['/theatre/theatre/rndList'], { query: { length }, signal });

export const randomTheatresQueryOptions = (length: number) =>
  queryOptions({ queryKey: ['theatre', 'random', length] as const, queryFn: ({ signal }) => fetchRandomTheatres(length, signal), staleTime: 5 * 60_000 });

export const useRandomTheatres = (length = 4) => useQuery(randomTheatresQueryOptions(length));
