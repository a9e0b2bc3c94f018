import { endpoints } from '@nanhua/contract';
import type { Registrar } from '../../http/route.js';
import type { RefundService } from '../orders/refund-service.js';
import type { TicketService } from '../ticket/service.js';
import { staff } from './staff.js';

export function registerAdminRoutes(route: Registrar, tickets: TicketService, refunds: RefundService) {
  route(endpoints['/admin/ticket/checkIn'], async ({ body, user, locale }) => {
    staff(user);
    return tickets.checkIn(body.token, body.quantity, locale);
  });
  route(endpoints['/admin/orderReturn/get'], async ({ query, user, locale }) => {
    staff(user);
    return refunds.staffList(query.status, query.page, query.pageSize, locale);
  });
  route(endpoints['/admin/orderReturn/approve/{id}'], async ({ params, body, user, locale }) =>
    refunds.decide(staff(user).id, params.id, { approve: true, note: body.note }, locale),
  );
  route(endpoints['/admin/orderReturn/reject/{id}'], async ({ params, body, user, locale }) =>
    refunds.decide(staff(user).id, params.id, { approve: false, reason: body.reason }, locale),
  );
}
