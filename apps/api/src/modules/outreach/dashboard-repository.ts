import { PayStatus, UserType } from '@nanhua/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { feedback, orders, ticketSales, users } from '../../db/schema/index.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** Paid orders' cents per UTC day and kind since `from` (one grouped query for the three kinds). */
export async function salesPerDay(db: DbOrTx, from: Date) {
  const res = await db.execute(sql`
    select to_char(${orders.paidAt} at time zone 'UTC', 'YYYY-MM-DD') as day, ${orders.kind} as kind, sum(${orders.totalCents})::int as cents
    from ${orders}
    where ${orders.paidAt} is not null and ${orders.paidAt} >= ${from.toISOString()}::timestamptz and ${orders.payStatus} = ${PayStatus.Paid}
      and ${orders.kind} in ('ticket', 'shop', 'member')
    group by 1, 2`);
  return rowsOf<{ day: string; kind: 'ticket' | 'shop' | 'member'; cents: number }>(res);
}

/** Seats sold (total − remaining) of the sales whose performance is still ahead, soonest first. */
export async function seatsUpcoming(db: DbOrTx, now: Date, limit: number) {
  return db
    .select({
      id: ticketSales.id,
      titleZh: ticketSales.titleZh,
      titleEn: ticketSales.titleEn,
      eventAt: ticketSales.eventAt,
      total: ticketSales.totalSeats,
      remaining: ticketSales.remaining,
    })
    .from(ticketSales)
    .where(sql`${ticketSales.eventAt} >= ${now.toISOString()}::timestamptz`)
    .orderBy(ticketSales.eventAt, ticketSales.id)
    .limit(limit);
}

/** Active members by tier now (a lapsed membership counts as ordinary). */
export async function membersByTier(db: DbOrTx, now: Date) {
  const res = await db.execute(sql`
    select case when ${users.userType} in (${UserType.Super}, ${UserType.Annual}, ${UserType.Monthly})
                 and ${users.memberExpiresAt} is not null and ${users.memberExpiresAt} <= ${now.toISOString()}::timestamptz
           then ${UserType.Ordinary} else ${users.userType} end as tier, count(*)::int as n
    from ${users}
    where ${users.role} = 'member' and ${users.status} = 'active'
    group by 1 order by 1`);
  return rowsOf<{ tier: number; n: number }>(res).map((r) => ({ tier: Number(r.tier), count: Number(r.n) }));
}

export async function feedbackDue(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(feedback)
    .where(sql`${feedback.repliedAt} is null`);
  return Number(row?.n ?? 0);
}
