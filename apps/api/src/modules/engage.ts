import type { Db } from '../db/client.js';
import type { AreaRoutes } from '../http/area.js';
import type { Clock } from '../services/clock.js';
import type { Mailer } from '../services/mail.js';
import type { RateLimiter } from '../services/rate-limiter.js';
import { registerEngagementRoutes } from './engagement/routes.js';
import { createEngagementService } from './engagement/service.js';
import { registerEngagementStaffRoutes } from './engagement/staff/routes.js';
import { createModerationService } from './engagement/staff/service.js';
import { registerFavouriteRoutes } from './favourites/routes.js';
import { createFavouriteService } from './favourites/service.js';
import { registerSaleReminderRoutes } from './sale-reminder/routes.js';
import { createSaleReminderService } from './sale-reminder/service.js';
import { registerEnrollRoutes } from './theatre-enroll/routes.js';
import { createEnrollService } from './theatre-enroll/service.js';
import type { TheatreService } from './theatre/service.js';
import type { AuditTrail } from './staff/audit.js';
import type { MessageService } from './usercenter/message-service.js';
import type { UserService } from './usercenter/user-service.js';
import { registerVoteRoutes } from './vote/routes.js';
import { createVoteService } from './vote/service.js';

export interface EngageDeps {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  messages: MessageService;
  /** Support's moderation writes record themselves here. */
  audit: AuditTrail;
  /** A sale reminder's mail goes through the mail queue, its link to the app's configured address. */
  mailer: Mailer;
  publicUrl: string;
  /** A member's comments are looked up by handle or email. */
  users: Pick<UserService, 'activeMember'>;
  /** Registration acts on a performance event. */
  events: Pick<TheatreService, 'event'>;
}

export function engageServices(d: EngageDeps) {
  const { db, clock, limiter } = d;
  return {
    engagement: createEngagementService({ db, clock, limiter, users: d.users }),
    /** Support's moderation of comments and replies (engagement's staff room). */
    moderation: createModerationService({ db, clock, audit: d.audit }),
    enroll: createEnrollService({ db, clock, messages: d.messages, events: d.events }),
    votes: createVoteService({ db, clock }),
    /** Favourite performances and products, apart from likes (issue 34 item 6). */
    favourites: createFavouriteService({ db, clock }),
    /** "Notify me" when a sale opens (issue 34 item 6): its sweep (main.ts) writes the message and queues the mail. */
    saleReminders: createSaleReminderService({
      db,
      clock,
      messages: d.messages,
      mailer: d.mailer,
      publicUrl: d.publicUrl,
    }),
  };
}

export type EngageServices = ReturnType<typeof engageServices>;

/** Registers comments, replies and likes for three families (and their moderation), event registration, votes, favourites and sale reminders. */
export function registerEngage({ route }: AreaRoutes, s: EngageServices): void {
  registerEngagementRoutes(route, s.engagement);
  registerEngagementStaffRoutes(route, s.moderation);
  registerEnrollRoutes(route, s.enroll);
  registerVoteRoutes(route, s.votes);
  registerFavouriteRoutes(route, s.favourites);
  registerSaleReminderRoutes(route, s.saleReminders);
}
