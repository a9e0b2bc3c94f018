import { request } from '@nanhua/client';
import type { LiveClassState, StaffLiveClass, StaffLiveClassBody } from '@nanhua/contract';
import { liveClassStates } from './enums';
import { fromRecords, type StaffFamily } from '../../lib/staff-call';

const isState = (v: string | undefined): v is LiveClassState =>
  (liveClassStates as readonly string[]).includes(v ?? '');

/** The live classes' staff calls (page/pageSize → records; no delete: a class is unpublished instead). */
export const liveClassFamily: StaffFamily<StaffLiveClass, StaffLiveClassBody> = {
  key: 'liveCast/class',
  list: async (q, signal) => {
    const state = q.filters?.state;
    const page = await request('/admin/liveCast/class/get', {
      query: { page: q.page, pageSize: Math.min(q.size, 50), state: isState(state) ? state : undefined },
      signal,
    });
    return fromRecords(page);
  },
  get: (id, signal) => request('/admin/liveCast/class/get/{id}', { params: { id }, signal }),
  create: (body) => request('/admin/liveCast/class/create', { body }),
  update: (id, body) => request('/admin/liveCast/class/update/{id}', { params: { id }, body }),
};
