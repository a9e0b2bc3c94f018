import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { request } from '../../../lib/request';

export const fetchKnowledgeCarousel = (signal?: AbortSignal) => request(api['/knowledge/knowledge/inCarouselList'], { signal });

export const knowledgeCarouselQueryOptions = () =>
  queryOptions({ queryKey: ['knowledge', 'carousel'] as const, queryFn: ({ signal }) => fetchKnowledgeCarousel(signal) });

export const useKnowledgeCarousel = () => useQuery(knowledgeCarouselQueryOptions());
