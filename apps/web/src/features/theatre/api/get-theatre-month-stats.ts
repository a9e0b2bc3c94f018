import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

/** Marked days of a month (company calendar days, YYYY-MM-DD → count). */
export const fetchTheatreMonthStats = (year: number, month: number, signal?: AbortSignal) =>
  request('/theatre/theatre/getStatsForMonth', { body: { year, month }, signal });

export const theatreMonthStatsQueryOptions = (year: number, month: number) =>
  queryOptions({
    queryKey: ['theatre', 'month', year, month] as const,
    queryFn: ({ signal }) => fetchTheatreMonthStats(year, month, signal),
  });

export const useTheatreMonthStats = (year: number, month: number) =>
  useQuery({ ...theatreMonthStatsQueryOptions(year, month), placeholderData: keepPreviousData });
