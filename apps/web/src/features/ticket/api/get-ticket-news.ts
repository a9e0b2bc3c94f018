import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { request } from '../../../lib/request';

export const fetchTicketNews = (id: number, signal?: AbortSignal) => request(api['/ticket/news/get/{id}'], { params: { id }, signal });

export const ticketNewsQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['ticket', 'news', 'detail', id] as const, queryFn: ({ signal }) => fetchTicketNews(id, signal), retry: false });

export const useTicketNews = (id: number | null) => useQuery({ ...ticketNewsQueryOptions(id ?? 0), enabled: id !== null });
