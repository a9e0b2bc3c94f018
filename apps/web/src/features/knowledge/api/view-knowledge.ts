import { useEffect } from 'react';
import { api } from '../../../lib/api';
import { request } from '../../../lib/request';

export const viewKnowledge = (id: number) => request(api['/knowledge/knowledge/view/{id}'], { params: { id } });

/** Counts one view when a learning resource opens. */
export function useViewKnowledge(id: number | null) {
  useEffect(() => {
    if (id !== null) viewKnowledge(id).catch(() => undefined);
  }, [id]);
}
