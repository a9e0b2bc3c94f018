import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const fetchRandomKnowledge = (length: number, signal?: AbortSignal) =>
  request('/knowledge/knowledge/rndList', { query: { length }, signal });

export const randomKnowledgeQueryOptions = (length: number) =>
  queryOptions({
    queryKey: ['knowledge', 'random', length] as const,
    queryFn: ({ signal }) => fetchRandomKnowledge(length, signal),
    staleTime: 5 * 60_000,
  });

export const useRandomKnowledge = (length = 4) => useQuery(randomKnowledgeQueryOptions(length));
