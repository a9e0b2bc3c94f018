import { endpoints } from '@nanhua/contract';
import type { Db } from '../db/client.js';
import type { Registrar } from '../http/route.js';
import type { Clock } from '../services/clock.js';
import { createModerationService } from './engagement/moderation-service.js';
import { createBroadcastService } from './outreach/broadcast-service.js';
import { createDashboardService } from './outreach/dashboard-service.js';
import { registerReportsRoutes } from './reports/routes.js';
import { createReportsService } from './reports/service.js';
import type { AuditTrail } from './staff/audit.js';

/**
 * Broadcasts, comment moderation, the console dashboard (issue 14) and the manager's reports (issue 37),
 * built once by the composition root; the dashboard takes its performances' figures from the reports.
 */
export function outreachServices(d: { db: Db; clock: Clock; audit: AuditTrail }) {
  const reports = createReportsService(d);
  return {
    broadcasts: createBroadcastService(d),
    moderation: createModerationService(d),
    dashboard: createDashboardService({ ...d, reports }),
    reports,
  };
}
export type OutreachServices = ReturnType<typeof outreachServices>;

/** The staff calls; the registrar admits the roles of the call table, no handler checks one. */
export function registerOutreach(route: Registrar, s: OutreachServices): void {
  const { broadcasts, moderation, dashboard, reports } = s;
  route(endpoints['/admin/broadcast/preview'], ({ body }) => broadcasts.preview(body));
  route(endpoints['/admin/broadcast/send'], ({ body, user }) => broadcasts.send(user.id, body));
  route(endpoints['/admin/broadcast/list'], ({ query }) => broadcasts.list(query.page, query.size));
  route(endpoints['/admin/moderation/comments'], ({ query, locale }) =>
    moderation.list(
      { family: query.family, hidden: query.hidden === undefined ? undefined : query.hidden === 'true' },
      query.page,
      query.size,
      locale,
    ),
  );
  route(endpoints['/admin/moderation/hide/{kind}/{id}'], ({ params, body, user, locale }) =>
    moderation.hide(user.id, params.kind, params.id, body.hidden ?? true, body.reason, locale),
  );
  route(endpoints['/admin/moderation/delete/{kind}/{id}'], ({ params, body, user }) =>
    moderation.remove(user.id, params.kind, params.id, body.reason),
  );
  route(endpoints['/admin/moderation/commenting/{family}/{itemId}'], ({ params, body, user }) =>
    moderation.commenting(user.id, params.family, params.itemId, body.enabled, body.reason),
  );
  route(endpoints['/admin/dashboard/summary'], ({ locale }) => dashboard.summary(locale));
  registerReportsRoutes(route, reports);
}
