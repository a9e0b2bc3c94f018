import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orderDisputes, orders, refunds, ticketPasses, tickets } from '../../db/schema/index.js';

/** The SQL of one ticket per admission (issue 34): the rows, their admission and their refunds. */

export type SeatRow = typeof tickets.$inferSelect & { buyerId: number; underReview: boolean };

const underReview = sql<boolean>`exists (select 1 from ${refunds} where ${refunds.id} = ${tickets.refundId} and ${refunds.status} = 1)`;

/** The tickets of these orders, each with its buyer and whether a refund under review names it; in seat order. */
export const seatsOf = async (db: DbOrTx, orderIds: number[]): Promise<SeatRow[]> =>
  orderIds.length === 0
    ? []
    : db
        .select({ ticket: tickets, buyerId: orders.userId, underReview })
        .from(tickets)
        .innerJoin(orders, eq(orders.id, tickets.orderId))
        .where(inArray(tickets.orderId, orderIds))
        .orderBy(asc(tickets.orderId), asc(tickets.seq))
        .then((rows) => rows.map((r) => ({ ...r.ticket, buyerId: r.buyerId, underReview: r.underReview })));

/** A paid order's tickets, seats 1..n, held by the buyer. */
export const insertSeats = (tx: DbOrTx, orderId: number, holderId: number, n: number) =>
  n <= 0
    ? Promise.resolve()
    : tx
        .insert(tickets)
        .values(Array.from({ length: Math.min(n, 255) }, (_, i) => ({ orderId, seq: i + 1, holderId })));

/** The ids a statement's `returning` answered. */
const ids = async (tx: DbOrTx, q: SQL) => ((await tx.execute(q)) as unknown as { rows: { id: number }[] }).rows;

/** Whether a ticket admits now: unused, not refunded, not named by a refund under review. */
const admits = sql`${tickets.usedAt} is null and ${tickets.refundedAt} is null and not ${underReview}`;

/**
 * Admits up to n tickets of an order once (however many scanners send the code at the same time): the one
 * a ticket's code names (its seat and generation), else the buyer's own in seat order (the order's code,
 * a typed order number). Nothing while the order's pass is void or its payment disputed. The pass's used
 * count moves with them. Answers how many were admitted.
 */
export async function admitSeats(
  tx: DbOrTx,
  v: { orderId: number; seat?: { seq: number; generation: number }; n: number; at: Date },
): Promise<number> {
  const which = v.seat
    ? sql`${tickets.seq} = ${v.seat.seq} and ${tickets.generation} = ${v.seat.generation}`
    : sql`${tickets.holderId} = ${orders.userId}`;
  const picked = await ids(
    tx,
    sql`
    update ${tickets} set used_at = ${v.at.toISOString()}::timestamptz
    where ${tickets.id} in (
      select ${tickets.id} from ${tickets} join ${orders} on ${orders.id} = ${tickets.orderId} join ${ticketPasses} on ${ticketPasses.orderId} = ${tickets.orderId}
      where ${tickets.orderId} = ${v.orderId} and ${which} and ${admits} and ${ticketPasses.refundedAt} is null
        and not exists (select 1 from ${orderDisputes} where ${orderDisputes.orderId} = ${tickets.orderId} and ${orderDisputes.status} = 'open')
      order by ${tickets.seq} limit ${v.n} for update of ${tickets}
    ) and ${tickets.usedAt} is null
    returning ${tickets.id}`,
  );
  const n = picked.length;
  if (n > 0)
    await tx
      .update(ticketPasses)
      .set({ usedQuantity: sql`${ticketPasses.usedQuantity} + ${n}`, lastUsedAt: v.at })
      .where(eq(ticketPasses.orderId, v.orderId));
  return n;
}

/** A refund request names n of the buyer's unused tickets, the last seats first; answers how many it named. */
export async function nameForRefund(tx: DbOrTx, orderId: number, refundId: number, n: number): Promise<number> {
  const rows = await ids(
    tx,
    sql`
    update ${tickets} set refund_id = ${refundId}
    where ${tickets.id} in (
      select ${tickets.id} from ${tickets} join ${orders} on ${orders.id} = ${tickets.orderId}
      where ${tickets.orderId} = ${orderId} and ${tickets.holderId} = ${orders.userId} and ${admits}
      order by ${tickets.seq} desc limit ${n} for update of ${tickets}
    )
    returning ${tickets.id}`,
  );
  return rows.length;
}

/**
 * An approved refund gives back n tickets: those its request named first, then other unused tickets of the
 * buyer, the last seats first. Tickets it named but did not give back (a part approved) admit again.
 * Answers how many were refunded.
 */
export async function refundSeats(
  tx: DbOrTx,
  orderId: number,
  refundId: number | undefined,
  n: number,
  at: Date,
): Promise<number> {
  const rid = refundId ?? 0;
  const rows = await ids(
    tx,
    sql`
    update ${tickets} set refunded_at = ${at.toISOString()}::timestamptz, refund_id = coalesce(${refundId ?? null}::int, ${tickets.refundId})
    where ${tickets.id} in (
      select ${tickets.id} from ${tickets} join ${orders} on ${orders.id} = ${tickets.orderId}
      where ${tickets.orderId} = ${orderId} and ${tickets.holderId} = ${orders.userId} and ${tickets.usedAt} is null and ${tickets.refundedAt} is null
      order by (${tickets.refundId} is not distinct from ${rid}) desc, ${tickets.seq} desc limit ${n} for update of ${tickets}
    )
    returning ${tickets.id}`,
  );
  if (refundId !== undefined)
    await tx
      .update(tickets)
      .set({ refundId: null })
      .where(and(eq(tickets.orderId, orderId), eq(tickets.refundId, refundId), sql`${tickets.refundedAt} is null`));
  return rows.length;
}

/** Tickets of a paid order no refund may name: admitted, or held by someone other than the buyer. */
export async function unrefundableSeats(db: DbOrTx, orderId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(
      and(
        eq(tickets.orderId, orderId),
        sql`${tickets.refundedAt} is null`,
        sql`(${tickets.usedAt} is not null or ${tickets.holderId} <> ${orders.userId})`,
      ),
    );
  return Number(row?.n ?? 0);
}
