import { useEffect } from 'react';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const viewProduction = (id: number) => request('/theatre/theatreUltimate/view/{id}', { params: { id } });

/** Counts one view when a production page opens. */
export function useViewProduction(id: number | null) {
  useEffect(() => {
    if (id !== null) viewProduction(id).catch(() => undefined);
  }, [id]);
}
