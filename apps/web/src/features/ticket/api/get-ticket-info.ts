import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { request } from '../../../lib/request';

export const fetchTicketInfo = (type: number, signal?: AbortSignal) => request(api['/ticket/info/get'], { query: { type }, signal });

export const ticketInfoQueryOptions = (type: number) =>
  queryOptions({ queryKey: ['ticket', 'info', type] as const, queryFn: async ({ signal }) => (await fetchTicketInfo(type, signal)) ?? [] });

/** Loaded when its sheet opens. */
export const useTicketInfo = (type: number | null) => useQuery({ ...ticketInfoQueryOptions(type ?? 0), enabled: type !== null });
