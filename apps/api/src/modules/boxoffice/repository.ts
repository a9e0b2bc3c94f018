import { limits, type BoxOfficeOrderState } from '@nanhua/contract';
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  auditLog,
  doorScans,
  orderDisputes,
  orderLines,
  orders,
  refundLines,
  refunds,
  shopOrderDetails,
  ticketPasses,
  userMessages,
  users,
} from '../../db/schema/index.js';

/** SQL only: the box office's reads over the order tables (writes go through the order core). */

export type OrderKindName = (typeof orders.$inferSelect)['kind'];

export interface OrderFilter {
  q?: string;
  /** Days (YYYY-MM-DD) in the company's time zone, both ends included. */
  from?: string;
  to?: string;
  kind?: OrderKindName;
  state?: BoxOfficeOrderState;
}

/** LIKE wildcards are literal in what staff type. */
const prefix = (s: string) => `${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const contains = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function stateCondition(state: BoxOfficeOrderState, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  switch (state) {
    case 'unpaid':
      return sql`${orders.payStatus} = 0 and ${orders.expiresAt} > ${at}`;
    case 'paid':
      return sql`${orders.payStatus} = 1`;
    case 'cancelled':
      return sql`${orders.payStatus} = 2`;
    case 'expired':
      return sql`(${orders.payStatus} = 3 or (${orders.payStatus} = 0 and ${orders.expiresAt} <= ${at}))`;
  }
}

/**
 * The search's condition on `orders` alone: the order number by prefix (orders_order_no_prefix_idx),
 * the member by e-mail prefix or name (matched in users first, then orders by user: orders_user_kind_idx),
 * kind, state and the creation day range (orders_created_idx / orders_kind_created_idx / orders_state_created_idx).
 */
export function orderWhere(f: OrderFilter, now: Date): SQL | undefined {
  const tz = limits.timeZone;
  const q = f.q?.trim();
  const members = q
    ? sql`${orders.userId} in (select ${users.id} from ${users} where lower(${users.email}) like ${prefix(q.toLowerCase())} or ${users.nickName} ilike ${contains(q)})`
    : undefined;
  return and(
    q ? or(sql`${orders.orderNo} like ${prefix(q.toUpperCase())}`, members) : undefined,
    f.kind ? eq(orders.kind, f.kind) : undefined,
    f.state ? stateCondition(f.state, now) : undefined,
    f.from ? sql`${orders.createdAt} >= (${f.from}::date)::timestamp at time zone ${tz}` : undefined,
    f.to ? sql`${orders.createdAt} < ((${f.to}::date + 1)::timestamp at time zone ${tz})` : undefined,
  );
}

// The line reads are scalar subqueries of the select list on purpose, not a lateral join: PostgreSQL
// evaluates such costly output columns after the sort and limit, so a page (or the capped export) reads
// the lines of only the orders it returns, where a lateral join would read them for every match first.
const rowSelect = {
  order: orders,
  memberName: users.nickName,
  memberEmail: users.email,
  memberLocale: users.locale,
  titleZh: sql<
    string | null
  >`(select ${orderLines.titleZh} from ${orderLines} where ${orderLines.orderId} = ${orders.id} order by ${orderLines.id} limit 1)`,
  titleEn: sql<
    string | null
  >`(select ${orderLines.titleEn} from ${orderLines} where ${orderLines.orderId} = ${orders.id} order by ${orderLines.id} limit 1)`,
  refundedUnits: sql<number>`(select cast(coalesce(sum(${orderLines.refundedQuantity}), 0) as integer) from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
  refundPending: sql<boolean>`exists (select 1 from ${refunds} where ${refunds.orderId} = ${orders.id} and ${refunds.status} = 1)`,
  refundedCents: sql<number>`(select cast(coalesce(sum(${refunds.amountCents}), 0) as integer) from ${refunds} where ${refunds.orderId} = ${orders.id} and ${refunds.status} = 2)`,
};
export type SearchRow = {
  order: typeof orders.$inferSelect;
  memberName: string;
  memberEmail: string | null;
  memberLocale: string;
  titleZh: string | null;
  titleEn: string | null;
  refundedUnits: number;
  refundPending: boolean;
  /** What approved refunds gave back. */
  refundedCents: number;
};

/** Newest first, `limit` rows from `offset` (the page, or the export's cap + 1). */
export async function searchOrders(
  db: DbOrTx,
  where: SQL | undefined,
  offset: number,
  limit: number,
): Promise<SearchRow[]> {
  const rows = await db
    .select(rowSelect)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({
    ...r,
    refundedUnits: Number(r.refundedUnits),
    refundedCents: Number(r.refundedCents),
    refundPending: r.refundPending === true || String(r.refundPending) === 't',
  }));
}

/** The match count, counted no further than `reach` rows (a lower bound past that, so staff page on). */
export async function countOrders(db: DbOrTx, where: SQL | undefined, reach: number): Promise<number> {
  const r = (await db.execute(
    sql`select cast(count(*) as integer) as n from (select 1 from ${orders}${where ? sql` where ${where}` : sql``} limit ${sql.raw(String(reach))}) as capped`,
  )) as { rows: { n: number | string }[] };
  return Number(r.rows[0]?.n ?? 0);
}

export async function findOrder(db: DbOrTx, kind: OrderKindName, id: number): Promise<SearchRow | undefined> {
  const rows = await searchOrders(db, and(eq(orders.id, id), eq(orders.kind, kind)), 0, 1);
  return rows[0];
}

export const linesOf = (db: DbOrTx, orderId: number) =>
  db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));

export const passOf = async (db: DbOrTx, orderId: number) =>
  (await db.select().from(ticketPasses).where(eq(ticketPasses.orderId, orderId)).limit(1))[0];

export const shippingOf = async (db: DbOrTx, orderId: number) =>
  (await db.select().from(shopOrderDetails).where(eq(shopOrderDetails.orderId, orderId)).limit(1))[0];

/** The order's refund requests, newest first, each with who decided it. */
export const refundsOf = (db: DbOrTx, orderId: number) =>
  db
    .select({ refund: refunds, processedBy: users.nickName })
    .from(refunds)
    .leftJoin(users, eq(users.id, refunds.processedBy))
    .where(eq(refunds.orderId, orderId))
    .orderBy(desc(refunds.appliedAt), desc(refunds.id));

/** The bank's disputes of the order's payment, oldest first. */
export const disputesOf = (db: DbOrTx, orderId: number) =>
  db
    .select()
    .from(orderDisputes)
    .where(eq(orderDisputes.orderId, orderId))
    .orderBy(asc(orderDisputes.openedAt), asc(orderDisputes.id));

/** The lines of these refund requests, in one statement. */
export const refundLinesOf = (db: DbOrTx, refundIds: number[]) =>
  refundIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ line: refundLines, titleZh: orderLines.titleZh, titleEn: orderLines.titleEn })
        .from(refundLines)
        .innerJoin(orderLines, eq(orderLines.id, refundLines.lineId))
        .where(inArray(refundLines.refundId, refundIds))
        .orderBy(asc(refundLines.id));

/** Door admissions staff recorded for this order (check-in overrides are audited with the reason), oldest first. */
export const checkInsOf = (db: DbOrTx, orderId: number) =>
  db
    .select({ at: auditLog.createdAt, staff: users.nickName, after: auditLog.after, reason: auditLog.reason })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(
      and(
        eq(auditLog.entity, 'ticketPass'),
        eq(auditLog.entityId, String(orderId)),
        sql`${auditLog.action} like 'ticket.checkIn%'`,
      ),
    )
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));

/** The door's admissions of this order (scans that admitted someone, synced from the devices), oldest first (door_scans_order_idx). */
export const doorAdmissionsOf = (db: DbOrTx, orderId: number) =>
  db
    .select({
      at: doorScans.scannedAt,
      staff: users.nickName,
      quantity: doorScans.admitted,
      reason: doorScans.overrideReason,
    })
    .from(doorScans)
    .leftJoin(users, eq(users.id, doorScans.staffId))
    .where(and(eq(doorScans.orderId, orderId), sql`${doorScans.admitted} > 0`))
    .orderBy(asc(doorScans.scannedAt), asc(doorScans.id));

/** The member's system messages naming this order (by its number), newest first (user_messages_user_created_idx). */
export const messagesAbout = (db: DbOrTx, userId: number, orderNo: string) =>
  db
    .select()
    .from(userMessages)
    .where(
      and(
        eq(userMessages.userId, userId),
        or(
          sql`${userMessages.contentZh} like ${contains(orderNo)}`,
          sql`${userMessages.contentEn} like ${contains(orderNo)}`,
          sql`${userMessages.link} like ${contains(orderNo)}`,
        ),
      ),
    )
    .orderBy(desc(userMessages.createdAt), desc(userMessages.id))
    .limit(100);
