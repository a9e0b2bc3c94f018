import { endpoints } from '@nanhua/contract';
import { companyContactDefaults } from '../modules/company-contact/defaults.js';
import { body, type Seeding } from './staff-calls.js';

/** The company's demo contact details (the module's defaults: one place), saved through admin's edit. */
export async function seedCompanyContact(s: Seeding): Promise<void> {
  await s.services.companyContact.update(
    s.staffId,
    body(endpoints['/admin/companyContact/update'], companyContactDefaults),
  );
}
