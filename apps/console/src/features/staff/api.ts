import { request, type RequestInput } from '@nanhua/client';
import '../../lib/client';

/** Changes the signed-in staff member's own password; the answer is a fresh token pair (the old ones are revoked). */
export const changeMyPassword = (body: { oldPassword: string; password: string; confirmPassword: string }) =>
  request('/admin/me/password', { body });

export type AuditListQuery = NonNullable<RequestInput<'/admin/audit/list'>['query']>;

/** One page of the audit log; `entityId` is only sent with an `entity` (alone it names nothing). */
export const listAudit = (query: AuditListQuery, signal?: AbortSignal) =>
  request('/admin/audit/list', { query: { ...query, entityId: query.entity ? query.entityId : undefined }, signal });

/** Disables (`active: false`) or re-enables a staff account; the server refuses the caller's own and the last admin. */
export const setStaffAccountActive = (id: number, active: boolean) =>
  active
    ? request('/admin/staffAccount/enable/{id}', { params: { id }, body: {} })
    : request('/admin/staffAccount/disable/{id}', { params: { id }, body: {} });
