import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const fetchTicketCarousel = (size: number, signal?: AbortSignal) =>
  request('/ticket/carousel/get', { query: { size }, signal });

export const ticketCarouselQueryOptions = (size = 5) =>
  queryOptions({
    queryKey: ['ticket', 'carousel', size] as const,
    queryFn: async ({ signal }) => (await fetchTicketCarousel(size, signal)) ?? [],
  });

export const useTicketCarousel = (size = 5) => useQuery(ticketCarouselQueryOptions(size));
