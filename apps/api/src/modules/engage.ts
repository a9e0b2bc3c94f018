import type { AppDeps } from '../http/context.js';
import type { Registrar } from '../http/route.js';
import { registerEngagementRoutes } from './engagement/routes.js';
import { createEngagementService } from './engagement/service.js';
import { registerEnrollRoutes } from './theatre-enroll/routes.js';
import { createEnrollService } from './theatre-enroll/service.js';
import { createMessageService } from './usercenter/message-service.js';
import { registerVoteRoutes } from './vote/routes.js';
import { createVoteService } from './vote/service.js';

/** Registers comments, replies and likes for three families, event registration and votes (issue 5). */
export function registerEngage(route: Registrar, deps: AppDeps): void {
  const { db } = deps.database;
  const { clock, limiter } = deps;
  registerEngagementRoutes(route, createEngagementService({ db, clock, limiter }));
  registerEnrollRoutes(route, createEnrollService({ db, clock, messages: createMessageService({ db, clock }) }));
  registerVoteRoutes(route, createVoteService({ db, clock }));
}
