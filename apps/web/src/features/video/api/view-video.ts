import { useEffect } from 'react';
import { api } from '../../../lib/api';
import { request } from '../../../lib/request';

export const viewVideo = (id: number) => request(api['/video/video/view/{id}'], { params: { id } });

/** Counts one view when a video page opens. */
export function useViewVideo(id: number | null) {
  useEffect(() => {
    if (id !== null) viewVideo(id).catch(() => undefined);
  }, [id]);
}
