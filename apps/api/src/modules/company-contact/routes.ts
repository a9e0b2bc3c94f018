import { endpoints } from '@nanhua/contract';
import type { Registrar } from '../../http/route.js';
import type { CompanyContactService } from './service.js';

/** The company's contact details: everyone reads them (admin's calls: staff/routes.ts). */
export function registerCompanyContactRoutes(route: Registrar, s: CompanyContactService): void {
  route(endpoints['/site/contact/get'], ({ locale }) => s.get(locale));
}
