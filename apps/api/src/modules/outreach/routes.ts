import { endpoints } from '@nanhua/contract';
import type { Registrar } from '../../http/route.js';
import type { BroadcastService } from './broadcast-service.js';
import type { DashboardService } from './dashboard-service.js';

/** Outreach's calls, all staff's: broadcasts and the console dashboard. The registrar admits the roles of the call table. */
export function registerOutreachRoutes(
  route: Registrar,
  s: { broadcasts: BroadcastService; dashboard: DashboardService },
): void {
  const { broadcasts, dashboard } = s;
  route(endpoints['/admin/broadcast/preview'], ({ body }) => broadcasts.preview(body));
  route(endpoints['/admin/broadcast/send'], ({ body, user }) => broadcasts.send(user.id, body));
  route(endpoints['/admin/broadcast/list'], ({ query }) => broadcasts.list(query.page, query.size));
  route(endpoints['/admin/dashboard/summary'], ({ locale }) => dashboard.summary(locale));
}
