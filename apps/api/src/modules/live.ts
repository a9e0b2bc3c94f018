import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.js';
import type { Registrar } from '../http/route.js';
import { registerLiveRoutes } from './live-cast/routes.js';
import { createLiveService } from './live-cast/service.js';
import { createLiveStaffService } from './live-cast/staff-service.js';
import { registerZoomWebhook } from './live-cast/webhook.js';
import { createMessageService } from './usercenter/message-service.js';
import { createPremiumMedia } from './video/premium-media.js';

/** The Live Stream Classroom (issue 15): the liveCast calls, their staff calls and Zoom's recording webhook. */
export function registerLive(app: FastifyInstance, route: Registrar, deps: AppDeps): void {
  const { db } = deps.database;
  const { clock, config } = deps;
  const live = createLiveService({
    db,
    clock,
    zoom: { sdkKey: config.ZOOM_SDK_KEY, sdkSecret: config.ZOOM_SDK_SECRET },
    media: createPremiumMedia({ db, clock, tokens: deps.tokens }),
    messages: createMessageService({ db, clock }),
  });
  registerLiveRoutes(route, live, createLiveStaffService({ db, clock, filesDir: deps.filesDir }), config);
  registerZoomWebhook(app, deps);
}
