import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const fetchKnowledgeCategories = (signal?: AbortSignal) => request('/knowledge/category/get', { signal });

export const knowledgeCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['knowledge', 'categories'] as const,
    queryFn: ({ signal }) => fetchKnowledgeCategories(signal),
    staleTime: 10 * 60_000,
  });

export const useKnowledgeCategories = () => useQuery(knowledgeCategoriesQueryOptions());
