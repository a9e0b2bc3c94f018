import { endpoints } from '@nanhua/contract';
import { FileAnswer, type Registrar } from '../../http/route.js';
import type { ReportFile, ReportsService } from './service.js';

/** A report file as the answer itself (a refusal still answers as an envelope). */
const file = (f: ReportFile) =>
  new FileAnswer(f.body, {
    'content-type': f.type,
    'content-disposition': `attachment; filename="${f.filename}"`,
    'cache-control': 'no-store',
  });

/** The reports' calls (issue 37 item 6); the call table names their roles, the registrar admits them. */
export function registerReportsRoutes(route: Registrar, s: ReportsService) {
  route(endpoints['/admin/report/performances'], ({ query, locale }) => s.performances(query, locale));
  route(endpoints['/admin/report/performance/{id}'], ({ params, locale }) => s.performance(params.id, locale));
  route(endpoints['/admin/report/performanceExport/{id}'], async ({ params, query, locale }) =>
    file(await s.performanceFile(params.id, query.format, locale)),
  );
  route(endpoints['/admin/report/settlement'], ({ query }) => s.settlement(query));
  route(endpoints['/admin/report/settlementExport'], async ({ query, locale }) =>
    file(await s.settlementFile(query, locale)),
  );
}
