import { and, desc, eq, sql } from 'drizzle-orm';
import type { OrderKindName } from './repository.js';
import type { DbOrTx } from '../../db/client.js';
import { orderLines, orders, refunds, users } from '../../db/schema/index.js';

export const insertRefund = async (tx: DbOrTx, v: typeof refunds.$inferInsert) => (await tx.insert(refunds).values(v).returning())[0]!;

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
  currency: orders.currency,
  paidCents: orders.totalCents,
  userEmail: users.email,
  titleZh: sql<string>`(select ${orderLines.titleZh} from ${orderLines} where ${orderLines.orderId} = ${orders.id} order by ${orderLines.id} limit 1)`,
  titleEn: sql<string>`(select ${orderLines.titleEn} from ${orderLines} where ${orderLines.orderId} = ${orders.id} order by ${orderLines.id} limit 1)`,
};
export type StaffRefundRow = { refund: typeof refunds.$inferSelect; orderNo: string; currency: string; paidCents: number; userEmail: string | null; titleZh: string; titleEn: string };

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
export const decideRefund = async (tx: DbOrTx, id: number, v: { status: 2 | 3; result: string | null; processedAt: Date; processedBy: number }) =>
  (
    await tx
      .update(refunds)
      .set(v)
      .where(and(eq(refunds.id, id), eq(refunds.status, 1)))
      .returning()
  )[0];

export const setRefundRef = (tx: DbOrTx, id: number, ref: string) => tx.update(refunds).set({ providerRefundRef: ref }).where(eq(refunds.id, id));
