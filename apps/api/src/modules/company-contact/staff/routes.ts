import { endpoints } from '@nanhua/contract';
import type { Registrar } from '../../../http/route.js';
import type { CompanyContactService } from '../service.js';

/** The company contact's staff calls: admin reads and edits the record (the registrar admits admin alone). */
export function registerCompanyContactStaffRoutes(
  route: Registrar,
  contact: Pick<CompanyContactService, 'staffGet' | 'update'>,
): void {
  route(endpoints['/admin/companyContact/get'], () => contact.staffGet());
  route(endpoints['/admin/companyContact/update'], ({ body, user }) => contact.update(user.id, body));
}
