import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const fetchTheatresByDate = (date: string, signal?: AbortSignal) =>
  request('/theatre/theatre/getByDate', { body: { date }, signal });

export const theatresByDateQueryOptions = (date: string) =>
  queryOptions({
    queryKey: ['theatre', 'day', date] as const,
    queryFn: ({ signal }) => fetchTheatresByDate(date, signal),
  });

export const useTheatresByDate = (date: string) => useQuery(theatresByDateQueryOptions(date));
