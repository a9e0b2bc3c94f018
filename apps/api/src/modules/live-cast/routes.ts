import { endpoints, hashHref, pages } from '@nanhua/contract';
import type { Config } from '../../config.js';
import type { Registrar } from '../../http/route.js';
import type { LiveService } from './service.js';

export function registerLiveRoutes(route: Registrar, live: LiveService, config: Config) {
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
}
