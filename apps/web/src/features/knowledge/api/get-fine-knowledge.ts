import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

/** The featured learning resource (getOneFine), or null when editors marked none. */
export const fetchFineKnowledge = (signal?: AbortSignal) => request('/knowledge/knowledge/getOneFine', { signal });

export const fineKnowledgeQueryOptions = () =>
  queryOptions({ queryKey: ['knowledge', 'fine'] as const, queryFn: ({ signal }) => fetchFineKnowledge(signal) });

export const useFineKnowledge = () => useQuery(fineKnowledgeQueryOptions());
