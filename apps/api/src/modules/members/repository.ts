import { and, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cappedCount, cappedTotal, likeLiteral, offsetOf } from '../../db/query.js';
import { deliveryAddresses, memberGrants, membershipAdjustments, users } from '../../db/schema/index.js';

export type MemberRow = typeof users.$inferSelect;
export type AdjustmentRow = typeof membershipAdjustments.$inferSelect;

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
/** The literal matches the predicate of the users_member_* partial indexes. */
const isMember = sql`${users.role} = 'member'`;
const inForce = (now: Date) =>
  sql`(${users.userType} between 1 and 3 and (${users.memberExpiresAt} is null or ${users.memberExpiresAt} > ${ts(now)}))`;

export interface MemberFilter {
  q?: string;
  /** The tier in force: 1–3, or 4 for ordinary (never a member, or lapsed). */
  tier?: number;
  state?: 'active' | 'blocked' | 'deleted';
}

function whereOf(f: MemberFilter, now: Date): SQL {
  const pattern = f.q ? likeLiteral(f.q) : undefined;
  return and(
    isMember,
    pattern
      ? or(
          sql`${users.email} ilike ${pattern}`,
          sql`${users.nickName} ilike ${pattern}`,
          sql`exists (select 1 from ${deliveryAddresses} where ${deliveryAddresses.userId} = ${users.id} and ${deliveryAddresses.contactNumber} ilike ${pattern})`,
        )
      : undefined,
    f.tier === undefined
      ? undefined
      : f.tier === 4
        ? sql`not ${inForce(now)}`
        : and(eq(users.userType, f.tier), inForce(now)),
    f.state === 'deleted' ? eq(users.status, 'deleted') : undefined,
    f.state === 'blocked' ? and(eq(users.status, 'active'), isNotNull(users.blockedAt)) : undefined,
    f.state === 'active' ? and(eq(users.status, 'active'), isNull(users.blockedAt)) : undefined,
  ) as SQL;
}

export async function pageMembers(
  db: DbOrTx,
  f: MemberFilter,
  now: Date,
  page: number,
  size: number,
): Promise<{ rows: MemberRow[]; total: number }> {
  const where = whereOf(f, now);
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

/** A member by id (a staff account is not one); `lock` holds the row to the transaction's end. */
export async function findMember(db: DbOrTx, id: number, lock = false): Promise<MemberRow | undefined> {
  const q = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isMember))
    .limit(1);
  return (lock ? await q.for('update') : await q)[0];
}

export async function phonesOf(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ phone: deliveryAddresses.contactNumber })
    .from(deliveryAddresses)
    .where(eq(deliveryAddresses.userId, userId))
    .limit(10);
  return rows.map((r) => r.phone);
}

export async function updateMember(tx: DbOrTx, id: number, v: Partial<typeof users.$inferInsert>): Promise<MemberRow> {
  return (await tx.update(users).set(v).where(eq(users.id, id)).returning())[0]!;
}

/**
 * A complimentary grant: in force → extended from the current expiry, keeping the better tier; lapsed
 * or ordinary → from now. One statement on the locked row.
 */
export async function extendBy(tx: DbOrTx, id: number, tier: number, months: number, now: Date): Promise<MemberRow> {
  const live = inForce(now);
  const span = sql`make_interval(months => ${months}::int)`;
  const [row] = await tx
    .update(users)
    .set({
      memberExpiresAt: sql`case when ${live} then coalesce(${users.memberExpiresAt}, ${ts(now)}) + ${span} else ${ts(now)} + ${span} end`,
      userType: sql`case when ${live} then least(${users.userType}, ${tier}::int) else ${tier}::int end`,
      updatedAt: now,
    })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

export async function insertAdjustment(tx: DbOrTx, v: typeof membershipAdjustments.$inferInsert): Promise<void> {
  await tx.insert(membershipAdjustments).values(v);
}

export async function adjustmentsOf(
  db: DbOrTx,
  userId: number,
): Promise<(AdjustmentRow & { actorName: string | null })[]> {
  const rows = await db
    .select({ a: membershipAdjustments, actorName: users.nickName })
    .from(membershipAdjustments)
    .leftJoin(users, eq(users.id, membershipAdjustments.actorId))
    .where(eq(membershipAdjustments.userId, userId))
    .orderBy(desc(membershipAdjustments.createdAt), desc(membershipAdjustments.id))
    .limit(50);
  return rows.map((r) => ({ ...r.a, actorName: r.actorName }));
}

/** The paid member orders whose granted term has not ended yet (the current period and any queued after it). */
export async function runningGrantOrders(db: DbOrTx, userId: number, now: Date): Promise<number[]> {
  const rows = await db
    .select({ orderId: memberGrants.orderId })
    .from(memberGrants)
    .where(and(eq(memberGrants.userId, userId), sql`${memberGrants.endsAt} > ${ts(now)}`))
    .orderBy(memberGrants.endsAt);
  return rows.map((r) => r.orderId);
}
