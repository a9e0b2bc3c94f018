import { endpoints } from '@nanhua/contract';
import type { Registrar } from '../../http/route.js';
import type { MailAdminService } from './service.js';

/** The outgoing mail queue in the console; the registrar admits the roles of each call's row. */
export function registerMailAdminRoutes(route: Registrar, s: MailAdminService): void {
  route(endpoints['/admin/mail/list'], ({ query, locale }) =>
    s.list({ state: query.state, page: query.page, size: query.size }, locale),
  );
  route(endpoints['/admin/mail/retry/{id}'], ({ params, user, locale }) => s.retry(user.id, params.id, locale));
}
