import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const fetchKnowledge = (id: number, signal?: AbortSignal) =>
  request('/knowledge/knowledge/get/{id}', { params: { id }, signal });

export const knowledgeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['knowledge', 'detail', id] as const,
    queryFn: ({ signal }) => fetchKnowledge(id, signal),
    retry: false,
  });

export const useKnowledge = (id: number | null) =>
  useQuery({ ...knowledgeQueryOptions(id ?? 0), enabled: id !== null });
