import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const fetchKnowledgeCarousel = (signal?: AbortSignal) =>
  request('/knowledge/knowledge/inCarouselList', { signal });

export const knowledgeCarouselQueryOptions = () =>
  queryOptions({
    queryKey: ['knowledge', 'carousel'] as const,
    queryFn: ({ signal }) => fetchKnowledgeCarousel(signal),
  });

export const useKnowledgeCarousel = () => useQuery(knowledgeCarouselQueryOptions());
