import { z } from 'zod';
import { ep } from '../endpoint.js';
import { isoTime } from '../schemas.js';

/**
 * The company's contact details (issue 34): ONE record staff (admin) edit in the console, read by the
 * app's Company Information and Customer Support pages and by the shop's return instructions (the
 * order page and the member's message when a return is approved). Texts in both languages: Chinese
 * required, English optional (empty: the app shows the Chinese).
 */
export const companyContactLimits = {
  phone: 30,
  email: 254,
  handle: 60,
  address: 300,
  hours: 300,
  instructions: 2000,
} as const;

const text = (max: number) =>
  z.string({ error: 'msg.content.notText' }).trim().max(max, { error: 'msg.content.tooLong' });
const required = (max: number) => text(max).min(1, { error: 'msg.content.textRequired' });
const zh = (max: number) => text(max).min(1, { error: 'msg.content.zhRequired' });
const phone = (max: number) =>
  required(max).regex(/^\+?[\d\s()-]{5,24}$/, { error: 'msg.account.contactNumberInvalid' });
const optionalPhone = (max: number) =>
  text(max).regex(/^(\+?[\d\s()-]{5,24})?$/, { error: 'msg.account.contactNumberInvalid' });

/** What the console sends (every field; English may be empty, WhatsApp and WeChat too). */
export const companyContactForm = z.strictObject({
  phone: phone(companyContactLimits.phone),
  email: required(companyContactLimits.email).pipe(z.email({ error: 'msg.account.emailInvalid' })),
  whatsapp: optionalPhone(companyContactLimits.phone),
  wechat: text(companyContactLimits.handle),
  addressZh: zh(companyContactLimits.address),
  addressEn: text(companyContactLimits.address),
  hoursZh: zh(companyContactLimits.hours),
  hoursEn: text(companyContactLimits.hours),
  returnAddressZh: zh(companyContactLimits.address),
  returnAddressEn: text(companyContactLimits.address),
  returnInstructionsZh: zh(companyContactLimits.instructions),
  returnInstructionsEn: text(companyContactLimits.instructions),
});
export type CompanyContactForm = z.infer<typeof companyContactForm>;

/** The record as staff read it back: the form plus when it was last saved (null: never, the defaults). */
export const staffCompanyContact = z.object({
  phone: z.string(),
  email: z.string(),
  whatsapp: z.string(),
  wechat: z.string(),
  addressZh: z.string(),
  addressEn: z.string(),
  hoursZh: z.string(),
  hoursEn: z.string(),
  returnAddressZh: z.string(),
  returnAddressEn: z.string(),
  returnInstructionsZh: z.string(),
  returnInstructionsEn: z.string(),
  updatedAt: isoTime.nullable(),
});
export type StaffCompanyContact = z.infer<typeof staffCompanyContact>;

/** The record as the app shows it, in the caller's language; whatsapp / wechat empty when the company has none. */
export const companyContact = z.object({
  phone: z.string(),
  email: z.string(),
  whatsapp: z.string(),
  wechat: z.string(),
  address: z.string(),
  hours: z.string(),
  returnAddress: z.string(),
  returnInstructions: z.string(),
});
export type CompanyContact = z.infer<typeof companyContact>;

export const companyContactEndpoints = {
  '/site/contact/get': ep('/site/contact/get', {
    summary:
      "the company's contact details (phone, e-mail, address, opening hours, where and how to send a shop return back), in the caller's language; staff edit them at /admin/companyContact",
    result: companyContact,
  }),
  '/admin/companyContact/get': ep('/admin/companyContact/get', {
    summary: "admin: the company's contact details as stored, both languages",
    result: staffCompanyContact,
  }),
  '/admin/companyContact/update': ep('/admin/companyContact/update', {
    summary:
      "admin: replace the company's contact details (audited); the app's Company Information, Customer Support and return instructions read them",
    body: companyContactForm,
    result: staffCompanyContact,
  }),
} as const;
