import { RefundStatus } from '@nanhua/contract';
import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cappedCount, cappedTotal } from '../../db/query.js';
import { orderLines, orders, refunds } from '../../db/schema/index.js';

export type OrderRow = typeof orders.$inferSelect;
export type LineRow = typeof orderLines.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type OrderKindName = OrderRow['kind'];
/** A new order's row, as the order core drafts it (orders/service.ts `draft`). */
export type NewOrderRow = typeof orders.$inferInsert &
  Pick<
    OrderRow,
    | 'orderNo'
    | 'userId'
    | 'kind'
    | 'totalCents'
    | 'discountCents'
    | 'paymentMethod'
    | 'remarks'
    | 'provider'
    | 'providerRef'
    | 'clientSecret'
    | 'createdAt'
    | 'expiresAt'
  >;

export async function insertOrder(
  tx: DbOrTx,
  o: typeof orders.$inferInsert,
  lines: Omit<typeof orderLines.$inferInsert, 'orderId'>[],
) {
  const [row] = await tx.insert(orders).values(o).returning();
  if (lines.length > 0) await tx.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: row!.id })));
  return row!;
}

export const setPayment = (db: DbOrTx, id: number, providerRef: string, clientSecret: string | null) =>
  db.update(orders).set({ providerRef, clientSecret }).where(eq(orders.id, id));

export const findOwnedOrder = async (db: DbOrTx, userId: number, kind: OrderKindName, orderNo: string) =>
  (
    await db
      .select()
      .from(orders)
      .where(
        and(eq(orders.orderNo, orderNo), eq(orders.userId, userId), eq(orders.kind, kind), isNull(orders.deletedAt)),
      )
      .limit(1)
  )[0];

export const findOrderById = async (db: DbOrTx, id: number) =>
  (await db.select().from(orders).where(eq(orders.id, id)).limit(1))[0];
export const ordersByIds = (db: DbOrTx, ids: number[]) =>
  ids.length === 0 ? Promise.resolve([] as OrderRow[]) : db.select().from(orders).where(inArray(orders.id, ids));
export const findOrderByRef = async (db: DbOrTx, ref: string) =>
  (await db.select().from(orders).where(eq(orders.providerRef, ref)).limit(1))[0];

export async function pageOwnedOrders(db: DbOrTx, userId: number, kind: OrderKindName, offset: number, limit: number) {
  const where = and(eq(orders.userId, userId), eq(orders.kind, kind), isNull(orders.deletedAt));
  const found = await db
    .select({ order: orders, total: cappedTotal(orders, where, offset, limit) })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
  // Only a page past the end needs the count on its own.
  const total = found[0] ? Number(found[0].total) : await cappedCount(db, orders, where, offset, limit);
  return { rows: found.map((r) => r.order), total };
}

export const linesOf = (db: DbOrTx, orderIds: number[]) =>
  orderIds.length === 0
    ? Promise.resolve([] as LineRow[])
    : db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(orderLines.id);

/** The newest refund request of each order. */
export async function latestRefunds(db: DbOrTx, orderIds: number[]): Promise<Map<number, RefundRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([refunds.orderId])
    .from(refunds)
    .where(inArray(refunds.orderId, orderIds))
    .orderBy(refunds.orderId, desc(refunds.appliedAt), desc(refunds.id));
  return new Map(rows.map((r) => [r.orderId, r]));
}

/** What approved refunds gave back, per order (an order without any is absent). */
export async function refundedCents(db: DbOrTx, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: refunds.orderId, cents: sql<number>`sum(${refunds.amountCents})::int` })
    .from(refunds)
    .where(and(inArray(refunds.orderId, orderIds), eq(refunds.status, RefundStatus.Approved)))
    .groupBy(refunds.orderId);
  return new Map(rows.map((r) => [r.orderId, Number(r.cents)]));
}

/**
 * Close unpaid orders: the conditional update is the claim, so of several sweepers (or a sweeper
 * and a cancel) exactly one gets each row back and only that one returns the seats.
 */
export function closeUnpaid(tx: DbOrTx, now: Date, status: 2 | 3, only?: number) {
  const due = status === 3 ? lte(orders.expiresAt, now) : sql`${orders.expiresAt} > ${now.toISOString()}::timestamptz`;
  return tx
    .update(orders)
    .set({ payStatus: status, closedAt: now })
    .where(and(eq(orders.payStatus, 0), due, only === undefined ? undefined : eq(orders.id, only)))
    .returning({ id: orders.id, kind: orders.kind, userId: orders.userId, orderNo: orders.orderNo });
}

/** Paid exactly once: replays and racing confirmations find pay_status no longer 0. */
export const markPaid = async (tx: DbOrTx, id: number, now: Date) =>
  (
    await tx
      .update(orders)
      .set({ payStatus: 1, paidAt: now })
      .where(
        and(eq(orders.id, id), eq(orders.payStatus, 0), sql`${orders.expiresAt} > ${now.toISOString()}::timestamptz`),
      )
      .returning()
  )[0];

export const softDeleteOrder = (db: DbOrTx, id: number, now: Date) =>
  db.update(orders).set({ deletedAt: now }).where(eq(orders.id, id));
