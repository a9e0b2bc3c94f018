import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const liveReplayQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['live', 'replay', id] as const,
    queryFn: ({ signal }) => request('/liveCast/history/get/{id}', { params: { id }, signal }),
  });

/** A replay's media (token channel): only asked for a signed-in member. */
export const useLiveReplay = (id: number | null) =>
  useQuery({ ...liveReplayQueryOptions(id ?? 0), enabled: id !== null });
