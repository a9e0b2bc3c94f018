import { useEffect } from 'react';
import { api } from '../../../lib/api';
import { request } from '../../../lib/request';

export const viewProduction = (id: number) => request(api['/theatre/theatreUltimate/view/{id}'], { params: { id } });

/** Counts one view when a production page opens. */
export function useViewProduction(id: number | null) {
  useEffect(() => {
    if (id !== null) viewProduction(id).catch(() => undefined);
  }, [id]);
}
