import { and, desc, eq, sql } from 'drizzle-orm';
import type { OrderKindName } from './repository.js';
import type { DbOrTx } from '../../db/client.js';
import { orderLines, orders, refundLines, refunds, users } from '../../db/schema/index.js';

export const insertRefund = async (tx: DbOrTx, v: typeof refunds.$inferInsert) => (await tx.insert(refunds).values(v).returning())[0]!;

export const insertRefundLines = async (tx: DbOrTx, rows: (typeof refundLines.$inferInsert)[]) => {
  if (rows.length > 0) await tx.insert(refundLines).values(rows);
};

export const refundLinesOf = (db: DbOrTx, refundId: number) => db.select().from(refundLines).where(eq(refundLines.refundId, refundId)).orderBy(refundLines.id);

/**
 * Count units of order lines as refunded, one statement for all lines; a line never goes above its
 * quantity (the row is then left out and the caller sees fewer rows than it asked for).
 */
export async function addRefunded(tx: DbOrTx, items: { lineId: number; quantity: number }[]): Promise<number> {
  if (items.length === 0) return 0;
  const ids = sql.join(items.map((i) => sql`${i.lineId}`), sql`, `);
  const ns = sql.join(items.map((i) => sql`${i.quantity}`), sql`, `);
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
    db.select({ n: sql<number>`count(*)::int` }).from(refunds).innerJoin(orders, eq(orders.id, refunds.orderId)).where(where),
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
};
export type StaffRefundRow = { refund: typeof refunds.$inferSelect; orderNo: string; kind: OrderKindName; currency: string; paidCents: number; userEmail: string | null; titleZh: string; titleEn: string };

export async function pageAllRefunds(db: DbOrTx, status: number | undefined, offset: number, limit: number) {
  const where = status === undefined ? undefined : eq(refunds.status, status);
  const [rows, [n]] = await Promise.all([
    db
      .select(staffSelect)
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .innerJoin(users, eq(users.id, refunds.userId))
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
      .where(eq(refunds.id, id))
      .limit(1)) as StaffRefundRow[]
  )[0];

/** Decide a request still in approval; a second decision finds no row. */
export const decideRefund = async (tx: DbOrTx, id: number, v: { status: 2 | 3; result: string | null; processedAt: Date; processedBy: number; restock: boolean | null }) =>
  (
    await tx
      .update(refunds)
      .set(v)
      .where(and(eq(refunds.id, id), eq(refunds.status, 1)))
      .returning()
  )[0];

export const setRefundRef = (tx: DbOrTx, id: number, ref: string) => tx.update(refunds).set({ providerRefundRef: ref }).where(eq(refunds.id, id));
