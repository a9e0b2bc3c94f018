import type { Db } from '../db/client.js';
import type { AreaRoutes } from '../http/area.js';
import type { Clock } from '../services/clock.js';
import type { AccountServices } from './accounts.js';
import { createFeedbackInbox } from './feedback/staff/service.js';
import { registerFeedbackStaffRoutes } from './feedback/staff/routes.js';
import { createMembersService } from './members/service.js';
import { registerMembersRoutes } from './members/routes.js';
import { createPurchaseHistory } from './membership/history.js';
import { createOrderSummary } from './orders/member-summary.js';
import type { WholeRefunds } from './orders/refund-service.js';
import type { AuditTrail } from './staff/audit.js';

/** Support's area (issue 14): members and the feedback inbox. Built once by the composition root. */
export function membersServices(d: {
  db: Db;
  clock: Clock;
  audit: AuditTrail;
  accounts: Pick<AccountServices, 'sessions' | 'accounts' | 'avatars' | 'messages'>;
  refunds: WholeRefunds;
}) {
  return {
    members: createMembersService({
      db: d.db,
      clock: d.clock,
      audit: d.audit,
      sessions: d.accounts.sessions,
      accounts: d.accounts.accounts,
      avatars: d.accounts.avatars,
      orders: createOrderSummary({ db: d.db }),
      purchases: createPurchaseHistory({ db: d.db }),
      refunds: d.refunds,
      messages: d.accounts.messages,
    }),
    feedback: createFeedbackInbox({ db: d.db, clock: d.clock, audit: d.audit, messages: d.accounts.messages }),
  };
}
export type MembersServices = ReturnType<typeof membersServices>;

export function registerMembers({ route }: AreaRoutes, s: MembersServices): void {
  registerMembersRoutes(route, s.members);
  registerFeedbackStaffRoutes(route, s.feedback);
}
