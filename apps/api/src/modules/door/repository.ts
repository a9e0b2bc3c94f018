import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  doorKeys,
  doorScans,
  orderDisputes,
  orderLines,
  orders,
  refunds,
  theatres,
  ticketPasses,
  ticketSales,
  tickets,
  ticketTransfers,
} from '../../db/schema/index.js';

/** The door's SQL: the signing key row, the passes of a performance, the scans recorded. */

export const storedKey = async (db: DbOrTx) =>
  (await db.select({ k: doorKeys.privateKey }).from(doorKeys).where(eq(doorKeys.id, 1)).limit(1))[0]?.k;

/** Keeps `key` unless another process stored one first; answers the key that is kept. */
export async function storeKeyOnce(db: DbOrTx, key: string, now: Date): Promise<string> {
  await db.insert(doorKeys).values({ id: 1, privateKey: key, createdAt: now }).onConflictDoNothing();
  return (await storedKey(db)) ?? key;
}

const underReview = sql<boolean>`exists (select 1 from ${refunds} where ${refunds.orderId} = ${ticketPasses.orderId} and ${refunds.status} = 1)`;
/** The order's payment is disputed with the bank (a chargeback still open). */
const disputed = sql<boolean>`exists (select 1 from ${orderDisputes} where ${orderDisputes.orderId} = ${ticketPasses.orderId} and ${orderDisputes.status} = 'open')`;

/** One ticket order's pass with its performance, order state and category (the line's). */
const passColumns = {
  orderId: ticketPasses.orderId,
  orderNo: orders.orderNo,
  payStatus: orders.payStatus,
  performanceId: ticketSales.theatreId,
  eventAt: ticketSales.eventAt,
  validUntil: ticketSales.validUntil,
  paidAt: orders.paidAt,
  quantity: ticketPasses.quantity,
  usedQuantity: ticketPasses.usedQuantity,
  refundedQuantity: ticketPasses.refundedQuantity,
  refundedAt: ticketPasses.refundedAt,
  underReview,
  disputed,
  categoryZh: sql<
    string | null
  >`(select ${orderLines.categoryZh} from ${orderLines} where ${orderLines.orderId} = ${ticketPasses.orderId} order by ${orderLines.id} limit 1)`,
  categoryEn: sql<
    string | null
  >`(select ${orderLines.categoryEn} from ${orderLines} where ${orderLines.orderId} = ${ticketPasses.orderId} order by ${orderLines.id} limit 1)`,
};

const passQuery = (db: DbOrTx) =>
  db
    .select(passColumns)
    .from(ticketPasses)
    .innerJoin(ticketSales, eq(ticketSales.id, ticketPasses.saleId))
    .innerJoin(orders, eq(orders.id, ticketPasses.orderId));

/** Every ticket pass of a performance's sales (paid orders only have passes). */
export const passesOfPerformance = (db: DbOrTx, performanceId: number) =>
  passQuery(db).where(eq(ticketSales.theatreId, performanceId)).orderBy(ticketPasses.orderId);
export type DoorPass = Awaited<ReturnType<typeof passesOfPerformance>>[number];

/** When a refund was asked for or decided on a pass, the pass voided, its order closed, a dispute opened or closed, or one of its tickets was given to another member (issue 34): the latest of these. */
const revocationChangedAt = sql`greatest(${ticketPasses.refundedAt}, ${orders.closedAt}, (select max(greatest(${refunds.appliedAt}, ${refunds.processedAt})) from ${refunds} where ${refunds.orderId} = ${ticketPasses.orderId}), (select max(greatest(${orderDisputes.openedAt}, ${orderDisputes.closedAt})) from ${orderDisputes} where ${orderDisputes.orderId} = ${ticketPasses.orderId}), (select max(${ticketTransfers.completedAt}) from ${ticketTransfers} join ${tickets} on ${tickets.id} = ${ticketTransfers.ticketId} where ${tickets.orderId} = ${ticketPasses.orderId}))`;

/** The passes of a performance whose refund or cancellation state changed at or after `from` (null: every one that ever changed). */
export const revocationChanges = (db: DbOrTx, performanceId: number, from: Date | null) =>
  passQuery(db)
    .where(
      and(
        eq(ticketSales.theatreId, performanceId),
        from
          ? sql`${revocationChangedAt} >= ${from.toISOString()}::timestamptz`
          : sql`${revocationChangedAt} is not null`,
      ),
    )
    .orderBy(ticketPasses.orderId);

export const passesByOrders = async (db: DbOrTx, orderIds: number[]): Promise<DoorPass[]> =>
  orderIds.length === 0 ? [] : passQuery(db).where(inArray(ticketPasses.orderId, orderIds));

export const orderIdsByTokens = (db: DbOrTx, tokens: string[]) =>
  tokens.length === 0
    ? Promise.resolve([])
    : db
        .select({ orderId: ticketPasses.orderId, token: ticketPasses.qrToken })
        .from(ticketPasses)
        .where(inArray(ticketPasses.qrToken, tokens));

export const qrTokenOf = async (db: DbOrTx, orderId: number) =>
  (await db.select({ t: ticketPasses.qrToken }).from(ticketPasses).where(eq(ticketPasses.orderId, orderId)).limit(1))[0]
    ?.t;

export type NewScan = typeof doorScans.$inferInsert;

/** Records the scans not seen before (by nonce) and answers those only: a retried batch records nothing twice. */
export const insertScans = (tx: DbOrTx, rows: NewScan[]) =>
  rows.length === 0
    ? Promise.resolve([])
    : tx
        .insert(doorScans)
        .values(rows)
        .onConflictDoNothing({ target: doorScans.nonce })
        .returning({ id: doorScans.id, nonce: doorScans.nonce });

export const scansByNonces = (db: DbOrTx, nonces: string[]) =>
  nonces.length === 0 ? Promise.resolve([]) : db.select().from(doorScans).where(inArray(doorScans.nonce, nonces));

/** Each recorded scan's outcome, in one statement. */
export async function setOutcomes(
  tx: DbOrTx,
  rows: { id: number; outcome: string; admitted: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((r) => sql`(${r.id}::int, ${r.outcome}::text, ${r.admitted}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${doorScans} set outcome = v.outcome, admitted = v.admitted from (values ${values}) as v(id, outcome, admitted) where ${doorScans.id} = v.id`,
  );
}

/** Sold (paid, not refunded) and admitted seats of a performance. */
export async function counts(db: DbOrTx, performanceId: number) {
  const [row] = await db
    .select({
      sold: sql<number>`coalesce(sum(${ticketPasses.quantity} - ${ticketPasses.refundedQuantity}), 0)::int`,
      admitted: sql<number>`coalesce(sum(${ticketPasses.usedQuantity}), 0)::int`,
    })
    .from(ticketPasses)
    .innerJoin(ticketSales, eq(ticketSales.id, ticketPasses.saleId))
    .where(eq(ticketSales.theatreId, performanceId));
  return { sold: Number(row?.sold ?? 0), admitted: Number(row?.admitted ?? 0) };
}

export const recentScans = (db: DbOrTx, performanceId: number, limit: number) =>
  db
    .select({ scan: doorScans, orderNo: orders.orderNo })
    .from(doorScans)
    .leftJoin(orders, eq(orders.id, doorScans.orderId))
    .where(eq(doorScans.performanceId, performanceId))
    .orderBy(desc(doorScans.scannedAt), desc(doorScans.id))
    .limit(limit);

export const conflictScans = (db: DbOrTx, performanceId: number, limit: number) =>
  db
    .select({ scan: doorScans, orderNo: orders.orderNo })
    .from(doorScans)
    .leftJoin(orders, eq(orders.id, doorScans.orderId))
    .where(
      and(
        eq(doorScans.performanceId, performanceId),
        inArray(doorScans.outcome, ['conflict', 'revoked', 'transferred']),
      ),
    )
    .orderBy(desc(doorScans.scannedAt), desc(doorScans.id))
    .limit(limit);

export const conflictCount = async (db: DbOrTx, performanceId: number) =>
  Number(
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(doorScans)
        .where(
          and(
            eq(doorScans.performanceId, performanceId),
            inArray(doorScans.outcome, ['conflict', 'revoked', 'transferred']),
          ),
        )
    )[0]?.n ?? 0,
  );

export const performanceOf = async (db: DbOrTx, id: number) =>
  (
    await db
      .select({ id: theatres.id, startAt: theatres.startAt, endAt: theatres.endAt })
      .from(theatres)
      .where(eq(theatres.id, id))
      .limit(1)
  )[0];
