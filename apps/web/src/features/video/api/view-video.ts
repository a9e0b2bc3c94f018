import { useEffect } from 'react';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const viewVideo = (id: number) => request('/video/video/view/{id}', { params: { id } });

/** Counts one view when a video page opens. */
export function useViewVideo(id: number | null) {
  useEffect(() => {
    if (id !== null) viewVideo(id).catch(() => undefined);
  }, [id]);
}
