import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.js';
import { cappedCount, fromJson, pageValues, pageWithTotal, preparedCappedTotal, rowFromJson } from '../../db/query.js';
import { RefundStatus } from '@nanhua/contract';
import { orderLines, orders, refunds } from '../../db/schema/index.js';
import type { LineRow, OrderKindName, OrderRow, RefundRow } from './repository.js';

export type Json = Record<string, unknown>;
type JsonCol = Json | string | null;

/** The outer order's id, qualified: drizzle writes a lone table's columns unqualified in a select list, which a subquery would read as its own. */
export const outerOrderId = sql.raw('"orders"."id"');

/** One related row as a JSON column of the order row (`from` names the table, aliased `x`, and its condition). */
export const jsonRowOf = (from: SQL) => sql<JsonCol>`(select row_to_json(x) from ${from} limit 1)`;

/** What every family's order view shows besides the order: its lines, its newest refund request and what approved refunds gave back. */
const common = {
  // The order row as ONE JSON column too: node-postgres describes and maps every column of every row it
  // reads, which for the order's 18 columns cost more than decoding them from one JSON value.
  order: sql<Json | string>`row_to_json(${orders})`,
  lines: sql<
    Json[] | string
  >`coalesce((select json_agg(l order by l.id) from ${orderLines} l where l.order_id = ${outerOrderId}), '[]'::json)`,
  refund: sql<JsonCol>`(select row_to_json(r) from ${refunds} r where r.order_id = ${outerOrderId} order by r.applied_at desc, r.id desc limit 1)`,
  refundedCents: sql<number>`(select coalesce(sum(r.amount_cents), 0)::int from ${refunds} r where r.order_id = ${outerOrderId} and r.status = ${sql.raw(String(RefundStatus.Approved))})`,
};

export interface OrderViewRecord {
  order: OrderRow;
  lines: LineRow[];
  refund?: RefundRow;
  refundedCents: number;
}

/** A JSON column back as the table's row (undefined for none). */
export const rowOf = <T extends PgTable>(table: T, v: JsonCol): T['$inferSelect'] | undefined =>
  v === null ? undefined : rowFromJson(table, fromJson(v));

/**
 * The reads of one family's order views, each ONE statement: the order row with its lines, newest refund
 * and the family's own parts as JSON columns (`parts`, mapped back by `own`). By number and a page of them:
 * prepared once, the owner in their condition, so another member's number is not found.
 */
export function orderViewReads<P extends Record<string, SQL<JsonCol>>, R>(
  db: Db,
  kind: OrderKindName,
  parts: P,
  own: (cols: { [K in keyof P]: JsonCol }) => R,
) {
  const select = { ...common, ...parts };
  type Raw = { order: Json | string; lines: Json[] | string; refund: JsonCol; refundedCents: number } & {
    [K in keyof P]: JsonCol;
  };
  const record = (r: Raw): OrderViewRecord & R => ({
    order: rowFromJson(orders, fromJson(r.order)),
    lines: fromJson(r.lines).map((x) => rowFromJson(orderLines, x)),
    refund: rowOf(refunds, r.refund),
    refundedCents: Number(r.refundedCents),
    ...own(r),
  });
  const ownedBy = (userId: number | ReturnType<typeof sql.placeholder>) =>
    and(eq(orders.userId, userId), eq(orders.kind, kind), isNull(orders.deletedAt));
  const byNumber = db
    .select(select)
    .from(orders)
    .where(and(eq(orders.orderNo, sql.placeholder('orderNo')), ownedBy(sql.placeholder('userId'))))
    .limit(1)
    .prepare(`${kind}_order_view_by_no`);
  const mine = ownedBy(sql.placeholder('userId'));
  const page = db
    .select({ ...select, total: preparedCappedTotal(orders, mine) })
    .from(orders)
    .where(mine)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`${kind}_order_page`);
  return {
    async owned(userId: number, orderNo: string) {
      const [r] = (await byNumber.execute({ userId, orderNo })) as Raw[];
      return r && record(r);
    },
    /** A page of the member's orders, newest first, with the capped total (db/query.ts); prepared once like the view by number. */
    page(userId: number, offset: number, limit: number) {
      return pageWithTotal(
        page.execute({ userId, ...pageValues(offset, limit) }) as Promise<(Raw & { total: number })[]>,
        () => cappedCount(db, orders, ownedBy(userId), offset, limit),
        record,
      );
    },
    /** Orders already read (after a payment, a cancel). */
    async byIds(tx: DbOrTx, ids: number[]): Promise<Map<number, OrderViewRecord & R>> {
      if (ids.length === 0) return new Map();
      const rows = (await tx.select(select).from(orders).where(inArray(orders.id, ids))) as Raw[];
      return new Map(rows.map(record).map((v) => [v.order.id, v]));
    },
  };
}
