import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TicketSaleSort } from '@nanhua/contract';
import type { DbOrTx } from '../../../db/client.js';
import { orderLines, orders, ticketPrices, ticketSales } from '../../../db/schema/index.js';
import { keywordMatch, pageWithTotal, totalColumn } from '../../../db/query.js';
import { stateFilter, type PriceRow, type SaleRow } from '../repository.js';

/** SQL of the staff calls on ticket sales: any state, published or not, with their categories' seats. */

export type NewSale = typeof ticketSales.$inferInsert;

const sorts: Record<TicketSaleSort, SQL[]> = {
  eventAsc: [asc(ticketSales.eventAt), asc(ticketSales.id)],
  eventDesc: [desc(ticketSales.eventAt), desc(ticketSales.id)],
  newest: [desc(ticketSales.createdAt), desc(ticketSales.id)],
  saleStartAsc: [asc(ticketSales.saleStartAt), asc(ticketSales.id)],
};

export function pageStaffSales(
  db: DbOrTx,
  now: Date,
  f: { q?: string; performanceId?: number; state?: number; sort: TicketSaleSort },
  offset: number,
  limit: number,
) {
  const where = and(
    keywordMatch(f.q, [ticketSales.titleZh, ticketSales.titleEn]),
    f.performanceId === undefined ? undefined : eq(ticketSales.theatreId, f.performanceId),
    stateFilter(f.state, now),
  );
  return pageWithTotal(
    db
      .select({ sale: ticketSales, total: totalColumn() })
      .from(ticketSales)
      .where(where)
      .orderBy(...sorts[f.sort])
      .limit(limit)
      .offset(offset),
    async () => (await db.select({ n: sql<number>`count(*)::int` }).from(ticketSales).where(where))[0]?.n ?? 0,
    (r): SaleRow => r.sale,
  );
}

export const findAnySale = async (db: DbOrTx, id: number) =>
  (await db.select().from(ticketSales).where(eq(ticketSales.id, id)).limit(1))[0];

export const pricesOfSales = (db: DbOrTx, saleIds: number[]) =>
  saleIds.length === 0
    ? Promise.resolve([] as PriceRow[])
    : db
        .select()
        .from(ticketPrices)
        .where(inArray(ticketPrices.saleId, saleIds))
        .orderBy(asc(ticketPrices.sort), asc(ticketPrices.id));

export const categoryIdsOf = async (db: DbOrTx, saleId: number) =>
  (await db.select({ id: ticketPrices.id }).from(ticketPrices).where(eq(ticketPrices.saleId, saleId))).map((r) => r.id);

/** The sales among `ids` that have any ticket order (any state): they can be unpublished, not deleted. */
export async function salesWithOrders(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: orderLines.itemId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(inArray(orderLines.itemId, ids), eq(orders.kind, 'ticket')));
  return new Set(rows.map((r) => r.id));
}

/**
 * Seats of categories without seats of their own that orders still hold (unpaid, or paid and not
 * refunded; of a refunded order the seats used at the door): what such a category starts from when it
 * gets its own seats.
 */
export async function takenByLines(db: DbOrTx, priceIds: number[]): Promise<Map<number, number>> {
  if (priceIds.length === 0) return new Map();
  const rows = await db.execute(sql`
    select l.price_id as id, coalesce(sum(case when o.pay_status = 0 then l.quantity when p.refunded_at is null then l.quantity else p.used_quantity end), 0)::int as n
    from ${orderLines} l
    join ${orders} o on o.id = l.order_id
    left join ticket_passes p on p.order_id = o.id
    where l.price_id in (${sql.join(
      priceIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and o.kind = 'ticket' and o.pay_status in (0, 1)
    group by l.price_id`);
  return new Map(
    (rows as unknown as { rows: { id: number; n: number }[] }).rows.map((r) => [Number(r.id), Number(r.n)]),
  );
}

export const insertSaleRow = async (tx: DbOrTx, v: NewSale) => (await tx.insert(ticketSales).values(v).returning())[0]!;

export async function insertCategories(
  tx: DbOrTx,
  saleId: number,
  rows: { nameZh: string; nameEn: string; priceCents: number; seats: number; sort: number }[],
) {
  if (rows.length > 0) await tx.insert(ticketPrices).values(rows.map((r) => ({ ...r, saleId, remaining: r.seats })));
}

export interface CategoryChange {
  id: number;
  nameZh: string;
  nameEn: string;
  priceCents: number;
  sort: number;
  seats: number;
  /** Only for a category without seats of its own: the seats orders hold in it (takenByLines). */
  taken: number;
}

/**
 * Rename, reprice and reseat categories in one conditional statement: a category's seats left move
 * by the change of its seats, computed from its row as it is when the statement reaches it (a buyer's
 * claim in between counts), and never below zero. Answers the ids it changed; the others would have
 * dropped below what is sold or held.
 */
export async function updateCategories(tx: DbOrTx, saleId: number, rows: CategoryChange[]): Promise<Set<number>> {
  if (rows.length === 0) return new Set();
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.id}::int, ${r.nameZh}::text, ${r.nameEn}::text, ${r.priceCents}::int, ${r.sort}::int, ${r.seats}::int, ${r.taken}::int)`,
    ),
    sql`, `,
  );
  const next = sql`(case when ${ticketPrices.seats} is null then v.seats - v.taken else ${ticketPrices.remaining} + (v.seats - ${ticketPrices.seats}) end)`;
  const res = await tx.execute(sql`
    update ${ticketPrices} set name_zh = v.name_zh, name_en = v.name_en, price_cents = v.price_cents, sort = v.sort, seats = v.seats, remaining = ${next}
    from (values ${values}) as v(id, name_zh, name_en, price_cents, sort, seats, taken)
    where ${ticketPrices.id} = v.id and ${ticketPrices.saleId} = ${saleId} and ${next} >= 0
    returning ${ticketPrices.id} as id`);
  return new Set((res as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id)));
}

/**
 * Remove categories nothing was sold in: with seats of their own, all still there; and no unpaid or
 * paid order names them. Answers the ids removed.
 */
export async function deleteUnsoldCategories(tx: DbOrTx, saleId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .delete(ticketPrices)
    .where(
      and(
        eq(ticketPrices.saleId, saleId),
        inArray(ticketPrices.id, ids),
        sql`(${ticketPrices.seats} is null or ${ticketPrices.remaining} = ${ticketPrices.seats})`,
        sql`not exists (select 1 from ${orderLines} join ${orders} on ${orders.id} = ${orderLines.orderId} where ${orderLines.priceId} = ${ticketPrices.id} and ${orders.payStatus} in (0, 1))`,
      ),
    )
    .returning({ id: ticketPrices.id });
  return new Set(rows.map((r) => r.id));
}

/**
 * Write the sale's own fields; with `totalSeats`, its seats left move by the change of the total, from
 * the row as it is (claims in between count), never below zero. Undefined when that would be.
 */
export async function updateSaleRow(tx: DbOrTx, id: number, set: Partial<NewSale>, totalSeats?: number) {
  const seats =
    totalSeats === undefined
      ? {}
      : {
          totalSeats,
          remaining: sql<number>`${ticketSales.remaining} + (${totalSeats}::int - ${ticketSales.totalSeats})`,
        };
  const guard =
    totalSeats === undefined
      ? undefined
      : sql`${ticketSales.remaining} + (${totalSeats}::int - ${ticketSales.totalSeats}) >= 0`;
  return (
    await tx
      .update(ticketSales)
      .set({ ...set, ...seats })
      .where(and(eq(ticketSales.id, id), guard))
      .returning()
  )[0];
}

/** The row locked until the transaction ends: a claim on it waits, and one that came first is visible after. */
export const lockSale = async (tx: DbOrTx, id: number) =>
  (await tx.select({ id: ticketSales.id }).from(ticketSales).where(eq(ticketSales.id, id)).for('update'))[0];

export const deleteSaleRow = (tx: DbOrTx, id: number) => tx.delete(ticketSales).where(eq(ticketSales.id, id));
