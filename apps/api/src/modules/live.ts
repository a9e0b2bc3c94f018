import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { AreaRoutes } from '../http/area.js';
import type { Clock } from '../services/clock.js';
import type { ContentMedia } from './media-library/service.js';
import { registerLiveRoutes } from './live-cast/routes.js';
import { createLiveService } from './live-cast/service.js';
import { createLiveStaffService } from './live-cast/staff/service.js';
import { registerLiveCastStaffRoutes } from './live-cast/staff/routes.js';
import { registerZoomWebhook } from './live-cast/webhook.js';
import type { MessageService } from './usercenter/message-service.js';
import type { PremiumMedia } from './video/premium-media.js';

/** The Live Stream Classroom's services, built once by the composition root. */
export function liveServices(d: {
  db: Db;
  clock: Clock;
  config: Config;
  filesDir: string;
  premium: PremiumMedia;
  messages: MessageService;
  media: ContentMedia;
}) {
  return {
    live: createLiveService({
      db: d.db,
      clock: d.clock,
      zoom: { sdkKey: d.config.ZOOM_SDK_KEY, sdkSecret: d.config.ZOOM_SDK_SECRET },
      media: d.premium,
      messages: d.messages,
    }),
    staff: createLiveStaffService({ db: d.db, clock: d.clock, filesDir: d.filesDir, media: d.media }),
  };
}
export type LiveServices = ReturnType<typeof liveServices>;

/** The liveCast calls, their staff calls and Zoom's recording webhook. */
export function registerLive({ route, app, deps }: AreaRoutes, s: LiveServices): void {
  registerLiveRoutes(route, s.live, deps.config);
  registerLiveCastStaffRoutes(route, s.staff);
  registerZoomWebhook(app, deps);
}
