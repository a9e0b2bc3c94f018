import { endpoints } from '@nanhua/contract';
import type { Registrar } from '../../../http/route.js';
import type { ModerationService } from './service.js';

/** Engagement's staff calls: support's moderation of comments and replies. The registrar admits the roles of the call table. */
export function registerEngagementStaffRoutes(route: Registrar, moderation: ModerationService): void {
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
}
