import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

/** `preview`: a staff member's session goes with the call, so an unpublished item shows (issue 13). */
export const fetchNews = (id: number, signal?: AbortSignal, preview: boolean | string = false) =>
  request('/site/news/get/{id}', { params: { id }, signal, preview });

export const newsQueryOptions = (id: number, preview: boolean | string = false) =>
  queryOptions({
    queryKey: ['news', 'detail', id, preview ? 'preview' : 'public'] as const,
    queryFn: ({ signal }) => fetchNews(id, signal, preview),
    retry: false,
  });

export const useNews = (
  id: number | null,
  { preview = false, ready = true }: { preview?: boolean | string; ready?: boolean } = {},
) => useQuery({ ...newsQueryOptions(id ?? 0, preview), enabled: id !== null && ready });
