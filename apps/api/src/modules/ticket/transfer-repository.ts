import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  orderDisputes,
  orderLines,
  orders,
  refunds,
  ticketPasses,
  ticketSales,
  tickets,
  ticketTransfers,
  users,
} from '../../db/schema/index.js';

/** The SQL of giving one ticket (issue 34 item 3): the ticket with what decides whether it may move, the move, the claim links. */

const underReview = sql<boolean>`exists (select 1 from ${refunds} where ${refunds.id} = ${tickets.refundId} and ${refunds.status} = 1)`;
const disputed = sql<boolean>`exists (select 1 from ${orderDisputes} where ${orderDisputes.orderId} = ${tickets.orderId} and ${orderDisputes.status} = 'open')`;
const firstLine = (col: SQL) =>
  sql<
    string | null
  >`(select ${col} from ${orderLines} where ${orderLines.orderId} = ${tickets.orderId} order by ${orderLines.id} limit 1)`;

/** One ticket with its order, pass, sale and category, and whether a refund under review names it or its payment is disputed. */
const ticketColumns = {
  id: tickets.id,
  orderId: tickets.orderId,
  seq: tickets.seq,
  generation: tickets.generation,
  holderId: tickets.holderId,
  usedAt: tickets.usedAt,
  refundedAt: tickets.refundedAt,
  underReview,
  disputed,
  buyerId: orders.userId,
  payStatus: orders.payStatus,
  paidAt: orders.paidAt,
  createdAt: orders.createdAt,
  quantity: ticketPasses.quantity,
  passRefundedAt: ticketPasses.refundedAt,
  saleId: ticketSales.id,
  performanceId: ticketSales.theatreId,
  titleZh: ticketSales.titleZh,
  titleEn: ticketSales.titleEn,
  poster: ticketSales.poster,
  venueZh: ticketSales.venueZh,
  venueEn: ticketSales.venueEn,
  eventAt: ticketSales.eventAt,
  validUntil: ticketSales.validUntil,
  categoryZh: firstLine(sql`${orderLines.categoryZh}`),
  categoryEn: firstLine(sql`${orderLines.categoryEn}`),
};

const ticketQuery = (db: DbOrTx) =>
  db
    .select(ticketColumns)
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(ticketPasses, eq(ticketPasses.orderId, tickets.orderId))
    .innerJoin(ticketSales, eq(ticketSales.id, ticketPasses.saleId));

export type HeldTicket = Awaited<ReturnType<typeof heldTicket>> & object;

/** The ticket `ticketId` if `holderId` holds it (else undefined: another member's is "not found"); `lock` in a transaction. */
export const heldTicket = async (db: DbOrTx, ticketId: number, holderId: number, lock = false) => {
  const q = ticketQuery(db).where(and(eq(tickets.id, ticketId), eq(tickets.holderId, holderId)));
  return (await (lock ? q.for('update', { of: tickets }) : q).limit(1))[0];
};

/** The ticket itself, whoever holds it (a claim link's). */
export const ticketById = async (db: DbOrTx, ticketId: number, lock = false) => {
  const q = ticketQuery(db).where(eq(tickets.id, ticketId));
  return (await (lock ? q.for('update', { of: tickets }) : q).limit(1))[0];
};

/** An active member account by its e-mail (stored lower-cased; compared so). */
export const memberByEmail = async (db: DbOrTx, email: string) =>
  (
    await db
      .select({ id: users.id, nickName: users.nickName, locale: users.locale })
      .from(users)
      .where(
        and(
          sql`lower(${users.email}) = ${email.toLowerCase()}`,
          eq(users.role, 'member'),
          eq(users.status, 'active'),
          isNull(users.deletedAt),
        ),
      )
      .limit(1)
  )[0];

export const nameOf = async (db: DbOrTx, userId: number) =>
  (await db.select({ nickName: users.nickName }).from(users).where(eq(users.id, userId)).limit(1))[0]?.nickName ?? '';

/** Moves the ticket from `fromId` to `toId` and its generation on, if it is still unused, not refunded and held by `fromId`; answers the new generation. */
export async function moveTicket(
  tx: DbOrTx,
  ticketId: number,
  fromId: number,
  toId: number,
): Promise<number | undefined> {
  const [row] = await tx
    .update(tickets)
    .set({ holderId: toId, generation: sql`${tickets.generation} + 1` })
    .where(
      and(
        eq(tickets.id, ticketId),
        eq(tickets.holderId, fromId),
        isNull(tickets.usedAt),
        isNull(tickets.refundedAt),
        sql`${tickets.generation} < 255`,
      ),
    )
    .returning({ generation: tickets.generation });
  return row?.generation;
}

/** Cancels the open claim link of a ticket, if any; answers whether one was open. */
export async function cancelOpenLinks(tx: DbOrTx, ticketId: number, at: Date): Promise<boolean> {
  const rows = await tx
    .update(ticketTransfers)
    .set({ cancelledAt: at })
    .where(
      and(
        eq(ticketTransfers.ticketId, ticketId),
        sql`${ticketTransfers.tokenHash} is not null`,
        isNull(ticketTransfers.completedAt),
        isNull(ticketTransfers.cancelledAt),
      ),
    )
    .returning({ id: ticketTransfers.id });
  return rows.length > 0;
}

export const insertTransfer = (tx: DbOrTx, row: typeof ticketTransfers.$inferInsert) =>
  tx.insert(ticketTransfers).values(row).returning({ id: ticketTransfers.id });

/** A claim link by its token's hash, locked in a transaction. */
export const linkByHash = async (db: DbOrTx, tokenHash: string, lock = false) => {
  const q = db.select().from(ticketTransfers).where(eq(ticketTransfers.tokenHash, tokenHash));
  return (await (lock ? q.for('update') : q).limit(1))[0];
};

/** The link is claimed by `toId` once: answers whether this call claimed it. */
export async function completeLink(
  tx: DbOrTx,
  id: number,
  toId: number,
  generation: number,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(ticketTransfers)
    .set({ toId, generation, completedAt: at })
    .where(and(eq(ticketTransfers.id, id), isNull(ticketTransfers.completedAt), isNull(ticketTransfers.cancelledAt)))
    .returning({ id: ticketTransfers.id });
  return rows.length > 0;
}

/** Who gave the ticket to its holder, and when: the latest completed move of it. */
const lastMove = sql`(select json_build_object('fromId', tt.from_id, 'at', tt.completed_at) from ${ticketTransfers} tt where tt.ticket_id = ${tickets.id} and tt.completed_at is not null order by tt.completed_at desc, tt.id desc limit 1)`;

/** The tickets other members gave `holderId` (held by them, bought by someone else), newest performance first; at most 100. With `ticketId`: that one they hold, theirs by purchase too (given back). */
export const receivedBy = (db: DbOrTx, holderId: number, ticketId?: number) =>
  db
    .select({
      ...ticketColumns,
      fromName: sql<string>`coalesce((select ${users.nickName} from ${users} where ${users.id} = (${lastMove}->>'fromId')::int), '')`,
      receivedAt: sql<string | null>`${lastMove}->>'at'`,
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(ticketPasses, eq(ticketPasses.orderId, tickets.orderId))
    .innerJoin(ticketSales, eq(ticketSales.id, ticketPasses.saleId))
    .where(
      and(
        eq(tickets.holderId, holderId),
        ticketId === undefined ? sql`${tickets.holderId} <> ${orders.userId}` : eq(tickets.id, ticketId),
      ),
    )
    .orderBy(desc(ticketSales.eventAt), desc(tickets.id))
    .limit(100);
