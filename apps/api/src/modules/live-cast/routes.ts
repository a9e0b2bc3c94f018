import { endpoints } from '@nanhua/contract';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Registrar } from '../../http/route.js';
import { staff } from '../admin/staff.js';
import type { LiveService } from './service.js';
import type { LiveStaffService } from './staff-service.js';

/** The page Zoom sends a member back to (hash routing), on PUBLIC_URL or the address the call came in on. */
export const classroomPage = '/#/pages/liveCast/index';
const originOf = (config: Config, req: FastifyRequest) => config.PUBLIC_URL?.replace(/\/$/, '') ?? `${req.protocol}://${req.host}`;

export function registerLiveRoutes(route: Registrar, live: LiveService, staffLive: LiveStaffService, config: Config) {
  route(endpoints['/liveCast/meeting/get'], ({ user, locale }) => live.meetings(user, locale));
  route(endpoints['/liveCast/participant/save'], ({ body, user, locale, req }) => live.register(user, body.classId, locale, originOf(config, req)));
  route(endpoints['/liveCast/meeting/zoomAuth'], ({ body, user, locale, req }) => live.zoomAuth(user, body.classId, locale, `${originOf(config, req)}${classroomPage}`));
  route(endpoints['/liveCast/liveCastKey/get/{n}'], ({ params }) => live.sdkKey(params.n));
  route(endpoints['/liveCast/history/get'], ({ query, locale }) => live.replays(query, locale));
  route(endpoints['/liveCast/history/get/{id}'], ({ params, user, locale }) => live.replay(params.id, user, locale));

  route(endpoints['/admin/liveCast/class/get'], async ({ query, user }) => (staff(user), staffLive.list(query)));
  route(endpoints['/admin/liveCast/class/get/{id}'], async ({ params, user }) => (staff(user), staffLive.get(params.id)));
  route(endpoints['/admin/liveCast/class/create'], async ({ body, user }) => (staff(user), staffLive.create(body)));
  route(endpoints['/admin/liveCast/class/update/{id}'], async ({ params, body, user }) => (staff(user), staffLive.update(params.id, body)));
  route(endpoints['/admin/liveCast/class/start/{id}'], async ({ params, user }) => (staff(user), staffLive.start(params.id)));
  route(endpoints['/admin/liveCast/class/end/{id}'], async ({ params, user }) => (staff(user), staffLive.end(params.id)));
  route(endpoints['/admin/liveCast/attendance/get/{id}'], async ({ params, query, user }) => (staff(user), staffLive.attendance(params.id, query)));
  route(endpoints['/admin/liveCast/replay/attach/{id}'], async ({ params, body, user }) => (staff(user), staffLive.attachReplay(params.id, body)));
}
