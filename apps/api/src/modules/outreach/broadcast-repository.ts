import { PayStatus, UserType, MessageType, type BroadcastAudience } from '@nanhua/contract';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { broadcasts, orders, ticketPasses, ticketSales, userMessages, users } from '../../db/schema/index.js';

export type BroadcastRow = typeof broadcasts.$inferSelect;
export interface Audience {
  audience: BroadcastAudience;
  tier?: number | undefined;
  performanceId?: number | undefined;
}

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/**
 * The recipients of an audience as ONE select of member ids (each once): every active member; the
 * members whose tier is `tier` now (a lapsed membership counts as ordinary, as everywhere); or the
 * holders of a paid ticket to the performance that was not refunded in full.
 */
export function recipientsQuery(a: Audience, now: Date): SQL {
  const member = sql`${users.role} = 'member' and ${users.status} = 'active'`;
  const at = sql`${now.toISOString()}::timestamptz`;
  if (a.audience === 'performance') {
    return sql`select distinct ${users.id} as id from ${ticketPasses}
      join ${ticketSales} on ${ticketSales.id} = ${ticketPasses.saleId}
      join ${orders} on ${orders.id} = ${ticketPasses.orderId}
      join ${users} on ${users.id} = ${orders.userId}
      where ${ticketSales.theatreId} = ${a.performanceId ?? 0} and ${orders.payStatus} = ${PayStatus.Paid}
        and ${ticketPasses.refundedQuantity} < ${ticketPasses.quantity} and ${member}`;
  }
  if (a.audience === 'tier') {
    const tier = a.tier ?? UserType.Ordinary;
    const live = sql`(${users.memberExpiresAt} is null or ${users.memberExpiresAt} > ${at})`;
    const cond =
      tier === UserType.Ordinary
        ? sql`(${users.userType} = ${UserType.Ordinary} or (${users.userType} in (${UserType.Super}, ${UserType.Annual}, ${UserType.Monthly}) and not ${live}))`
        : sql`${users.userType} = ${tier} and ${live}`;
    return sql`select ${users.id} as id from ${users} where ${member} and ${cond}`;
  }
  return sql`select ${users.id} as id from ${users} where ${member}`;
}

export async function countRecipients(db: DbOrTx, a: Audience, now: Date): Promise<number> {
  const res = await db.execute(sql`select count(*)::int as n from (${recipientsQuery(a, now)}) r`);
  return Number(rowsOf<{ n: number }>(res)[0]?.n ?? 0);
}

/** The broadcast's row, or undefined when its client token was already used (nothing is written then). */
export async function claimBroadcast(tx: DbOrTx, v: typeof broadcasts.$inferInsert): Promise<BroadcastRow | undefined> {
  const [row] = await tx
    .insert(broadcasts)
    .values(v)
    .onConflictDoNothing({ target: broadcasts.clientToken })
    .returning();
  return row;
}

export const findByToken = async (db: DbOrTx, token: string) =>
  (await db.select().from(broadcasts).where(eq(broadcasts.clientToken, token)).limit(1))[0];

/** One system message per recipient in ONE insert … select; answers how many were written. */
export async function insertBroadcastMessages(tx: DbOrTx, b: BroadcastRow, now: Date): Promise<number> {
  const res = await tx.execute(sql`
    with sent as (
      insert into ${userMessages} (user_id, type, title_zh, title_en, content_zh, content_en, link, created_at)
      select r.id, ${MessageType.System}, ${b.titleZh}, ${b.titleEn}, ${b.bodyZh}, ${b.bodyEn}, null, ${now.toISOString()}::timestamptz
      from (${recipientsQuery({ audience: b.audience, tier: b.tier ?? undefined, performanceId: b.performanceId ?? undefined }, now)}) r
      returning 1
    )
    select count(*)::int as n from sent`);
  return Number(rowsOf<{ n: number }>(res)[0]?.n ?? 0);
}

export async function setRecipients(tx: DbOrTx, id: number, n: number): Promise<BroadcastRow> {
  const [row] = await tx.update(broadcasts).set({ recipients: n }).where(eq(broadcasts.id, id)).returning();
  return row!;
}

/** A page of broadcasts, newest first, with the sender's name. */
export async function pageBroadcasts(db: DbOrTx, page: number, size: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select({ b: broadcasts, actorName: users.nickName })
      .from(broadcasts)
      .leftJoin(users, eq(users.id, broadcasts.actorId))
      .orderBy(desc(broadcasts.createdAt), desc(broadcasts.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: sql<number>`count(*)::int` }).from(broadcasts),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export const actorName = async (db: DbOrTx, id: number) =>
  (await db.select({ name: users.nickName }).from(users).where(eq(users.id, id)).limit(1))[0]?.name ?? '';
