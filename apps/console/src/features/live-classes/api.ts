import { request } from '@nanhua/client';
import type { StaffReplayBody } from '@nanhua/contract';
import '../../lib/client';

/** One page (20) of who registered for a live class and how often they joined. */
export const listAttendance = (id: number, page: number, signal?: AbortSignal) =>
  request('/admin/liveCast/attendance/get/{id}', { params: { id }, query: { page, pageSize: 20 }, signal });

/** Attaches a replay video to a class. */
export const attachReplay = (id: number, body: StaffReplayBody) =>
  request('/admin/liveCast/replay/attach/{id}', { params: { id }, body });

/** Starts or ends a class by hand. */
export const setClassClock = (id: number, what: 'start' | 'end') =>
  what === 'start'
    ? request('/admin/liveCast/class/start/{id}', { params: { id } })
    : request('/admin/liveCast/class/end/{id}', { params: { id } });
