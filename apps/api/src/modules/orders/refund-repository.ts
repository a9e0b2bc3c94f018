import { and, desc, eq, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { OrderKindName } from './repository.js';
import type { DbOrTx } from '../../db/client.js';
import {
  orderLines,
  orders,
  refundLines,
  refunds,
  shopOrderDetails,
  ticketPasses,
  users,
} from '../../db/schema/index.js';

export const insertRefund = async (tx: DbOrTx, v: typeof refunds.$inferInsert) =>
  (await tx.insert(refunds).values(v).returning())[0]!;

export const insertRefundLines = async (tx: DbOrTx, rows: (typeof refundLines.$inferInsert)[]) => {
  if (rows.length > 0) await tx.insert(refundLines).values(rows);
};

export const refundLinesOf = (db: DbOrTx, refundId: number) =>
  db.select().from(refundLines).where(eq(refundLines.refundId, refundId)).orderBy(refundLines.id);

/**
 * Count units of order lines as refunded, one statement for all lines; a line never goes above its
 * quantity (the row is then left out and the caller sees fewer rows than it asked for).
 */
export async function addRefunded(tx: DbOrTx, items: { lineId: number; quantity: number }[]): Promise<number> {
  if (items.length === 0) return 0;
  const ids = sql.join(
    items.map((i) => sql`${i.lineId}`),
    sql`, `,
  );
  const ns = sql.join(
    items.map((i) => sql`${i.quantity}`),
    sql`, `,
  );
  const rows = await tx
    .update(orderLines)
    .set({ refundedQuantity: sql`${orderLines.refundedQuantity} + v.n` })
    .from(sql`(select unnest(array[${ids}]::int[]) as id, unnest(array[${ns}]::int[]) as n) v`)
    .where(sql`${orderLines.id} = v.id and ${orderLines.refundedQuantity} + v.n <= ${orderLines.quantity}`)
    .returning({ id: orderLines.id });
  return rows.length;
}

/** One family's refund records of a member (tickets and the shop each list their own). */
export async function pageUserRefunds(db: DbOrTx, userId: number, kind: OrderKindName, offset: number, limit: number) {
  const where = and(eq(refunds.userId, userId), eq(orders.kind, kind));
  const [rows, [n]] = await Promise.all([
    db
      .select({ refund: refunds, orderNo: orders.orderNo, currency: orders.currency })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(where)
      .orderBy(desc(refunds.appliedAt), desc(refunds.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(where),
  ]);
  return { rows, total: Number(n?.n ?? 0) };
}

const staffSelect = {
  refund: refunds,
  orderNo: orders.orderNo,
  kind: orders.kind,
  currency: orders.currency,
  paidCents: orders.totalCents,
  userEmail: users.email,
  titleZh: sql<string>`(select ${orderLines.titleZh} from ${orderLines} where ${orderLines.orderId} = ${orders.id} order by ${orderLines.id} limit 1)`,
  titleEn: sql<string>`(select ${orderLines.titleEn} from ${orderLines} where ${orderLines.orderId} = ${orders.id} order by ${orderLines.id} limit 1)`,
  passQuantity: ticketPasses.quantity,
  passUsed: ticketPasses.usedQuantity,
  passRefunded: ticketPasses.refundedQuantity,
  shippedAt: shopOrderDetails.shippedAt,
};
export type StaffRefundRow = {
  refund: typeof refunds.$inferSelect;
  orderNo: string;
  kind: OrderKindName;
  currency: string;
  paidCents: number;
  userEmail: string | null;
  titleZh: string;
  titleEn: string;
  passQuantity: number | null;
  passUsed: number | null;
  passRefunded: number | null;
  shippedAt: Date | null;
};

/** The lines several requests name, with their titles, in one statement (the staff queue). */
export const namedLinesOf = (db: DbOrTx, refundIds: number[]) =>
  refundIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          refundId: refundLines.refundId,
          lineId: refundLines.lineId,
          quantity: refundLines.quantity,
          amountCents: refundLines.amountCents,
          titleZh: orderLines.titleZh,
          titleEn: orderLines.titleEn,
        })
        .from(refundLines)
        .innerJoin(orderLines, eq(orderLines.id, refundLines.lineId))
        .where(inArray(refundLines.refundId, refundIds))
        .orderBy(refundLines.id);

export async function pageAllRefunds(db: DbOrTx, status: number | undefined, offset: number, limit: number) {
  const where = status === undefined ? undefined : eq(refunds.status, status);
  const [rows, [n]] = await Promise.all([
    db
      .select(staffSelect)
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .innerJoin(users, eq(users.id, refunds.userId))
      .leftJoin(ticketPasses, eq(ticketPasses.orderId, orders.id))
      .leftJoin(shopOrderDetails, eq(shopOrderDetails.orderId, orders.id))
      .where(where)
      .orderBy(desc(refunds.appliedAt), desc(refunds.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(refunds).where(where),
  ]);
  return { rows: rows as StaffRefundRow[], total: Number(n?.n ?? 0) };
}

export const findStaffRefund = async (db: DbOrTx, id: number) =>
  (
    (await db
      .select(staffSelect)
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .innerJoin(users, eq(users.id, refunds.userId))
      .leftJoin(ticketPasses, eq(ticketPasses.orderId, orders.id))
      .leftJoin(shopOrderDetails, eq(shopOrderDetails.orderId, orders.id))
      .where(eq(refunds.id, id))
      .limit(1)) as StaffRefundRow[]
  )[0];

/** Decide a request still in approval; a second decision finds no row. */
export const decideRefund = async (
  tx: DbOrTx,
  id: number,
  v: { status: 2 | 3; result: string | null; processedAt: Date; processedBy: number; restock: boolean | null },
) =>
  (
    await tx
      .update(refunds)
      .set(v)
      .where(and(eq(refunds.id, id), eq(refunds.status, 1)))
      .returning()
  )[0];

/** Staff approve part of a request: its lines become the units approved, its amount and count follow. */
export async function narrowRefund(
  tx: DbOrTx,
  id: number,
  lines: { lineId: number; quantity: number; amountCents: number }[],
) {
  await tx.delete(refundLines).where(eq(refundLines.refundId, id));
  await insertRefundLines(
    tx,
    lines.map((l) => ({ refundId: id, ...l })),
  );
  const amountCents = lines.reduce((s, l) => s + l.amountCents, 0);
  const quantity = lines.reduce((s, l) => s + l.quantity, 0);
  return (await tx.update(refunds).set({ amountCents, quantity }).where(eq(refunds.id, id)).returning())[0]!;
}

/** A refund the provider still owes: what its call needs. */
export interface ProviderCall {
  id: number;
  providerRef: string;
  amountCents: number;
  /** Calls answered so far (the backoff and the last attempt are counted from it). */
  attempts: number;
}

/** The approval owes the provider a call: pending, and due for the sweep only once the request's own call had its time. */
export const markProviderPending = (tx: DbOrTx, id: number, retryAt: Date) =>
  tx.update(refunds).set({ providerState: 'pending', providerRetryAt: retryAt }).where(eq(refunds.id, id));

/**
 * Take up to `limit` refunds whose provider call is due, oldest first, in one statement: each one's retry
 * moves on to `until`, so no other process (or tick) calls the provider for it meanwhile; rows another
 * claim holds are skipped rather than waited for.
 */
export async function claimDueProviderCalls(
  db: DbOrTx,
  now: Date,
  until: Date,
  limit: number,
): Promise<ProviderCall[]> {
  const due = db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(isNotNull(refunds.providerRetryAt), lte(refunds.providerRetryAt, now)))
    .orderBy(refunds.providerRetryAt, refunds.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(refunds)
    .set({ providerRetryAt: until })
    .from(orders)
    .where(and(inArray(refunds.id, due), eq(orders.id, refunds.orderId), isNotNull(orders.providerRef)))
    .returning({
      id: refunds.id,
      providerRef: orders.providerRef,
      amountCents: refunds.amountCents,
      attempts: refunds.providerAttempts,
    });
  return rows.map((r) => ({ ...r, providerRef: r.providerRef! }));
}

/** The provider answered with its refund; a late answer after another call already recorded it changes nothing. */
export const recordProviderDone = (db: DbOrTx, id: number, ref: string) =>
  db
    .update(refunds)
    .set({
      providerState: 'done',
      providerRefundRef: ref,
      providerError: null,
      providerRetryAt: null,
      providerAttempts: sql`${refunds.providerAttempts} + 1`,
    })
    .where(and(eq(refunds.id, id), ne(refunds.providerState, 'done')));

/** The provider refused or failed: its reason kept for staff, the next try at `retryAt` (null: no more tries). */
export const recordProviderFailed = (db: DbOrTx, id: number, error: string, retryAt: Date | null) =>
  db
    .update(refunds)
    .set({
      providerState: 'failed',
      providerError: error,
      providerRetryAt: retryAt,
      providerAttempts: sql`${refunds.providerAttempts} + 1`,
    })
    .where(and(eq(refunds.id, id), ne(refunds.providerState, 'done')));
