import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { request } from '../../../lib/request';

export const fetchKnowledgePart = (id: number, signal?: AbortSignal) => request(api['/knowledge/knowledgePart/get/{id}'], { params: { id }, signal });

export const knowledgePartQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['knowledge', 'part', id] as const, queryFn: ({ signal }) => fetchKnowledgePart(id, signal), retry: false });

export const useKnowledgePart = (id: number | null) => useQuery({ ...knowledgePartQueryOptions(id ?? 0), enabled: id !== null });
