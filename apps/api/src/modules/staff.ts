import type { Db } from '../db/client.js';
import type { AreaRoutes } from '../http/area.js';
import type { Clock } from '../services/clock.js';
import type { Mailer } from '../services/mail.js';
import type { AccountServices } from './accounts.js';
import { registerMailAdminRoutes } from './mail-admin/routes.js';
import { createMailAdminService } from './mail-admin/service.js';
import { createStaffAccountService } from './staff/account-service.js';
import { createAuditTrail } from './staff/audit.js';
import { registerStaffRoutes } from './staff/routes.js';

/**
 * The staff area: accounts, my password, the audit log every staff write records itself in, and the
 * mail queue (staff see it and send a failed mail again). Built once by the composition root.
 */
export function staffServices(d: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  accounts: Pick<AccountServices, 'sessions' | 'accounts'>;
}) {
  const { db, clock } = d;
  /** Every staff write records itself here (who, what, when, before/after). */
  const audit = createAuditTrail({ db, clock });
  return {
    audit,
    accounts: createStaffAccountService({
      db,
      clock,
      audit,
      sessions: d.accounts.sessions,
      accounts: d.accounts.accounts,
    }),
    mailAdmin: createMailAdminService({ db, mailer: d.mailer, audit }),
  };
}
export type StaffServices = ReturnType<typeof staffServices>;

export function registerStaff({ route }: AreaRoutes, s: StaffServices): void {
  registerStaffRoutes(route, s.accounts);
  registerMailAdminRoutes(route, s.mailAdmin);
}
