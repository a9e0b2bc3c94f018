import { endpoints } from '@nanhua/contract';
import type { Registrar } from '../../http/route.js';
import type { RefundService } from '../orders/refund-service.js';
import type { CheckInService } from '../ticket/check-in.js';

/** Staff calls under /admin: the registrar admits only the call's staff roles, so no handler checks one. */
export function registerAdminRoutes(route: Registrar, door: CheckInService, refunds: RefundService) {
  route(endpoints['/admin/ticket/checkIn'], ({ body, user, locale }) => door.checkIn(user.id, body, locale));
  route(endpoints['/admin/orderReturn/get'], ({ query, locale }) =>
    refunds.staffList(query.status, query.page, query.pageSize, locale),
  );
  route(endpoints['/admin/orderReturn/approve/{id}'], ({ params, body, user, locale }) =>
    refunds.decide(
      user.id,
      params.id,
      { approve: true, note: body.note, restock: body.restock, quantity: body.quantity, items: body.items },
      locale,
    ),
  );
  route(endpoints['/admin/orderReturn/reject/{id}'], ({ params, body, user, locale }) =>
    refunds.decide(user.id, params.id, { approve: false, reason: body.reason }, locale),
  );
}
