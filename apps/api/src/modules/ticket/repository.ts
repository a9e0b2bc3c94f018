import { createHash, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, getTableColumns, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SaleState } from '@nanhua/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { ORDER_DEADLINE_SETTING } from '../../db/faults.js';
import {
  orderDisputes,
  orderLines,
  orders,
  ticketInfos,
  ticketNews,
  ticketPasses,
  ticketPrices,
  ticketSales,
} from '../../db/schema/index.js';
import { keywordMatch } from '../../db/query.js';
import type { NewOrderRow, OrderRow } from '../orders/repository.js';

export type SaleRow = typeof ticketSales.$inferSelect;
export type PassRow = typeof ticketPasses.$inferSelect;
export type PriceRow = typeof ticketPrices.$inferSelect;

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** coming soon: before the window; on sale: in the window with seats; closed: after it, or sold out. */
export function stateFilter(state: number | undefined, now: Date): SQL | undefined {
  if (state === SaleState.ComingSoon) return gt(ticketSales.saleStartAt, now);
  if (state === SaleState.OnSale)
    return and(lte(ticketSales.saleStartAt, now), gt(ticketSales.saleEndAt, now), gt(ticketSales.remaining, 0));
  if (state === SaleState.Closed)
    return or(lte(ticketSales.saleEndAt, now), and(lte(ticketSales.saleStartAt, now), eq(ticketSales.remaining, 0)));
  return undefined;
}

export function saleState(s: Pick<SaleRow, 'saleStartAt' | 'saleEndAt' | 'remaining'>, now: Date): number {
  if (s.saleStartAt.getTime() > now.getTime()) return SaleState.ComingSoon;
  if (s.saleEndAt.getTime() <= now.getTime() || s.remaining <= 0) return SaleState.Closed;
  return SaleState.OnSale;
}

/** On sale first, then coming soon, then closed; each by performance date. */
const stateRank = (now: Date) =>
  sql`case when ${ticketSales.saleStartAt} > ${ts(now)} then 1 when ${ticketSales.saleEndAt} <= ${ts(now)} or ${ticketSales.remaining} <= 0 then 2 else 0 end`;

export async function pageSales(
  db: DbOrTx,
  now: Date,
  q: { buyStatus?: number; keyword?: string },
  offset: number,
  limit: number,
) {
  const where = and(
    eq(ticketSales.published, true),
    stateFilter(q.buyStatus, now),
    keywordMatch(q.keyword, [ticketSales.titleZh, ticketSales.titleEn]),
  );
  const [records, [n]] = await Promise.all([
    db
      .select()
      .from(ticketSales)
      .where(where)
      .orderBy(stateRank(now), asc(ticketSales.eventAt), asc(ticketSales.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(ticketSales).where(where),
  ]);
  return { records, total: Number(n?.n ?? 0) };
}

/** The published sales of one performance with their lowest price (a category's, or the sale's own). */
export const salesOfTheatre = (db: DbOrTx, theatreId: number) =>
  db
    .select({
      sale: ticketSales,
      priceFrom: sql<number>`coalesce(min(${ticketPrices.priceCents}), ${ticketSales.priceCents})::int`,
    })
    .from(ticketSales)
    .leftJoin(ticketPrices, eq(ticketPrices.saleId, ticketSales.id))
    .where(and(eq(ticketSales.theatreId, theatreId), eq(ticketSales.published, true)))
    .groupBy(ticketSales.id)
    .orderBy(asc(ticketSales.eventAt), asc(ticketSales.id));

export const findSale = async (db: DbOrTx, id: number) =>
  (
    await db
      .select()
      .from(ticketSales)
      .where(and(eq(ticketSales.id, id), eq(ticketSales.published, true)))
      .limit(1)
  )[0];

/** What a buy of `quantity` seats (of category `priceId`) reads, in ONE statement (see `prepareSaleForBuy`). */
export interface SaleForBuy {
  sale: SaleRow;
  prices: PriceRow[];
  /** Only when the seats as read are too few: when the first seat held by an unpaid order lapses (null: none held). */
  releaseAt: Date | null;
  /** Only when the seats as read are too few: the member's pending order for this very choice (going back from payment). */
  pendingId: number | null;
  /**
   * What the buy's rules read of the sale and its categories (`ticket_sale_version`, migration 0042): the
   * order statement claims seats only while it still reads so. Only when enough seats are left (else no
   * order statement follows): '' otherwise, which no sale reads as.
   */
  version: string;
}

/** A statement's input, bound when it runs: its SQL is built once and prepared by name (parsed and planned once per connection). */
const arg = (name: string, type: 'int' | 'text' | 'timestamptz') => sql`${sql.placeholder(name)}::${sql.raw(type)}`;

type PriceJson = {
  id: number;
  sale_id: number;
  name_zh: string;
  name_en: string;
  price_cents: number;
  sort: number;
  seats: number | null;
  remaining: number | null;
};

/**
 * A published sale with its price categories (sort order) and, only when it has fewer seats left than
 * asked for (the sale's, or the chosen category's own), why: when the first held seat lapses and the
 * member's pending order for the same choice. One statement either way, prepared once: the facts of the
 * sold-out case are CASE branches, evaluated only when taken.
 */
export function prepareSaleForBuy(db: Db) {
  const now = arg('now', 'timestamptz');
  const quantity = arg('quantity', 'int');
  // The chosen category when it is one of this sale's (else the line has none, as buy-rules.ts lineFor decides).
  const category = sql`(select p.id, p.remaining from ${ticketPrices} p where p.id = ${arg('priceId', 'int')} and p.sale_id = "ticket_sales"."id")`;
  const short = sql`least("ticket_sales"."remaining", coalesce((select c.remaining from ${category} c), "ticket_sales"."remaining")) < ${quantity}`;
  const query = db
    .select({
      sale: ticketSales,
      version: sql<string>`case when ${short} then '' else ticket_sale_version("ticket_sales") end`,
      prices: sql<
        PriceJson[] | string
      >`coalesce((select json_agg(p order by p.sort, p.id) from ${ticketPrices} p where p.sale_id = "ticket_sales"."id"), '[]'::json)`,
      releaseAt: sql<string | Date | null>`case when ${short} then (
        select o.expires_at from ${orders} o join ${orderLines} l on l.order_id = o.id
         where o.pay_status = 0 and o.expires_at > ${now} and o.kind = 'ticket' and l.item_id = "ticket_sales"."id"
         order by o.expires_at limit 1) end`,
      pendingId: sql<number | null>`case when ${short} then (
        select o.id from ${orders} o join ${orderLines} l on l.order_id = o.id
         where o.user_id = ${arg('userId', 'int')} and o.kind = 'ticket' and o.pay_status = 0 and o.expires_at > ${now} and o.deleted_at is null
           and l.item_id = "ticket_sales"."id" and l.price_id is not distinct from (select c.id from ${category} c) and l.quantity = ${quantity}
         order by o.created_at desc, o.id desc limit 1) end`,
    })
    .from(ticketSales)
    .where(and(eq(ticketSales.id, sql.placeholder('saleId')), eq(ticketSales.published, true)))
    .limit(1)
    .prepare('ticket_sale_for_buy');
  return async (
    v: { userId: number; saleId: number; priceId: number | null; quantity: number },
    at: Date,
  ): Promise<SaleForBuy | undefined> => {
    const [row] = await query.execute({ ...v, now: at.toISOString() });
    if (!row) return undefined;
    const raw = typeof row.prices === 'string' ? (JSON.parse(row.prices) as PriceJson[]) : row.prices;
    return {
      sale: row.sale,
      prices: raw.map((p) => ({
        id: p.id,
        saleId: p.sale_id,
        nameZh: p.name_zh,
        nameEn: p.name_en,
        priceCents: p.price_cents,
        sort: p.sort,
        seats: p.seats ?? null,
        remaining: p.remaining ?? null,
      })),
      releaseAt: row.releaseAt === null ? null : new Date(row.releaseAt),
      pendingId: row.pendingId === null ? null : Number(row.pendingId),
      version: row.version,
    };
  };
}

export type NewTicketLine = {
  itemId: number;
  priceId: number | null;
  quantity: number;
  titleZh: string;
  titleEn: string;
  unitCents: number;
  categoryZh: string | null;
  categoryEn: string | null;
};

/** The rate-limit slot a buy takes in its own statement: `max` per window of `windowSeconds` under `key`. */
export type BuySlot = { key: string; max: number; windowSeconds: number };

/** What the order statement writes, as the buy's rules decided it (buy-rules.ts). */
export interface OrderToPlace {
  slot: BuySlot;
  /** The order's row: every key is a column of `orders`, inserted as it is. */
  order: NewOrderRow;
  /** Its one line (itemId the sale, priceId the category); every key is a column of `order_lines`. */
  line: NewTicketLine;
  /** What the rules read of the sale (`SaleForBuy.version`): the seats are taken only while it still reads so. */
  saleVersion: string;
}

/** What the order statement answers: the order (`reused` when it was the member's pending one), or why not. */
export type Placed =
  | { placed: true; order: OrderRow; lineId: number | null; reused: boolean }
  | { placed: false; refused: 'limited' }
  /** The sale or its categories changed since the rules read them (or it is gone): nothing but the slot written. */
  | { placed: false; refused: 'stale' }
  | { placed: false; refused: 'seats'; seatsLeft: number | null; releaseAt: Date | null };

type Columns = Record<string, AnyPgColumn>;

/**
 * An INSERT's column list and its values for the keys of a row object, from the table's own columns
 * (names and types): each value a placeholder `${prefix}${key}`, cast to the column's type.
 */
function insertOf(columns: Columns, keys: string[], prefix: string) {
  const cols = keys.map((k) => {
    const col = columns[k];
    if (!col) throw new Error(`no column for ${k}`);
    return [k, col] as const;
  });
  return {
    names: sql.join(
      cols.map(([, c]) => sql.identifier(c.name)),
      sql`, `,
    ),
    values: sql.join(
      cols.map(([k, c]) => sql`${sql.placeholder(prefix + k)}::${sql.raw(c.getSQLType())}`),
      sql`, `,
    ),
    bind: (row: Record<string, unknown>) =>
      Object.fromEntries(
        cols.map(([k, c]) => [prefix + k, row[k] === null || row[k] === undefined ? null : c.mapToDriverValue(row[k])]),
      ),
  };
}

/**
 * The ticket order in ONE statement and its own transaction, prepared once per shape of the row (one in
 * practice): `claim_ticket_seats` (migration 0042) does the atomic parts — the member's rate-limit slot
 * (held to the commit, so simultaneous buys across processes cannot pass it), the member's pending order
 * for the same choice, the seat claim (a price category with seats of its own first, then the sale, as
 * staff's seat changes lock them) while the sale reads as the rules read it — and, only when it claimed,
 * the same statement inserts the order and its line as the rules computed them, column by column from
 * the schema. When the seats could not be had, nothing but the slot is written and the seats left as they
 * read now come with the answer.
 */
export function preparePlaceOrder(db: Db) {
  const orderColumns = getTableColumns(orders);
  const prepared = new Map<string, ReturnType<typeof prepare>>();
  function prepare(orderKeys: string[], lineKeys: string[], shape: string) {
    const ins = insertOf(orderColumns, orderKeys, 'o_');
    const line = insertOf(getTableColumns(orderLines), lineKeys, 'l_');
    // The new order's columns, else the pending one's (the claim answered it).
    const answer = Object.fromEntries(
      Object.entries(orderColumns).map(([key, col]) => {
        const name = sql.identifier(col.name);
        return [key, sql`case when o.id is not null then o.${name} else (p.pending).${name} end`.mapWith(col)];
      }),
    );
    const claim = sql`claim_ticket_seats(${arg('limitKey', 'text')}, ${arg('limitMax', 'int')}, ${arg('limitReset', 'timestamptz')},
        ${arg('userId', 'int')}, ${arg('saleId', 'int')}, ${arg('priceId', 'int')}, ${arg('quantity', 'int')}, ${arg('now', 'timestamptz')},
        ${arg('saleVersion', 'text')})`;
    // CTEs named as their columns are referenced below (a selection drizzle needs to join them).
    const id = { id: sql<number>`id`.as('id') };
    const p = db.$with('p', { claimed: sql<boolean>`claimed`.as('claimed') }).as(sql`select * from ${claim}`);
    const o = db
      .$with('o', id)
      .as(sql`insert into ${orders} (${ins.names}) select ${ins.values} from p where p.claimed returning *`);
    const l = db
      .$with('l', id)
      .as(
        sql`insert into ${orderLines} (${sql.identifier(orderLines.orderId.name)}, ${line.names}) select o.id, ${line.values} from o returning id`,
      );
    const query = db
      .with(p, o, l)
      .select({
        ...answer,
        lineId: sql<number | null>`l.id`,
        refused: sql<string | null>`p.refused`,
        seatsLeft: sql<number | null>`p.seats_left`,
        releaseAt: sql<string | Date | null>`p.release_at`,
        // Evaluated on the answer, so after the writes: past the deadline the statement fails (reading a
        // setting that does not exist is an error no plan folds away) and all of it rolls back.
        late: sql<null>`case when clock_timestamp() > ${arg('deadline', 'timestamptz')} then current_setting(${sql.raw(`'${ORDER_DEADLINE_SETTING}'`)}) end`,
      })
      .from(p)
      .leftJoin(o, sql`true`)
      .leftJoin(l, sql`true`)
      .prepare(`ticket_place_order_${createHash('sha1').update(shape).digest('hex').slice(0, 12)}`);
    return { query, bind: (order: NewOrderRow, l: NewTicketLine) => ({ ...ins.bind(order), ...line.bind(l) }) };
  }
  /**
   * `deadline`: when the order may last commit (the buy's request deadline; none: no limit). The database's
   * clock decides, at the end of the statement: a statement that waited (a lock, a frozen server, a queue)
   * until after it places nothing, however late it runs.
   */
  return async ({ slot, order, line, saleVersion }: OrderToPlace, deadline?: Date): Promise<Placed> => {
    const orderKeys = Object.keys(order).sort();
    const lineKeys = Object.keys(line).sort();
    const shape = `${orderKeys.join()}|${lineKeys.join()}`;
    let p = prepared.get(shape);
    if (!p) prepared.set(shape, (p = prepare(orderKeys, lineKeys, shape)));
    const [row] = await p.query.execute({
      deadline: deadline?.toISOString() ?? null,
      limitKey: slot.key,
      limitMax: slot.max,
      limitReset: new Date(order.createdAt.getTime() + slot.windowSeconds * 1000).toISOString(),
      userId: order.userId,
      saleId: line.itemId,
      priceId: line.priceId,
      quantity: line.quantity,
      now: order.createdAt.toISOString(),
      saleVersion,
      ...p.bind(order, line),
    });
    if (!row) throw new Error('the ticket order statement answered no row');
    const {
      lineId,
      refused,
      seatsLeft,
      releaseAt,
      late: _late,
      ...placed
    } = row as unknown as OrderRow & {
      lineId: number | null;
      refused: string | null;
      seatsLeft: number | null;
      releaseAt: string | Date | null;
      late: null;
    };
    if (refused === 'limited' || refused === 'stale') return { placed: false, refused };
    if (refused === 'seats')
      return {
        placed: false,
        refused,
        seatsLeft: seatsLeft === null ? null : Number(seatsLeft),
        releaseAt: releaseAt === null ? null : new Date(releaseAt),
      };
    return {
      placed: true,
      order: placed,
      lineId: lineId === null ? null : Number(lineId),
      reused: lineId === null,
    };
  };
}

/**
 * The buy's two statements, run once for nothing on a connection of the server's pool as it opens
 * (db/client.ts `warm`): a sale that does not exist, then the order statement in a transaction rolled
 * back (its rate-limit slot under a key of its own, nothing kept). The connection then has both parsed
 * and the plpgsql function compiled, with the tables they touch in its caches, before the first buyer.
 */
export async function primeBuy(db: Db) {
  const at = new Date();
  await prepareSaleForBuy(db)({ userId: 0, saleId: 0, priceId: null, quantity: 1 }, at);
  await db.execute(sql`begin`);
  try {
    const line = {
      itemId: 0,
      priceId: null,
      quantity: 1,
      titleZh: '',
      titleEn: '',
      unitCents: 0,
      categoryZh: null,
      categoryEn: null,
    };
    const order = {
      userId: 0,
      kind: 'ticket',
      orderNo: `prime-${randomUUID()}`,
      totalCents: 0,
      discountCents: 0,
      paymentMethod: 'card',
      remarks: '',
      provider: 'sandbox',
      providerRef: null,
      clientSecret: null,
      createdAt: at,
      expiresAt: at,
    } as NewOrderRow;
    await preparePlaceOrder(db)({
      slot: { key: `prime:${randomUUID()}`, max: 1, windowSeconds: 1 },
      order,
      line,
      saleVersion: '',
    });
  } finally {
    await db.execute(sql`rollback`);
  }
}

export const salesByIds = (db: DbOrTx, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([] as SaleRow[])
    : db.select().from(ticketSales).where(inArray(ticketSales.id, ids));

export const featuredSales = (db: DbOrTx, now: Date, size: number) =>
  db
    .select()
    .from(ticketSales)
    .where(and(eq(ticketSales.published, true), eq(ticketSales.featured, true), gt(ticketSales.saleEndAt, now)))
    .orderBy(asc(ticketSales.eventAt))
    .limit(size);

/** Seats held by unpaid orders that have not expired yet, per sale, and when the first of them lapses. */
export async function heldSeats(
  db: DbOrTx,
  saleIds: number[],
  now: Date,
): Promise<Map<number, { seats: number; releaseAt: Date }>> {
  if (saleIds.length === 0) return new Map();
  const rows = await db
    .select({
      saleId: orderLines.itemId,
      seats: sql<number>`sum(${orderLines.quantity})::int`,
      releaseAt: sql<string>`min(${orders.expiresAt})`,
    })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        eq(orders.payStatus, 0),
        gt(orders.expiresAt, now),
        eq(orders.kind, 'ticket'),
        inArray(orderLines.itemId, saleIds),
      ),
    )
    .groupBy(orderLines.itemId);
  return new Map(rows.map((r) => [r.saleId, { seats: Number(r.seats), releaseAt: new Date(r.releaseAt) }]));
}

/** Lock categories in id order (a multi-row UPDATE takes its rows in no set order). */
export async function lockCategories(tx: DbOrTx, ids: number[]) {
  if (ids.length > 0)
    await tx
      .select({ id: ticketPrices.id })
      .from(ticketPrices)
      .where(inArray(ticketPrices.id, ids))
      .orderBy(asc(ticketPrices.id))
      .for('update');
}

const unnestPairs = (entries: [number, number][]) =>
  sql`(select unnest(array[${sql.join(
    entries.map(([id]) => sql`${id}`),
    sql`, `,
  )}]::int[]) as id, unnest(array[${sql.join(
    entries.map(([, n]) => sql`${n}`),
    sql`, `,
  )}]::int[]) as n)`;

function sums(pairs: [number | null | undefined, number][]): [number, number][] {
  const sum = new Map<number, number>();
  for (const [id, n] of pairs) if (id !== null && id !== undefined) sum.set(id, (sum.get(id) ?? 0) + n);
  return [...sum].filter(([, n]) => n > 0);
}

/**
 * Seats back, one statement for any number of sales (and one for their categories with seats of their
 * own, first, in the claim's lock order). A category's count never passes its seats: one that got its
 * own seats while older orders still held some counted those orders when it did.
 */
export async function returnSeats(tx: DbOrTx, items: { itemId: number; quantity: number; priceId?: number | null }[]) {
  const categories = sums(items.map((i) => [i.priceId, i.quantity]));
  if (categories.length > 0) {
    // Several categories are locked in id order, as staff's seat changes take them: no lock cycle between the two.
    await lockCategories(
      tx,
      categories.map(([id]) => id),
    );
    await tx.execute(
      sql`update ${ticketPrices} set remaining = least(${ticketPrices.remaining} + v.n, ${ticketPrices.seats}) from ${unnestPairs(categories)} v where ${ticketPrices.id} = v.id and ${ticketPrices.remaining} is not null`,
    );
  }
  const entries = sums(items.map((i) => [i.itemId, i.quantity]));
  if (entries.length === 0) return;
  await tx.execute(
    sql`update ${ticketSales} set remaining = ${ticketSales.remaining} + v.n from ${unnestPairs(entries)} v where ${ticketSales.id} = v.id`,
  );
}

export const insertSale = async (db: DbOrTx, v: typeof ticketSales.$inferInsert) =>
  (await db.insert(ticketSales).values(v).returning())[0]!;

export const infosOfType = (db: DbOrTx, type: number | undefined) =>
  db
    .select()
    .from(ticketInfos)
    .where(type === undefined ? undefined : eq(ticketInfos.type, type))
    .orderBy(asc(ticketInfos.type), asc(ticketInfos.sort), asc(ticketInfos.id));
export const insertInfo = (db: DbOrTx, v: typeof ticketInfos.$inferInsert) => db.insert(ticketInfos).values(v);

export async function pageNews(db: DbOrTx, now: Date, offset: number, limit: number) {
  const where = and(eq(ticketNews.published, true), lte(ticketNews.publishedAt, now));
  const [records, [n]] = await Promise.all([
    db
      .select()
      .from(ticketNews)
      .where(where)
      .orderBy(desc(ticketNews.publishedAt), desc(ticketNews.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(ticketNews).where(where),
  ]);
  return { records, total: Number(n?.n ?? 0) };
}
export const findNews = async (db: DbOrTx, id: number, now: Date) =>
  (
    await db
      .select()
      .from(ticketNews)
      .where(and(eq(ticketNews.id, id), eq(ticketNews.published, true), lte(ticketNews.publishedAt, now)))
      .limit(1)
  )[0];
export const insertNews = (db: DbOrTx, v: typeof ticketNews.$inferInsert) => db.insert(ticketNews).values(v);

export const insertPass = (tx: DbOrTx, v: typeof ticketPasses.$inferInsert) => tx.insert(ticketPasses).values(v);

export const passesOf = (db: DbOrTx, orderIds: number[]) =>
  orderIds.length === 0
    ? Promise.resolve([] as PassRow[])
    : db.select().from(ticketPasses).where(inArray(ticketPasses.orderId, orderIds));

export const findPassByToken = async (db: DbOrTx, token: string) =>
  (await db.select().from(ticketPasses).where(eq(ticketPasses.qrToken, token)).limit(1))[0];

/** Whether the payment of this order is disputed with the bank (a chargeback still open). */
export const isDisputed = async (db: DbOrTx, orderId: number) =>
  (
    await db
      .select({ id: orderDisputes.id })
      .from(orderDisputes)
      .where(and(eq(orderDisputes.orderId, orderId), eq(orderDisputes.status, 'open')))
      .limit(1)
  ).length > 0;

/**
 * Count n unused tickets of a pass refunded; the pass is void (`refundedAt`) once nothing unused is
 * left. No row when fewer than n are unused.
 */
export const refundFromPass = async (tx: DbOrTx, orderId: number, n: number, now: Date) =>
  (
    await tx
      .update(ticketPasses)
      .set({
        refundedQuantity: sql`${ticketPasses.refundedQuantity} + ${n}`,
        refundedAt: sql`case when ${ticketPasses.usedQuantity} + ${ticketPasses.refundedQuantity} + ${n} >= ${ticketPasses.quantity} then ${now.toISOString()}::timestamptz end`,
      })
      .where(
        and(
          eq(ticketPasses.orderId, orderId),
          sql`${ticketPasses.refundedAt} is null`,
          sql`${ticketPasses.usedQuantity} + ${ticketPasses.refundedQuantity} + ${n} <= ${ticketPasses.quantity}`,
        ),
      )
      .returning()
  )[0];

export const pricesOf = (db: DbOrTx, saleId: number) =>
  db
    .select()
    .from(ticketPrices)
    .where(eq(ticketPrices.saleId, saleId))
    .orderBy(asc(ticketPrices.sort), asc(ticketPrices.id));
export const insertPrices = async (db: DbOrTx, rows: (typeof ticketPrices.$inferInsert)[]) => {
  if (rows.length > 0) await db.insert(ticketPrices).values(rows);
};
