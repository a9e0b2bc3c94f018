import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

/** `preview`: a staff member's session goes with the call, so an unpublished performance shows (issue 13). */
export const fetchTheatre = (id: number, signal?: AbortSignal, preview: boolean | string = false) =>
  request('/theatre/theatre/get/{id}', { params: { id }, signal, preview });

export const theatreQueryOptions = (id: number, preview: boolean | string = false) =>
  queryOptions({
    queryKey: ['theatre', 'detail', id, preview ? 'preview' : 'public'] as const,
    queryFn: ({ signal }) => fetchTheatre(id, signal, preview),
    retry: false,
  });

export const useTheatre = (
  id: number | null,
  { preview = false, ready = true }: { preview?: boolean | string; ready?: boolean } = {},
) => useQuery({ ...theatreQueryOptions(id ?? 0, preview), enabled: id !== null && ready });
