import { endpoints } from '@nanhua/contract';
import type { Registrar } from '../../../http/route.js';
import type { RefundService } from '../refund-service.js';

/** The orders family's staff calls: the refund queue and its decisions, one queue for every order kind. */
export function registerOrderStaffRoutes(route: Registrar, refunds: RefundService): void {
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
