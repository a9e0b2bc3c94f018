import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cappedCount, cappedTotal, offsetOf } from '../../db/query.js';
import { auditLog, users } from '../../db/schema/index.js';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export async function insertAudit(db: DbOrTx, rows: NewAuditRow[]): Promise<void> {
  await db.insert(auditLog).values(rows);
}

export interface AuditFilter {
  entity?: string;
  entityId?: string;
  actorId?: number;
}

const filterOf = (f: AuditFilter): SQL | undefined =>
  and(
    f.entity === undefined ? undefined : eq(auditLog.entity, f.entity),
    f.entityId === undefined ? undefined : eq(auditLog.entityId, f.entityId),
    f.actorId === undefined ? undefined : eq(auditLog.actorId, f.actorId),
  );

export type AuditRowWithActor = AuditRow & { actorEmail: string | null; actorName: string };

/**
 * A page of entries newest first, each with its actor's email and name (one join, not a query per
 * row), and the match count capped as every list's is (db/query.ts).
 */
export async function pageAuditWithActors(
  db: DbOrTx,
  f: AuditFilter,
  page: number,
  size: number,
): Promise<{ rows: AuditRowWithActor[]; total: number }> {
  const where = filterOf(f);
  const offset = offsetOf(page, size);
  const rows = await db
    .select({
      entry: auditLog,
      actorEmail: users.email,
      actorName: users.nickName,
      total: cappedTotal(auditLog, where, offset, size),
    })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(size)
    .offset(offset);
  if (!rows[0]) return { rows: [], total: await cappedCount(db, auditLog, where, offset, size) };
  return {
    rows: rows.map((r) => ({ ...r.entry, actorEmail: r.actorEmail, actorName: r.actorName })),
    total: rows[0].total,
  };
}

/** Newest first, by keyset: entries before (createdAt, id) of the last one seen; `limit + 1` tells whether more follow. */
export function pageAudit(
  db: DbOrTx,
  f: AuditFilter,
  limit: number,
  after?: { createdAt: Date; id: number },
): Promise<AuditRow[]> {
  const where: (SQL | undefined)[] = [
    filterOf(f),
    after === undefined
      ? undefined
      : or(
          lt(auditLog.createdAt, after.createdAt),
          and(eq(auditLog.createdAt, after.createdAt), lt(auditLog.id, after.id)),
        ),
  ];
  return db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit + 1);
}
