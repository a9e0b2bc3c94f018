import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const fetchVideo = (id: number, signal?: AbortSignal) =>
  request('/video/video/get/{id}', { params: { id }, signal });

export const videoQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['video', 'detail', id] as const,
    queryFn: ({ signal }) => fetchVideo(id, signal),
    retry: false,
  });

export const useVideo = (id: number | null) => useQuery({ ...videoQueryOptions(id ?? 0), enabled: id !== null });
