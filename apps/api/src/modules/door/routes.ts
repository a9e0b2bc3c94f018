import { endpoints } from '@nanhua/contract';
import type { Registrar } from '../../http/route.js';
import type { DoorService } from './service.js';

/** The door calls (boxOffice, by the call table). */
export function registerDoorRoutes(route: Registrar, door: DoorService) {
  route(endpoints['/admin/door/performance/{id}'], ({ params }) => door.pack(params.id));
  route(endpoints['/admin/door/sync'], ({ body, user }) => door.sync(user.id, body.performanceId, body.scans));
  route(endpoints['/admin/door/attendance/{id}'], ({ params }) => door.attendance(params.id));
  route(endpoints['/admin/door/revocations/{id}'], ({ params, query }) => door.revocations(params.id, query.since));
}
