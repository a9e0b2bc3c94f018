import type { Db, DbOrTx } from '../../db/client.js';
import type { Clock } from '../../services/clock.js';
import {
  insertAudit,
  pageAudit,
  pageAuditWithActors,
  type AuditFilter,
  type AuditRow,
  type AuditRowWithActor,
} from './audit-repository.js';

/** One staff write: who did what to which item, with the item before and after (null when created / deleted). */
export interface AuditEntry {
  actorId: number;
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

const rowOf = (e: AuditEntry, createdAt: Date) => ({
  actorId: e.actorId,
  action: e.action,
  entity: e.entity,
  entityId: e.entityId === undefined || e.entityId === null ? null : String(e.entityId),
  before: e.before ?? null,
  after: e.after ?? null,
  reason: e.reason ?? null,
  createdAt,
});

/**
 * The audit log every staff write goes through. `record` takes the caller's transaction so the entry
 * commits (or rolls back) with the write it describes.
 */
export function createAuditTrail({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async record(tx: DbOrTx, e: AuditEntry): Promise<void> {
      await insertAudit(tx, [rowOf(e, clock.now())]);
    },

    /** Several entries of one write in one statement (e.g. each override of a door sync). */
    async recordAll(tx: DbOrTx, entries: AuditEntry[]): Promise<void> {
      const now = clock.now();
      if (entries.length > 0)
        await insertAudit(
          tx,
          entries.map((e) => rowOf(e, now)),
        );
    },

    /** A page of entries, newest first; `more` when older ones follow. */
    async page(
      f: AuditFilter,
      limit: number,
      after?: { createdAt: Date; id: number },
    ): Promise<{ rows: AuditRow[]; more: boolean }> {
      const rows = await pageAudit(db, f, limit, after);
      return { rows: rows.slice(0, limit), more: rows.length > limit };
    },

    /** Page `page` of `size` entries, newest first, each with its actor's email and name (the admin's audit list). */
    list(f: AuditFilter, page: number, size: number): Promise<{ rows: AuditRowWithActor[]; total: number }> {
      return pageAuditWithActors(db, f, page, size);
    },
  };
}

export type AuditTrail = ReturnType<typeof createAuditTrail>;
