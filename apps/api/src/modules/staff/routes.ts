import { endpoints } from '@nanhua/contract';
import type { Registrar } from '../../http/route.js';
import type { StaffAccountService } from './account-service.js';

/** Staff accounts, my password and the audit log; the registrar admits the roles of each call's row. */
export function registerStaffRoutes(route: Registrar, staff: StaffAccountService): void {
  route(endpoints['/admin/staffAccount/list'], ({ query }) =>
    staff.list({ q: query.q || undefined, role: query.role, status: query.status }, query.page, query.size),
  );
  route(endpoints['/admin/staffAccount/get/{id}'], ({ params }) => staff.get(params.id));
  route(endpoints['/admin/staffAccount/create'], ({ body, user }) => staff.create(user.id, body));
  route(endpoints['/admin/staffAccount/update/{id}'], ({ params, body, user }) =>
    staff.update(user.id, params.id, body),
  );
  route(endpoints['/admin/staffAccount/disable/{id}'], ({ params, body, user }) =>
    staff.disable(user.id, params.id, body.reason || undefined),
  );
  route(endpoints['/admin/staffAccount/enable/{id}'], ({ params, body, user }) =>
    staff.enable(user.id, params.id, body.reason || undefined),
  );
  route(endpoints['/admin/me/password'], ({ body, user }) =>
    staff.changeOwnPassword(user.id, body.oldPassword, body.password),
  );
  route(endpoints['/admin/audit/list'], ({ query }) =>
    staff.auditList({ entity: query.entity, entityId: query.entityId, actorId: query.actorId }, query.page, query.size),
  );
}
