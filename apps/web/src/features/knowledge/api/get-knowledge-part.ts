import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const fetchKnowledgePart = (id: number, signal?: AbortSignal) =>
  request('/knowledge/knowledgePart/get/{id}', { params: { id }, signal });

export const knowledgePartQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['knowledge', 'part', id] as const,
    queryFn: ({ signal }) => fetchKnowledgePart(id, signal),
    retry: false,
  });

export const useKnowledgePart = (id: number | null) =>
  useQuery({ ...knowledgePartQueryOptions(id ?? 0), enabled: id !== null });
