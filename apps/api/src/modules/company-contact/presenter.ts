import type { CompanyContact, CompanyContactForm, Locale, StaffCompanyContact } from '@nanhua/contract';
import { pick } from '../../lib/locale.js';

/** The record as the app shows it: each text in the caller's language, the Chinese where the English is empty. */
export const presentContact = (c: CompanyContactForm, l: Locale): CompanyContact => ({
  phone: c.phone,
  email: c.email,
  whatsapp: c.whatsapp,
  wechat: c.wechat,
  address: pick(l, c.addressZh, c.addressEn),
  hours: pick(l, c.hoursZh, c.hoursEn),
  returnAddress: pick(l, c.returnAddressZh, c.returnAddressEn),
  returnInstructions: pick(l, c.returnInstructionsZh, c.returnInstructionsEn),
});

/** The record as admin edits it: both languages as stored; `updatedAt` null while it was never saved. */
export const presentStaffContact = (c: CompanyContactForm, updatedAt: Date | null): StaffCompanyContact => ({
  ...c,
  updatedAt: updatedAt?.toISOString() ?? null,
});
