import { endpoints } from '@nanhua/contract';
import type { Registrar } from '../../../http/route.js';
import type { LiveStaffService } from './service.js';

/** The live classroom's staff calls: classes, their attendance and replays. The registrar admits the roles of the call table. */
export function registerLiveCastStaffRoutes(route: Registrar, classes: LiveStaffService): void {
  route(endpoints['/admin/liveCast/class/get'], async ({ query }) => classes.list(query));
  route(endpoints['/admin/liveCast/class/get/{id}'], async ({ params }) => classes.get(params.id));
  route(endpoints['/admin/liveCast/class/create'], async ({ body }) => classes.create(body));
  route(endpoints['/admin/liveCast/class/update/{id}'], async ({ params, body }) => classes.update(params.id, body));
  route(endpoints['/admin/liveCast/class/start/{id}'], async ({ params }) => classes.start(params.id));
  route(endpoints['/admin/liveCast/class/end/{id}'], async ({ params }) => classes.end(params.id));
  route(endpoints['/admin/liveCast/attendance/get/{id}'], async ({ params, query }) =>
    classes.attendance(params.id, query),
  );
  route(endpoints['/admin/liveCast/replay/attach/{id}'], async ({ params, body }) =>
    classes.attachReplay(params.id, body),
  );
}
