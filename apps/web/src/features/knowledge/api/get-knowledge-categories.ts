import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { request } from '../../../lib/request';

export const fetchKnowledgeCategories = (signal?: AbortSignal) => request(api['/knowledge/category/get'], { signal });

export const knowledgeCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['knowledge', 'categories'] as const, queryFn: ({ signal }) => fetchKnowledgeCategories(signal), staleTime: 10 * 60_000 });

export const useKnowledgeCategories = () => useQuery(knowledgeCategoriesQueryOptions());
