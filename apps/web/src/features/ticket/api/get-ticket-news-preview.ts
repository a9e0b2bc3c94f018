import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

/** The newest few ticket news items for the tickets tab (the full list pages on its own screen). */
export const ticketNewsPreviewQueryOptions = (size: number) =>
  queryOptions({
    queryKey: ['ticket', 'news', 'preview', size] as const,
    queryFn: async ({ signal }) =>
      (await request('/ticket/news/get', { query: { page: 1, pageSize: size }, signal }))?.records ?? [],
  });

export const useTicketNewsPreview = (size = 2) => useQuery(ticketNewsPreviewQueryOptions(size));
