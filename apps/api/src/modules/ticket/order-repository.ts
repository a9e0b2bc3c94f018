import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { cappedCount, cappedTotal, fromJson, pageWithTotal, rowFromJson } from '../../db/query.js';
import { orderLines, orders, refunds, ticketPasses, ticketSales } from '../../db/schema/index.js';
import type { LineRow, OrderRow, RefundRow } from '../orders/repository.js';
import type { PassRow, SaleRow } from './repository.js';

/** A ticket order with everything its view shows: lines, pass, the sale of its first line, the newest refund request. */
export interface TicketOrderRecord {
  order: OrderRow;
  lines: LineRow[];
  pass?: PassRow;
  sale?: SaleRow;
  refund?: RefundRow;
}

type Json = Record<string, unknown>;

/** The outer order's id, qualified: drizzle writes a lone table's columns unqualified in a select list, which a subquery would read as its own. */
const orderId = sql.raw('"orders"."id"');

/** The view's related rows as JSON columns of the order's own row: one statement per view or page, not one per table. */
const parts = {
  lines: sql<Json[] | string>`coalesce((select json_agg(l order by l.id) from ${orderLines} l where l.order_id = ${orderId}), '[]'::json)`,
  pass: sql<Json | string | null>`(select row_to_json(p) from ${ticketPasses} p where p.order_id = ${orderId})`,
  refund: sql<Json | string | null>`(select row_to_json(r) from ${refunds} r where r.order_id = ${orderId} order by r.applied_at desc, r.id desc limit 1)`,
  sale: sql<Json | string | null>`(select row_to_json(s) from ${ticketSales} s where s.id = (select l.item_id from ${orderLines} l where l.order_id = ${orderId} order by l.id limit 1))`,
};
const withParts = { order: orders, ...parts };

type Raw = { order: OrderRow; lines: Json[] | string; pass: Json | string | null; refund: Json | string | null; sale: Json | string | null };
const optional = <T extends Parameters<typeof rowFromJson>[0]>(table: T, v: Json | string | null) => (v === null ? undefined : rowFromJson(table, fromJson(v)));
const record = (r: Raw): TicketOrderRecord => ({
  order: r.order,
  lines: fromJson(r.lines).map((x) => rowFromJson(orderLines, x)),
  pass: optional(ticketPasses, r.pass),
  sale: optional(ticketSales, r.sale),
  refund: optional(refunds, r.refund),
});

/** The member's own ticket orders (deleted ones are gone for them). */
const owned = (userId: number | ReturnType<typeof sql.placeholder>) => and(eq(orders.userId, userId), eq(orders.kind, 'ticket'), isNull(orders.deletedAt));

/**
 * One ticket order of the member by number, built and prepared once: another member's number is not
 * found (the owner is part of the condition).
 */
export function prepareOwnedTicketOrder(db: Db) {
  const q = db
    .select(withParts)
    .from(orders)
    .where(and(eq(orders.orderNo, sql.placeholder('orderNo')), owned(sql.placeholder('userId'))))
    .limit(1)
    .prepare('ticket_order_by_no');
  return async (userId: number, orderNo: string) => {
    const [r] = await q.execute({ userId, orderNo });
    return r && record(r);
  };
}

/** A page of the member's ticket orders, newest first, with the capped total (db/query.ts), in one statement. */
export function pageTicketOrders(db: DbOrTx, userId: number, offset: number, limit: number) {
  const where = owned(userId);
  return pageWithTotal(
    db.select({ ...withParts, total: cappedTotal(orders, where, offset, limit) }).from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset),
    () => cappedCount(db, orders, where, offset, limit),
    record,
  );
}

/** The view parts of orders already read (after a payment, a cancel), in one statement. */
export async function ticketOrdersByIds(db: DbOrTx, ids: number[]): Promise<Map<number, TicketOrderRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select(withParts).from(orders).where(inArray(orders.id, ids));
  return new Map(rows.map((r) => [r.order.id, record(r)]));
}
