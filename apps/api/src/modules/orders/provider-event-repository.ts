import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orderDisputes, orders, refunds } from '../../db/schema/index.js';

export type DisputeRow = typeof orderDisputes.$inferSelect;

/** The order row locked for the rest of the transaction: deliveries of one payment's events go one at a time. */
export const lockOrder = async (tx: DbOrTx, id: number) =>
  (await tx.select().from(orders).where(eq(orders.id, id)).for('update').limit(1))[0];

/** Which of these provider refund (or dispute) ids are already recorded. */
export async function recordedRefundRefs(db: DbOrTx, refs: string[]): Promise<Set<string>> {
  if (refs.length === 0) return new Set();
  const rows = await db
    .select({ ref: refunds.providerRefundRef })
    .from(refunds)
    .where(inArray(refunds.providerRefundRef, refs));
  return new Set(rows.map((r) => r.ref!));
}

/** A refund the provider already made, recorded as approved and done; none when its id is recorded (a redelivery). */
export const insertExternalRefund = async (tx: DbOrTx, v: typeof refunds.$inferInsert) =>
  (
    await tx
      .insert(refunds)
      .values({ ...v, external: true, status: 2, providerState: 'done' })
      .onConflictDoNothing({ target: refunds.providerRefundRef, where: sql`${refunds.providerRefundRef} is not null` })
      .returning()
  )[0];

/** The units a full refund gives back are written on its row after it was inserted. */
export const setRefundQuantity = (tx: DbOrTx, id: number, quantity: number) =>
  tx.update(refunds).set({ quantity }).where(eq(refunds.id, id));

/** A dispute opened once by its provider id; none when it is already known. */
export const insertDispute = async (tx: DbOrTx, v: typeof orderDisputes.$inferInsert) =>
  (await tx.insert(orderDisputes).values(v).onConflictDoNothing({ target: orderDisputes.providerRef }).returning())[0];

/** Close an open dispute once; a redelivered close finds it closed. */
export const closeDispute = async (tx: DbOrTx, providerRef: string, status: 'won' | 'lost', now: Date) =>
  (
    await tx
      .update(orderDisputes)
      .set({ status, closedAt: now })
      .where(and(eq(orderDisputes.providerRef, providerRef), eq(orderDisputes.status, 'open')))
      .returning()
  )[0];

export const disputeByRef = async (db: DbOrTx, providerRef: string) =>
  (await db.select().from(orderDisputes).where(eq(orderDisputes.providerRef, providerRef)).limit(1))[0];

export const disputesOf = (db: DbOrTx, orderId: number) =>
  db
    .select()
    .from(orderDisputes)
    .where(eq(orderDisputes.orderId, orderId))
    .orderBy(orderDisputes.openedAt, orderDisputes.id);
