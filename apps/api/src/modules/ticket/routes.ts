import { endpoints } from '@nanhua/contract';
import type { Registrar } from '../../http/route.js';
import type { RefundService } from '../orders/refund-service.js';
import type { TicketService } from './service.js';

export function registerTicketRoutes(route: Registrar, tickets: TicketService, refunds: RefundService) {
  route(endpoints['/ticket/carousel/get'], ({ query, locale }) => tickets.carousel(query.size, locale));
  route(endpoints['/ticket/info/get'], ({ query, locale }) => tickets.info(query.type, locale));
  route(endpoints['/ticket/news/get'], ({ query, locale }) => tickets.news(query, locale));
  route(endpoints['/ticket/news/get/{id}'], ({ params, locale }) => tickets.newsItem(params.id, locale));
  route(endpoints['/ticket/sale/get'], ({ query, locale }) => tickets.sales(query, locale));
  route(endpoints['/ticket/sale/get/{id}'], ({ params, locale }) => tickets.sale(params.id, locale));
  route(endpoints['/ticket/order/getMyOrders'], ({ query, user, locale }) => tickets.myOrders(user.id, query, locale));
  // When the request arrived (Fastify's elapsed time is monotonic): the buy's deadline counts from it.
  route(endpoints['/ticket/order/buy'], ({ body, user, locale, reply }) =>
    tickets.buy(user, body, locale, Date.now() - reply.elapsedTime),
  );
  route(endpoints['/ticket/order/getByOrderNo'], ({ body, user, locale }) =>
    tickets.byOrderNo(user.id, body.orderNo, locale),
  );
  route(endpoints['/ticket/order/deleteByOrderNo'], ({ body, user }) => tickets.remove(user.id, body.orderNo));
  route(endpoints['/ticket/order/payComplete'], ({ body, user, locale }) => tickets.payComplete(user.id, body, locale));
  route(endpoints['/ticket/order/cancel'], ({ body, user, locale }) => tickets.cancel(user.id, body.orderNo, locale));
  route(endpoints['/ticket/orderReturn/get'], ({ query, user }) =>
    refunds.mine(user.id, 'ticket', query.page, query.pageSize),
  );
  route(endpoints['/ticket/orderReturn/apply'], ({ body, user, locale }) =>
    refunds.apply(user.id, 'ticket', body, locale),
  );
}
