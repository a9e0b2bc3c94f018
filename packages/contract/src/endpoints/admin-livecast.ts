import { z } from 'zod';
import { ep } from '../endpoint.js';
import {
  liveAttendee,
  liveClassStates,
  staffLiveClass,
  staffLiveClassBody,
  staffLiveReplay,
  staffReplayBody,
} from '../models/livecast.js';
import { id, paged, pageQuery } from '../schemas.js';

/** Staff calls of the Live Stream Classroom under /admin/liveCast (roles in the call table). */
export const staffLivecastEndpoints = {
  '/admin/liveCast/class/get': ep('/admin/liveCast/class/get', {
    summary: 'staff: classes, newest start first, optionally in one state',
    query: z.strictObject({
      page: pageQuery.page,
      pageSize: pageQuery.pageSize,
      state: z.enum(liveClassStates, { error: 'msg.live.stateInvalid' }).optional(),
    }),
    result: paged(staffLiveClass),
  }),
  '/admin/liveCast/class/get/{id}': ep('/admin/liveCast/class/get/{id}', {
    summary: 'staff: one class with its Zoom meeting',
    params: z.strictObject({ id }),
    result: staffLiveClass,
  }),
  '/admin/liveCast/class/create': ep('/admin/liveCast/class/create', {
    summary: 'staff: schedule a class (both languages, Zoom meeting number and passcode)',
    body: staffLiveClassBody,
    result: staffLiveClass,
  }),
  '/admin/liveCast/class/update/{id}': ep('/admin/liveCast/class/update/{id}', {
    summary: 'staff: replace a class; the capacity never drops below those registered',
    params: z.strictObject({ id }),
    body: staffLiveClassBody,
    result: staffLiveClass,
  }),
  '/admin/liveCast/class/start/{id}': ep('/admin/liveCast/class/start/{id}', {
    summary: 'staff: open the classroom now, ahead of the schedule',
    params: z.strictObject({ id }),
    result: staffLiveClass,
  }),
  '/admin/liveCast/class/end/{id}': ep('/admin/liveCast/class/end/{id}', {
    summary: 'staff: end the class now; nobody joins after',
    params: z.strictObject({ id }),
    result: staffLiveClass,
  }),
  '/admin/liveCast/attendance/get/{id}': ep('/admin/liveCast/attendance/get/{id}', {
    summary: 'staff: who registered for a class and who joined it',
    params: z.strictObject({ id }),
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize }),
    result: paged(liveAttendee),
  }),
  '/admin/liveCast/replay/attach/{id}': ep('/admin/liveCast/replay/attach/{id}', {
    summary: 'staff: attach a recording (a media path under /files and its length) as the class replay',
    params: z.strictObject({ id }),
    body: staffReplayBody,
    result: staffLiveReplay,
  }),
} as const;
