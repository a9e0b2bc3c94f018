import { queryOptions, useQuery } from '@tanstack/react-query';
import { isSignedIn, request } from '@nanhua/client';
import type { VideoProgress } from '@nanhua/contract';
import '../../../lib/client';
import { keepOnDevice, placeOnDevice } from '../progress-store';

/** Where the caller stopped in a video: the member's saved place from the API, a visitor's from this device. */
export const videoProgressQueryOptions = (id: number, member: boolean) =>
  queryOptions({
    queryKey: ['video', 'progress', id, member ? 'member' : 'device'] as const,
    queryFn: ({ signal }): Promise<VideoProgress | null> =>
      member ? request('/video/progress/get/{id}', { params: { id }, signal }) : Promise.resolve(placeOnDevice(id)),
    retry: false,
    // Read once each time the player opens (nothing kept after it closes), never again while it is open.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useVideoProgress = (id: number, enabled: boolean) =>
  useQuery({ ...videoProgressQueryOptions(id, isSignedIn()), enabled });

/** Keeps a place: a member's goes to the API (a failure is only logged: playback goes on), a visitor's stays on the device. */
export async function saveVideoProgress(place: { videoId: number; position: number; duration: number }): Promise<void> {
  if (!isSignedIn()) {
    keepOnDevice(place);
    return;
  }
  await request('/video/progress/save', { body: place });
}
