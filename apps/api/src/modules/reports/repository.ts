import { PayStatus, RefundStatus } from '@nanhua/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/** SQL only: the reports' reads (issue 37 item 6). Each report is one statement; none runs in a loop. */

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
const paid = sql.raw(String(PayStatus.Paid));
const unpaid = sql.raw(String(PayStatus.Unpaid));
const approved = sql.raw(String(RefundStatus.Approved));
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export interface SaleFilter {
  /** A title's part, in either language (ticket_sales_title_*_trgm). */
  q?: string;
  /** Performances from / before these instants (ticket_sales_event_idx). */
  from?: Date;
  before?: Date;
  saleId?: number;
}

export interface PerformanceRow {
  id: number;
  titleZh: string;
  titleEn: string;
  venueZh: string;
  venueEn: string;
  eventAt: Date;
  currency: string;
  totalSeats: number;
  remaining: number;
  sold: number;
  comps: number;
  refunded: number;
  orders: number;
  grossCents: number;
  refundCents: number;
  held: number;
  checkedIn: number;
  /** The matches of the filter (every row carries it). */
  total: number;
}

const contains = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function saleWhere(f: SaleFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.saleId !== undefined) parts.push(sql`s.id = ${f.saleId}`);
  if (f.q) parts.push(sql`(s.title_zh ilike ${contains(f.q)} or s.title_en ilike ${contains(f.q)})`);
  if (f.from) parts.push(sql`s.event_at >= ${at(f.from)}`);
  if (f.before) parts.push(sql`s.event_at < ${at(f.before)}`);
  return sql.join(parts, sql` and `);
}

/**
 * Ticket figures of a page of performances, in one statement: the page of sales first (by the event
 * index), then only their orders (order_lines_item_idx), refunds (refunds_order_idx) and passes
 * (ticket_passes_sale_idx). Sold and comps are tickets kept (bought less refunded); held are tickets
 * in unpaid orders not yet expired; gross is what the paid orders were paid, refunds what approved
 * refunds gave back.
 */
export async function performanceFigures(
  db: DbOrTx,
  f: SaleFilter,
  order: 'latest' | 'soonest',
  offset: number,
  limit: number,
  now: Date,
): Promise<PerformanceRow[]> {
  const dir = order === 'latest' ? sql`desc` : sql`asc`;
  const res = await db.execute(sql`
    with page as (
      select s.id, s.title_zh, s.title_en, s.venue_zh, s.venue_en, s.event_at, s.currency, s.total_seats, s.remaining,
             count(*) over () as total
      from ticket_sales s
      where ${saleWhere(f)}
      order by s.event_at ${dir}, s.id ${dir}
      limit ${limit} offset ${offset}
    ),
    lines as (
      select l.item_id as sale_id, l.order_id, l.quantity, l.refunded_quantity, l.unit_cents, o.pay_status, o.expires_at, o.total_cents
      from order_lines l join orders o on o.id = l.order_id and o.kind = 'ticket'
      where l.item_id in (select id from page)
    ),
    kept as (
      select sale_id,
             sum(quantity - refunded_quantity) as sold,
             sum(case when unit_cents = 0 then quantity - refunded_quantity else 0 end) as comps,
             sum(refunded_quantity) as refunded
      from lines where pay_status = ${paid} group by sale_id
    ),
    paid_orders as (
      select distinct sale_id, order_id, total_cents from lines where pay_status = ${paid}
    ),
    money as (
      select p.sale_id, count(*) as orders, sum(p.total_cents) as gross,
             sum((select coalesce(sum(r.amount_cents), 0) from refunds r where r.order_id = p.order_id and r.status = ${approved})) as refund
      from paid_orders p group by p.sale_id
    ),
    held as (
      select sale_id, sum(quantity) as held from lines
      where pay_status = ${unpaid} and expires_at > ${at(now)} group by sale_id
    ),
    door as (
      select sale_id, sum(used_quantity) as checked from ticket_passes where sale_id in (select id from page) group by sale_id
    )
    select page.*, coalesce(kept.sold, 0)::int as sold, coalesce(kept.comps, 0)::int as comps,
           coalesce(kept.refunded, 0)::int as refunded, coalesce(money.orders, 0)::int as orders,
           coalesce(money.gross, 0)::int as gross, coalesce(money.refund, 0)::int as refund,
           coalesce(held.held, 0)::int as held, coalesce(door.checked, 0)::int as checked
    from page
      left join kept on kept.sale_id = page.id
      left join money on money.sale_id = page.id
      left join held on held.sale_id = page.id
      left join door on door.sale_id = page.id
    order by page.event_at ${dir}, page.id ${dir}`);
  return rowsOf<Record<string, unknown>>(res).map((r) => ({
    id: Number(r.id),
    titleZh: String(r.title_zh),
    titleEn: String(r.title_en),
    venueZh: String(r.venue_zh),
    venueEn: String(r.venue_en),
    eventAt: new Date(r.event_at as string | Date),
    currency: String(r.currency),
    totalSeats: Number(r.total_seats),
    remaining: Number(r.remaining),
    sold: Number(r.sold),
    comps: Number(r.comps),
    refunded: Number(r.refunded),
    orders: Number(r.orders),
    grossCents: Number(r.gross),
    refundCents: Number(r.refund),
    held: Number(r.held),
    checkedIn: Number(r.checked),
    total: Number(r.total),
  }));
}

export interface CategoryRow {
  priceId: number | null;
  nameZh: string | null;
  nameEn: string | null;
  unitCents: number;
  sold: number;
  comps: number;
  refunded: number;
  listCents: number;
  grossCents: number;
  refundCents: number;
}

/**
 * One performance's paid tickets by price category (as the lines kept it when ordered), in one
 * statement. What a line was paid is the contract's `paidShares`: the order's total shared over its
 * lines by subtotal, rounded down, the rest on the last line (window functions over the order's lines);
 * its refunds are the approved refund lines that name it.
 */
export async function categoryFigures(db: DbOrTx, saleId: number): Promise<CategoryRow[]> {
  const res = await db.execute(sql`
    with l as (
      select l.id, l.order_id, l.price_id, l.category_zh, l.category_en, l.unit_cents, l.quantity, l.refunded_quantity,
             o.total_cents,
             sum(l.unit_cents::bigint * l.quantity) over (partition by l.order_id) as sub,
             row_number() over (partition by l.order_id order by l.id desc) as from_last
      from order_lines l join orders o on o.id = l.order_id and o.kind = 'ticket' and o.pay_status = ${paid}
      where l.order_id in (select ol.order_id from order_lines ol where ol.item_id = ${saleId})
    ),
    f as (
      select *, case when sub <= 0 then 0 else (total_cents::bigint * unit_cents * quantity) / sub end as floor_share from l
    ),
    p as (
      select *, case when sub <= 0 then 0
                     when from_last = 1 then total_cents - (sum(floor_share) over (partition by order_id) - floor_share)
                     else floor_share end as paid_cents
      from f
    )
    select p.price_id, p.category_zh, p.category_en, p.unit_cents,
           sum(p.quantity - p.refunded_quantity)::int as sold,
           sum(case when p.unit_cents = 0 then p.quantity - p.refunded_quantity else 0 end)::int as comps,
           sum(p.refunded_quantity)::int as refunded,
           sum(p.unit_cents::bigint * p.quantity)::bigint as list,
           sum(p.paid_cents)::bigint as gross,
           coalesce(sum((select sum(rl.amount_cents) from refund_lines rl join refunds r on r.id = rl.refund_id
                         where rl.line_id = p.id and r.status = ${approved})), 0)::bigint as refund
    from p
    group by p.price_id, p.category_zh, p.category_en, p.unit_cents
    order by p.unit_cents desc, p.price_id nulls last`);
  return rowsOf<Record<string, unknown>>(res).map((r) => ({
    priceId: r.price_id === null ? null : Number(r.price_id),
    nameZh: (r.category_zh as string | null) ?? null,
    nameEn: (r.category_en as string | null) ?? null,
    unitCents: Number(r.unit_cents),
    sold: Number(r.sold),
    comps: Number(r.comps),
    refunded: Number(r.refunded),
    listCents: Number(r.list),
    grossCents: Number(r.gross),
    refundCents: Number(r.refund),
  }));
}

export interface SettlementGroupRow {
  provider: string;
  paymentMethod: string;
  currency: string;
  payments: number;
  refunds: number;
  grossCents: number;
  refundCents: number;
}

export interface MovementRow {
  type: 'payment' | 'refund';
  at: Date;
  orderId: number;
  orderNo: string;
  kind: 'ticket' | 'shop' | 'member';
  provider: string;
  paymentMethod: string;
  providerRef: string | null;
  amountCents: number;
  currency: string;
  total: number;
}

/**
 * The period's money movements: payments by the day they were paid (orders_paid_kind_idx), approved
 * refunds by the day they were decided (refunds_approved_processed_idx).
 */
const movements = (from: Date, before: Date) => sql`
  select 'payment' as type, o.paid_at as at, o.id as order_id, o.order_no, o.kind, o.provider, o.payment_method,
         o.provider_ref as ref, o.total_cents as amount, o.currency
  from orders o
  where o.kind in ('ticket', 'shop', 'member') and o.paid_at >= ${at(from)} and o.paid_at < ${at(before)}
  union all
  select 'refund', r.processed_at, o.id, o.order_no, o.kind, o.provider, o.payment_method,
         r.provider_refund_ref, -r.amount_cents, o.currency
  from refunds r join orders o on o.id = r.order_id
  where r.status = ${approved} and r.processed_at >= ${at(from)} and r.processed_at < ${at(before)}`;

/** The settlement's groups: by provider, payment method and currency (one statement). */
export async function settlementGroups(db: DbOrTx, from: Date, before: Date): Promise<SettlementGroupRow[]> {
  const res = await db.execute(sql`
    select m.provider, m.payment_method, m.currency,
           count(*) filter (where m.type = 'payment')::int as payments,
           count(*) filter (where m.type = 'refund')::int as refunds,
           coalesce(sum(m.amount) filter (where m.type = 'payment'), 0)::bigint as gross,
           coalesce(-sum(m.amount) filter (where m.type = 'refund'), 0)::bigint as refund
    from (${movements(from, before)}) m
    group by m.provider, m.payment_method, m.currency
    order by m.provider, m.payment_method, m.currency`);
  return rowsOf<Record<string, unknown>>(res).map((r) => ({
    provider: String(r.provider),
    paymentMethod: String(r.payment_method),
    currency: String(r.currency),
    payments: Number(r.payments),
    refunds: Number(r.refunds),
    grossCents: Number(r.gross),
    refundCents: Number(r.refund),
  }));
}

/** A page of the period's movements, oldest first, each with the match count. */
export async function settlementMovements(
  db: DbOrTx,
  from: Date,
  before: Date,
  offset: number,
  limit: number,
): Promise<MovementRow[]> {
  const res = await db.execute(sql`
    select m.*, count(*) over () as total
    from (${movements(from, before)}) m
    order by m.at, m.order_id, m.type
    limit ${limit} offset ${offset}`);
  return rowsOf<Record<string, unknown>>(res).map((r) => ({
    type: r.type === 'refund' ? 'refund' : 'payment',
    at: new Date(r.at as string | Date),
    orderId: Number(r.order_id),
    orderNo: String(r.order_no),
    kind: r.kind as MovementRow['kind'],
    provider: String(r.provider),
    paymentMethod: String(r.payment_method),
    providerRef: (r.ref as string | null) ?? null,
    amountCents: Number(r.amount),
    currency: String(r.currency),
    total: Number(r.total),
  }));
}
