import { endpoints } from '@nanhua/contract';
import type { Registrar } from '../../http/route.js';
import type { CompanyContactService } from './service.js';

/** The company's contact details: everyone reads them; the registrar admits admin alone to the staff calls. */
export function registerCompanyContactRoutes(route: Registrar, s: CompanyContactService): void {
  route(endpoints['/site/contact/get'], ({ locale }) => s.get(locale));
  route(endpoints['/admin/companyContact/get'], () => s.staffGet());
  route(endpoints['/admin/companyContact/update'], ({ body, user }) => s.update(user.id, body));
}
