import type { AuditEntryView, StaffAccount } from '@nanhua/contract';
import type { StaffRole, StaffRow } from './account-repository.js';
import type { AuditRowWithActor } from './audit-repository.js';

export function presentStaffAccount(row: StaffRow): StaffAccount {
  return {
    id: row.id,
    email: row.email ?? '',
    name: row.nickName,
    role: row.role as StaffRole,
    status: row.status === 'disabled' ? 'disabled' : 'active',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of an account: never the password hash. */
export const auditedAccount = (row: StaffRow) => ({
  email: row.email,
  name: row.nickName,
  role: row.role,
  status: row.status,
});

export function presentAuditEntry(row: AuditRowWithActor): AuditEntryView {
  return {
    id: row.id,
    actor: { id: row.actorId, email: row.actorEmail, name: row.actorName },
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}
