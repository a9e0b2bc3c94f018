import type { Db } from '../db/client.js';
import type { Registrar } from '../http/route.js';
import type { Clock } from '../services/clock.js';
import { createStaffAccountService } from './staff/account-service.js';
import type { AuditTrail } from './staff/audit.js';
import { registerStaffRoutes } from './staff/routes.js';
import type { AccountServices } from './accounts.js';

/** The staff area: accounts, my password, the audit log. Built once by the composition root. */
export function staffServices(d: {
  db: Db;
  clock: Clock;
  audit: AuditTrail;
  accounts: Pick<AccountServices, 'sessions' | 'accounts'>;
}) {
  return {
    accounts: createStaffAccountService({
      db: d.db,
      clock: d.clock,
      audit: d.audit,
      sessions: d.accounts.sessions,
      accounts: d.accounts.accounts,
    }),
  };
}
export type StaffServices = ReturnType<typeof staffServices>;

export function registerStaff(route: Registrar, s: StaffServices): void {
  registerStaffRoutes(route, s.accounts);
}
