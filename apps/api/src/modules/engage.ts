import type { Db } from '../db/client.js';
import type { Registrar } from '../http/route.js';
import type { Clock } from '../services/clock.js';
import type { RateLimiter } from '../services/rate-limiter.js';
import { registerEngagementRoutes } from './engagement/routes.js';
import { createEngagementService } from './engagement/service.js';
import { registerEnrollRoutes } from './theatre-enroll/routes.js';
import { createEnrollService } from './theatre-enroll/service.js';
import type { TheatreService } from './theatre/service.js';
import type { MessageService } from './usercenter/message-service.js';
import type { UserService } from './usercenter/user-service.js';
import { registerVoteRoutes } from './vote/routes.js';
import { createVoteService } from './vote/service.js';

export interface EngageDeps {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  messages: MessageService;
  /** A member's comments are looked up by handle or email. */
  users: Pick<UserService, 'activeMember'>;
  /** Registration acts on a performance event. */
  events: Pick<TheatreService, 'event'>;
}

export function engageServices(d: EngageDeps) {
  const { db, clock, limiter } = d;
  return {
    engagement: createEngagementService({ db, clock, limiter, users: d.users }),
    enroll: createEnrollService({ db, clock, messages: d.messages, events: d.events }),
    votes: createVoteService({ db, clock }),
  };
}

export type EngageServices = ReturnType<typeof engageServices>;

/** Registers comments, replies and likes for three families, event registration and votes. */
export function registerEngage(route: Registrar, s: EngageServices): void {
  registerEngagementRoutes(route, s.engagement);
  registerEnrollRoutes(route, s.enroll);
  registerVoteRoutes(route, s.votes);
}
