import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const fetchTicketNews = (id: number, signal?: AbortSignal) =>
  request('/ticket/news/get/{id}', { params: { id }, signal });

export const ticketNewsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['ticket', 'news', 'detail', id] as const,
    queryFn: ({ signal }) => fetchTicketNews(id, signal),
    retry: false,
  });

export const useTicketNews = (id: number | null) =>
  useQuery({ ...ticketNewsQueryOptions(id ?? 0), enabled: id !== null });
