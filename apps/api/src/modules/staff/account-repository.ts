import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cappedCount, cappedTotal, keywordMatch, offsetOf } from '../../db/query.js';
import { users } from '../../db/schema/index.js';

export type StaffRow = typeof users.$inferSelect;
export type StaffRole = Exclude<StaffRow['role'], 'member'>;

/**
 * Staff are the accounts whose role is not member; a deleted account is nobody's. The literal matches
 * the predicate of users_staff_idx, so the planner can read that partial index instead of every member.
 */
const isStaff = and(sql`${users.role} <> 'member'`, ne(users.status, 'deleted'));

export interface StaffFilter {
  q?: string;
  role?: StaffRole;
  status?: 'active' | 'disabled';
}

export async function pageStaff(
  db: DbOrTx,
  f: StaffFilter,
  page: number,
  size: number,
): Promise<{ rows: StaffRow[]; total: number }> {
  const where = and(
    isStaff,
    keywordMatch(f.q, [users.email, users.nickName]),
    f.role === undefined ? undefined : eq(users.role, f.role),
    f.status === undefined ? undefined : eq(users.status, f.status),
  ) as SQL;
  const offset = offsetOf(page, size);
  const rows = await db
    .select({ row: users, total: cappedTotal(users, where, offset, size) })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(size)
    .offset(offset);
  if (rows[0]) return { rows: rows.map((r) => r.row), total: rows[0].total };
  return { rows: [], total: await cappedCount(db, users, where, offset, size) };
}

/** A staff account by id; a member or a deleted account is not one. `lock` holds the row to the transaction's end. */
export async function findStaff(db: DbOrTx, id: number, lock = false): Promise<StaffRow | undefined> {
  const q = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isStaff))
    .limit(1);
  const rows = lock ? await q.for('update') : await q;
  return rows[0];
}

/** Any account holding the address (members too), case-insensitively. */
export async function emailHolder(db: DbOrTx, email: string): Promise<{ id: number } | undefined> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0];
}

/**
 * The active admins, locked until the transaction ends: two admins demoting or disabling each other at
 * once are serialised here, and the second sees the first's change (PostgreSQL re-checks a locked row
 * against the condition), so the last active admin always stays.
 */
export async function lockActiveAdmins(tx: DbOrTx): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(isStaff, eq(users.role, 'admin'), eq(users.status, 'active')))
    .orderBy(users.id)
    .for('update');
  return rows.map((r) => r.id);
}

export async function insertStaff(db: DbOrTx, values: typeof users.$inferInsert): Promise<StaffRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateStaff(
  db: DbOrTx,
  id: number,
  values: Partial<Pick<StaffRow, 'nickName' | 'role' | 'status' | 'updatedAt'>>,
): Promise<StaffRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  if (!row) throw new Error('update returned no row');
  return row;
}
