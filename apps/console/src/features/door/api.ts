import { request } from '@nanhua/client';
import '../../lib/client';

/** The performances a door can admit for: those starting soon or on now (status 2), then upcoming ones (1). */
export async function listDoorPerformances() {
  const [soon, later] = await Promise.all([
    request('/theatre/theatre/get', { query: { page: 1, pageSize: 50, queryStatus: 2 } }),
    request('/theatre/theatre/get', { query: { page: 1, pageSize: 50, queryStatus: 1 } }),
  ]);
  return [...soon.records, ...later.records];
}

/** A performance's attendance as the server has it: admitted / sold, conflicts and recent scans. */
export const getAttendance = (id: number, signal?: AbortSignal) =>
  request('/admin/door/attendance/{id}', { params: { id }, signal });

/** A performance's door pack (public key, tickets, revocations, window), for checking codes offline. */
export const getDoorPack = (id: number) => request('/admin/door/performance/{id}', { params: { id } });
