import { useEffect } from 'react';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const viewKnowledge = (id: number) => request('/knowledge/knowledge/view/{id}', { params: { id } });

/** Counts one view when a learning resource opens. */
export function useViewKnowledge(id: number | null) {
  useEffect(() => {
    if (id !== null) viewKnowledge(id).catch(() => undefined);
  }, [id]);
}
