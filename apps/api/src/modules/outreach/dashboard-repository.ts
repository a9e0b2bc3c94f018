import { PayStatus, RefundStatus, UserType, limits } from '@nanhua/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { feedback, orderLines, orders, refunds, shopOrderDetails, users } from '../../db/schema/index.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/**
 * Money per company day and kind since `from`, one statement: what paid orders were paid, on the day
 * they were paid (orders_paid_kind_idx), and what approved refunds gave back, on the day they were
 * decided (refunds_approved_processed_idx), each with its count.
 */
export async function moneyPerDay(db: DbOrTx, from: Date) {
  const tz = limits.timeZone;
  const since = sql`${from.toISOString()}::timestamptz`;
  const res = await db.execute(sql`
    select to_char(${orders.paidAt} at time zone ${tz}, 'YYYY-MM-DD') as day, ${orders.kind} as kind, 'paid' as what,
           count(*)::int as n, sum(${orders.totalCents})::bigint as cents
    from ${orders}
    where ${orders.kind} in ('ticket', 'shop', 'member') and ${orders.paidAt} >= ${since} and ${orders.payStatus} = ${PayStatus.Paid}
    group by 1, 2
    union all
    select to_char(${refunds.processedAt} at time zone ${tz}, 'YYYY-MM-DD'), ${orders.kind}, 'refund',
           count(*)::int, sum(${refunds.amountCents})::bigint
    from ${refunds} join ${orders} on ${orders.id} = ${refunds.orderId}
    where ${refunds.status} = ${RefundStatus.Approved} and ${refunds.processedAt} >= ${since}
    group by 1, 2`);
  return rowsOf<{ day: string; kind: 'ticket' | 'shop' | 'member'; what: 'paid' | 'refund'; n: number; cents: number }>(
    res,
  ).map((r) => ({ ...r, n: Number(r.n), cents: Number(r.cents) }));
}

/** Paid shop orders not shipped yet, less those refunded whole (shop_order_details_to_ship_idx). */
export async function shopToShip(db: DbOrTx): Promise<number> {
  const res = await db.execute(sql`
    select count(*)::int as n
    from ${shopOrderDetails} d join ${orders} o on o.id = d.order_id
    where d.shipped_at is null and o.pay_status = ${PayStatus.Paid}
      and exists (select 1 from ${orderLines} l where l.order_id = o.id and l.quantity > l.refunded_quantity)`);
  return Number(rowsOf<{ n: number }>(res)[0]?.n ?? 0);
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
