import { endpoints } from '@nanhua/contract';
import type { Registrar } from '../../../http/route.js';
import type { PackageStaffService } from './service.js';

/** The membership family's staff calls: its packages. The registrar admits the roles of the call table. */
export function registerMembershipStaffRoutes(route: Registrar, packages: PackageStaffService): void {
  route(endpoints['/admin/memberPackage/list'], async ({ query }) => packages.list(query));
  route(endpoints['/admin/memberPackage/get/{id}'], async ({ params }) => packages.get(params.id));
  route(endpoints['/admin/memberPackage/create'], async ({ body, user }) => packages.create(user.id, body));
  route(endpoints['/admin/memberPackage/update/{id}'], async ({ params, body, user }) =>
    packages.update(user.id, params.id, body),
  );
  route(endpoints['/admin/memberPackage/delete/{id}'], async ({ params, user }) => packages.remove(user.id, params.id));
}
