import { endpoints, hashHref, pages } from '@nanhua/contract';
import type { Config } from '../../config.js';
import type { Registrar } from '../../http/route.js';
import type { LiveService } from './service.js';
import type { LiveStaffService } from './staff-service.js';

export function registerLiveRoutes(route: Registrar, live: LiveService, staffLive: LiveStaffService, config: Config) {
  route(endpoints['/liveCast/meeting/get'], ({ user, locale }) => live.meetings(user, locale));
  // The message's calendar link and Zoom's way back to the classroom are on the configured address, never the request's Host.
  route(endpoints['/liveCast/participant/save'], ({ body, user, locale }) =>
    live.register(user, body.classId, locale, config.publicUrl),
  );
  route(endpoints['/liveCast/meeting/zoomAuth'], ({ body, user, locale }) =>
    live.zoomAuth(user, body.classId, locale, hashHref(config.publicUrl, pages.liveCast.index)),
  );
  route(endpoints['/liveCast/liveCastKey/get/{n}'], ({ params }) => live.sdkKey(params.n));
  route(endpoints['/liveCast/history/get'], ({ query, locale }) => live.replays(query, locale));
  route(endpoints['/liveCast/history/get/{id}'], ({ params, user, locale }) => live.replay(params.id, user, locale));

  route(endpoints['/admin/liveCast/class/get'], async ({ query }) => staffLive.list(query));
  route(endpoints['/admin/liveCast/class/get/{id}'], async ({ params }) => staffLive.get(params.id));
  route(endpoints['/admin/liveCast/class/create'], async ({ body }) => staffLive.create(body));
  route(endpoints['/admin/liveCast/class/update/{id}'], async ({ params, body }) => staffLive.update(params.id, body));
  route(endpoints['/admin/liveCast/class/start/{id}'], async ({ params }) => staffLive.start(params.id));
  route(endpoints['/admin/liveCast/class/end/{id}'], async ({ params }) => staffLive.end(params.id));
  route(endpoints['/admin/liveCast/attendance/get/{id}'], async ({ params, query }) =>
    staffLive.attendance(params.id, query),
  );
  route(endpoints['/admin/liveCast/replay/attach/{id}'], async ({ params, body }) =>
    staffLive.attachReplay(params.id, body),
  );
}
