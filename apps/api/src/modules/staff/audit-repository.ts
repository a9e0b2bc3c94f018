import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export async function insertAudit(db: DbOrTx, row: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

export interface AuditFilter {
  entity?: string;
  entityId?: string;
  actorId?: number;
}

/** Newest first, by keyset: entries before (createdAt, id) of the last one seen; `limit + 1` tells whether more follow. */
export function pageAudit(db: DbOrTx, f: AuditFilter, limit: number, after?: { createdAt: Date; id: number }): Promise<AuditRow[]> {
  const where: (SQL | undefined)[] = [
    f.entity === undefined ? undefined : eq(auditLog.entity, f.entity),
    f.entityId === undefined ? undefined : eq(auditLog.entityId, f.entityId),
    f.actorId === undefined ? undefined : eq(auditLog.actorId, f.actorId),
    after === undefined ? undefined : or(lt(auditLog.createdAt, after.createdAt), and(eq(auditLog.createdAt, after.createdAt), lt(auditLog.id, after.id))),
  ];
  return db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit + 1);
}
