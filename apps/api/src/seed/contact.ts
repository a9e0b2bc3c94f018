import type { Db } from '../db/client.js';
import { companyContactDefaults } from '../modules/company-contact/defaults.js';
import { saveContact } from '../modules/company-contact/service.js';

/** The company's demo contact details, stored the way admin's edits are (the module's defaults: one place). */
export async function seedCompanyContact(db: Db, now: Date): Promise<void> {
  await saveContact(db, companyContactDefaults, now);
}
