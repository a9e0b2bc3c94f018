import { endpoints } from '@nanhua/contract';
import { FileAnswer, type Registrar } from '../../http/route.js';
import type { BoxOfficeService } from './service.js';

/** The box office's calls (issue 14); the call table names their roles, the registrar admits them. */
export function registerBoxOfficeRoutes(route: Registrar, s: BoxOfficeService) {
  route(endpoints['/admin/order/search'], ({ query, locale }) => s.search(query, locale));
  route(endpoints['/admin/order/get/{kind}/{id}'], ({ params, locale }) => s.order(params.kind, params.id, locale));
  route(endpoints['/admin/order/cancel/{kind}/{id}'], ({ params, body, user, locale }) =>
    s.cancel(user.id, params.kind, params.id, body.reason, locale),
  );
  route(endpoints['/admin/order/resendTicket/{id}'], ({ params, req }) => s.resendTicket(params.id, req.log));
  // The file itself, not an envelope: a refusal (bad filter) still answers as an envelope.
  route(endpoints['/admin/order/export'], async ({ query, locale }) => {
    const { csv, rows, truncated } = await s.exportCsv(query, locale);
    const day = new Date().toISOString().slice(0, 10);
    return new FileAnswer(csv, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="orders-${day}.csv"`,
      'cache-control': 'no-store',
      'x-export-rows': String(rows),
      'x-export-truncated': truncated ? '1' : '0',
    });
  });
}
