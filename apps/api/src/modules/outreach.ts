import type { Db } from '../db/client.js';
import type { AreaRoutes } from '../http/area.js';
import type { Clock } from '../services/clock.js';
import { createBroadcastService } from './outreach/broadcast-service.js';
import { createDashboardService } from './outreach/dashboard-service.js';
import { registerOutreachRoutes } from './outreach/routes.js';
import { registerReportsRoutes } from './reports/routes.js';
import { createReportsService } from './reports/service.js';
import type { AuditTrail } from './staff/audit.js';

/**
 * Broadcasts, the console dashboard (issue 14) and the manager's reports (issue 37), built once by the
 * composition root; the dashboard takes its performances' figures from the reports. (Comment moderation
 * is engagement's staff room, built by the engage area.)
 */
export function outreachServices(d: { db: Db; clock: Clock; audit: AuditTrail }) {
  const reports = createReportsService(d);
  return {
    broadcasts: createBroadcastService(d),
    dashboard: createDashboardService({ ...d, reports }),
    reports,
  };
}
export type OutreachServices = ReturnType<typeof outreachServices>;

/** The staff calls of outreach and the reports; the registrar admits the roles of the call table, no handler checks one. */
export function registerOutreach({ route }: AreaRoutes, s: OutreachServices): void {
  registerOutreachRoutes(route, s);
  registerReportsRoutes(route, s.reports);
}
