import { z } from 'zod';
import { accountLimits } from '../constants.js';
import { ep } from '../endpoint.js';
import { staffRoles } from '../endpoint-types.js';
import { limits } from '../limits.js';
import { id, isoTime, keyword, staffPage, staffPageQuery, tokenPair } from '../schemas.js';
import { accountEmail, newPassword, passwordChangeBody } from './usercenter.js';

export const staffAccountStatuses = ['active', 'disabled'] as const;
export type StaffAccountStatus = (typeof staffAccountStatuses)[number];

/** A staff account as the console shows it (a member account is never one). */
export const staffAccount = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(staffRoles),
  status: z.enum(staffAccountStatuses),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type StaffAccount = z.infer<typeof staffAccount>;

/** One audit entry: who did what to which item, with the item before and after. */
export const auditEntry = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), email: z.string().nullable(), name: z.string() }),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  createdAt: isoTime,
});
export type AuditEntryView = z.infer<typeof auditEntry>;

const role = z.enum(staffRoles, { error: 'msg.staff.roleInvalid' });
const name = z
  .string({ error: 'msg.staff.nameRequired' })
  .trim()
  .min(1, { error: 'msg.staff.nameRequired' })
  .max(accountLimits.nicknameMax, { error: 'msg.staff.nameTooLong' });
/** Audit filters name a family (`news`, `staffAccount`, …) and an id as the log stores them: short words. */
const auditWord = z
  .string()
  .trim()
  .min(1, { error: 'msg.staff.auditFilterInvalid' })
  .max(60, { error: 'msg.staff.auditFilterInvalid' })
  .regex(/^[\w.:-]+$/, { error: 'msg.staff.auditFilterInvalid' });

/** Staff accounts, the caller's own password and the audit log (admin unless the call table says otherwise). */
export const staffAccountEndpoints = {
  '/admin/staffAccount/list': ep('/admin/staffAccount/list', {
    summary: 'admin: staff accounts (never members), newest first; q matches email or name',
    query: z.strictObject({
      ...staffPageQuery,
      q: keyword.optional(),
      role: role.optional(),
      status: z.enum(staffAccountStatuses, { error: 'msg.staff.statusInvalid' }).optional(),
    }),
    result: staffPage(staffAccount),
  }),
  '/admin/staffAccount/get/{id}': ep('/admin/staffAccount/get/{id}', {
    summary: 'admin: one staff account',
    params: z.strictObject({ id }),
    result: staffAccount,
  }),
  '/admin/staffAccount/create': ep('/admin/staffAccount/create', {
    summary: 'admin: a staff account with an initial password (the holder changes it with /admin/me/password)',
    body: z.strictObject({ email: accountEmail, name, role, password: newPassword }),
    result: staffAccount,
  }),
  '/admin/staffAccount/update/{id}': ep('/admin/staffAccount/update/{id}', {
    summary: 'admin: rename or re-role; nobody demotes themself or the last active admin',
    params: z.strictObject({ id }),
    body: z.strictObject({ name: name.optional(), role: role.optional() }),
    result: staffAccount,
  }),
  '/admin/staffAccount/disable/{id}': ep('/admin/staffAccount/disable/{id}', {
    summary: 'admin: the account can no longer sign in; its sessions end at once',
    params: z.strictObject({ id }),
    body: z.strictObject({
      reason: z.string().trim().max(limits.textareaMax, { error: 'msg.staff.reasonTooLong' }).optional(),
    }),
    result: staffAccount,
  }),
  '/admin/staffAccount/enable/{id}': ep('/admin/staffAccount/enable/{id}', {
    summary: 'admin: a disabled account may sign in again',
    params: z.strictObject({ id }),
    body: z.strictObject({
      reason: z.string().trim().max(limits.textareaMax, { error: 'msg.staff.reasonTooLong' }).optional(),
    }),
    result: staffAccount,
  }),
  '/admin/me/password': ep('/admin/me/password', {
    summary: 'staff: change my own password; my other sessions end and a new pair is returned',
    body: passwordChangeBody,
    result: tokenPair,
  }),
  '/admin/audit/list': ep('/admin/audit/list', {
    summary: 'admin: the audit log, newest first, by family, item and actor',
    query: z
      .strictObject({
        ...staffPageQuery,
        entity: auditWord.optional(),
        entityId: auditWord.optional(),
        actorId: id.optional(),
      })
      .refine((v) => v.entityId === undefined || v.entity !== undefined, {
        error: 'msg.staff.auditEntityIdAlone',
        path: ['entityId'],
      }),
    result: staffPage(auditEntry),
  }),
} as const;
