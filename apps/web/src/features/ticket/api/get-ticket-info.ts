import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const fetchTicketInfo = (type: number, signal?: AbortSignal) =>
  request('/ticket/info/get', { query: { type }, signal });

export const ticketInfoQueryOptions = (type: number) =>
  queryOptions({
    queryKey: ['ticket', 'info', type] as const,
    queryFn: async ({ signal }) => (await fetchTicketInfo(type, signal)) ?? [],
  });

/** Loaded when its sheet opens. */
export const useTicketInfo = (type: number | null) =>
  useQuery({ ...ticketInfoQueryOptions(type ?? 0), enabled: type !== null });
