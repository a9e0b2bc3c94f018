import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { trgm } from './content.js';
import { theatres } from './content.js';
import { users } from './users.js';

/** Orders, payments, refunds (the core shared by tickets, shop and memberships) and ticket sales. */

const stamp = (name: string) => timestamp(name, { withTimezone: true });

/** A ticket sale for one performance; `remaining` only ever changes by conditional updates. */
export const ticketSales = pgTable(
  'ticket_sales',
  {
    id: serial('id').primaryKey(),
    theatreId: integer('theatre_id').references(() => theatres.id, { onDelete: 'set null' }),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    summaryZh: text('summary_zh').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    descriptionZh: text('description_zh').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    venueZh: text('venue_zh').notNull(),
    venueEn: text('venue_en').notNull(),
    poster: text('poster').notNull(),
    eventAt: stamp('event_at').notNull(),
    validUntil: stamp('valid_until').notNull(),
    saleStartAt: stamp('sale_start_at').notNull(),
    saleEndAt: stamp('sale_end_at').notNull(),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull().default('SGD'),
    totalSeats: integer('total_seats').notNull(),
    remaining: integer('remaining').notNull(),
    perOrderLimit: integer('per_order_limit').notNull().default(6),
    featured: boolean('featured').notNull().default(false),
    published: boolean('published').notNull().default(true),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('ticket_sales_remaining_ck', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.totalSeats}`),
    index('ticket_sales_window_idx').on(t.published, t.saleStartAt, t.saleEndAt),
    trgm('ticket_sales_title_zh_trgm', t.titleZh),
    trgm('ticket_sales_title_en_trgm', t.titleEn),
    // Staff's list: a performance's sales, and the order by performance date.
    index('ticket_sales_theatre_idx').on(t.theatreId, t.eventAt),
    index('ticket_sales_event_idx').on(t.eventAt, t.id),
  ],
);

/**
 * Price categories of a sale (e.g. stalls, circle, concession); a sale without any sells at its own price.
 * A category with `seats` has that many of the sale's seats and `remaining` of them left (orders take
 * from it and the sale alike, by conditional updates); without (null) it shares the sale's seats.
 */
export const ticketPrices = pgTable(
  'ticket_prices',
  {
    id: serial('id').primaryKey(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => ticketSales.id, { onDelete: 'cascade' }),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    priceCents: integer('price_cents').notNull(),
    sort: integer('sort').notNull().default(0),
    seats: integer('seats'),
    remaining: integer('remaining'),
  },
  (t) => [
    index('ticket_prices_sale_idx').on(t.saleId, t.sort),
    check(
      'ticket_prices_seats_ck',
      sql`(${t.seats} is null) = (${t.remaining} is null) and ${t.remaining} >= 0 and ${t.remaining} <= ${t.seats}`,
    ),
  ],
);

/** Ticketing information by type (purchase notes, venue guide, refund policy). */
export const ticketInfos = pgTable(
  'ticket_infos',
  {
    id: serial('id').primaryKey(),
    type: integer('type').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    contentZh: text('content_zh').notNull(),
    contentEn: text('content_en').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('ticket_infos_type_idx').on(t.type, t.sort)],
);

export const ticketNews = pgTable(
  'ticket_news',
  {
    id: serial('id').primaryKey(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    summaryZh: text('summary_zh').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    contentZh: text('content_zh').notNull().default(''),
    contentEn: text('content_en').notNull().default(''),
    cover: text('cover'),
    published: boolean('published').notNull().default(true),
    publishedAt: stamp('published_at').notNull(),
  },
  (t) => [
    index('ticket_news_published_idx').on(t.publishedAt),
    index('ticket_news_published_at_idx').on(t.published, t.publishedAt),
  ],
);

/** One order of any kind; amounts in cents computed by the server; payStatus 0–3 (SPEC §4). */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['ticket', 'shop', 'member'] }).notNull(),
    payStatus: integer('pay_status').notNull().default(0),
    /** What the member pays: the lines' sum minus `discountCents`. */
    totalCents: integer('total_cents').notNull(),
    /** The member discount the server applied at order time (shop and ticket orders of members). */
    discountCents: integer('discount_cents').notNull().default(0),
    currency: text('currency').notNull().default('SGD'),
    paymentMethod: text('payment_method').notNull(),
    remarks: text('remarks').notNull().default(''),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerRef: text('provider_ref'),
    clientSecret: text('client_secret'),
    createdAt: stamp('created_at').notNull(),
    expiresAt: stamp('expires_at').notNull(),
    paidAt: stamp('paid_at'),
    closedAt: stamp('closed_at'),
    /** The member removed it from their list; kept for the books. */
    deletedAt: stamp('deleted_at'),
  },
  (t) => [
    uniqueIndex('orders_order_no_uq').on(t.orderNo),
    uniqueIndex('orders_provider_ref_uq').on(t.providerRef),
    // "My orders": the member's orders of one kind, newest first (created_at desc, id desc, read backwards).
    index('orders_user_kind_idx').on(t.userId, t.kind, t.createdAt, t.id),
    index('orders_unpaid_expiry_idx').on(t.expiresAt).where(sql`${t.payStatus} = 0`),
    // The dashboard's sales per day of each kind.
    index('orders_paid_kind_idx').on(t.kind, t.paidAt).where(sql`${t.paidAt} is not null`),
    // The box office's search (issue 14): newest first, by kind, by state, and the order number by prefix.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_kind_created_idx').on(t.kind, t.createdAt, t.id),
    index('orders_state_created_idx').on(t.payStatus, t.createdAt, t.id),
    index('orders_order_no_prefix_idx').on(t.orderNo.op('text_pattern_ops')),
  ],
);

/**
 * What an order is for: `itemId` points into the kind's own table (ticket_sales for tickets). A ticket
 * line bought in a price category keeps the category's id and its names as they were when ordered.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    unitCents: integer('unit_cents').notNull(),
    quantity: integer('quantity').notNull(),
    priceId: integer('price_id'),
    categoryZh: text('category_zh'),
    categoryEn: text('category_en'),
    /** Units of this line given back by approved refunds (tickets or pieces); never above `quantity`. */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    // Whether a sale, product or package has orders (staff may then unpublish it, not delete it).
    index('order_lines_item_idx').on(t.itemId),
    index('order_lines_price_idx').on(t.priceId).where(sql`${t.priceId} is not null`),
    check('order_lines_refunded_ck', sql`${t.refundedQuantity} >= 0 and ${t.refundedQuantity} <= ${t.quantity}`),
  ],
);

/**
 * The admission of a paid ticket order: a random QR token, how many have been admitted and how many
 * were refunded (those no longer admit); `refundedAt` once nothing unused is left after a refund (void).
 */
export const ticketPasses = pgTable(
  'ticket_passes',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    saleId: integer('sale_id')
      .notNull()
      .references(() => ticketSales.id),
    qrToken: text('qr_token').notNull(),
    quantity: integer('quantity').notNull(),
    usedQuantity: integer('used_quantity').notNull().default(0),
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
    lastUsedAt: stamp('last_used_at'),
    refundedAt: stamp('refunded_at'),
  },
  (t) => [
    uniqueIndex('ticket_passes_qr_uq').on(t.qrToken),
    // A performance's ticket holders (broadcasts), seats sold (the dashboard) and the door pack read its sales' passes.
    index('ticket_passes_sale_idx').on(t.saleId),
    check(
      'ticket_passes_used_ck',
      sql`${t.usedQuantity} >= 0 and ${t.refundedQuantity} >= 0 and ${t.usedQuantity} + ${t.refundedQuantity} <= ${t.quantity}`,
    ),
  ],
);

/**
 * One admission of a ticket order (issue 34): each has its own signed code (order, seat `seq`,
 * `generation`). `holderId` is the buyer; giving a ticket to another member will move the holder and
 * `generation` on, so the earlier holder's code is refused (the order's code admits only the buyer's). `refundId`:
 * the refund request that named it (under review while that request is, refunded once `refundedAt`).
 * ticket_passes keeps the order's totals (quantity, used, refunded), moved in the same transactions.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    holderId: integer('holder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    generation: integer('generation').notNull().default(0),
    usedAt: stamp('used_at'),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    refundedAt: stamp('refunded_at'),
  },
  (t) => [
    uniqueIndex('tickets_order_seq_uq').on(t.orderId, t.seq),
    index('tickets_holder_idx').on(t.holderId),
    check('tickets_generation_ck', sql`${t.generation} >= 0 and ${t.generation} <= 255 and ${t.seq} between 1 and 255`),
  ],
);

/**
 * A ticket given to another member (issue 34 item 3): straight to a member (`toId` set, done at once) or
 * by a claim link (`tokenHash`: SHA-256 of the link's token, never the token; open until claimed,
 * cancelled by the giver, or its performance ends at `expiresAt`). `generation` is the ticket's after the
 * move (its earlier holder's code is refused from then on). At most one open link per ticket.
 */
export const ticketTransfers = pgTable(
  'ticket_transfers',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    fromId: integer('from_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toId: integer('to_id').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash'),
    createdAt: stamp('created_at').notNull(),
    expiresAt: stamp('expires_at'),
    cancelledAt: stamp('cancelled_at'),
    completedAt: stamp('completed_at'),
    generation: integer('generation'),
  },
  (t) => [
    index('ticket_transfers_ticket_idx').on(t.ticketId),
    uniqueIndex('ticket_transfers_token_uq').on(t.tokenHash),
    uniqueIndex('ticket_transfers_open_link_uq')
      .on(t.ticketId)
      .where(sql`${t.tokenHash} is not null and ${t.completedAt} is null and ${t.cancelledAt} is null`),
  ],
);

/** Refund requests (orderReturn): status 1 in approval, 2 approved, 3 rejected; one open per order. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: integer('status').notNull().default(1),
    reason: text('reason').notNull(),
    /** Computed by the server from what the units asked for were actually paid (refund_lines add up to it). */
    amountCents: integer('amount_cents').notNull(),
    /** Units asked for: tickets, or pieces over the lines named (refund_lines). */
    quantity: integer('quantity').notNull().default(0),
    /** A shop return: whether staff put the goods back into stock on approval (null: not decided / not a shop return). */
    restock: boolean('restock'),
    result: text('result'),
    appliedAt: stamp('applied_at').notNull(),
    processedAt: stamp('processed_at'),
    processedBy: integer('processed_by').references(() => users.id, { onDelete: 'set null' }),
    providerRefundRef: text('provider_refund_ref'),
    /**
     * The money's way back through the payment provider, called only after the approval committed (no
     * network call inside a transaction): pending (decided, not yet answered), done, failed (the
     * provider's reason in provider_error). Null: nothing to send (not approved, or not paid through one).
     */
    providerState: text('provider_state').$type<'pending' | 'done' | 'failed'>(),
    providerAttempts: integer('provider_attempts').notNull().default(0),
    providerError: text('provider_error'),
    /** When the retry sweep may call the provider again (null: nothing left to try); a claim moves it on. */
    providerRetryAt: stamp('provider_retry_at'),
    /**
     * Made at the provider, not here (a refund in the Stripe Dashboard, or a chargeback lost): recorded
     * from its signed event, the money already back, provider_refund_ref its refund or dispute id.
     */
    external: boolean('external').notNull().default(false),
  },
  (t) => [
    uniqueIndex('refunds_one_open_uq').on(t.orderId).where(sql`${t.status} = 1`),
    index('refunds_order_idx').on(t.orderId, t.appliedAt),
    index('refunds_user_idx').on(t.userId, t.appliedAt),
    index('refunds_status_idx').on(t.status, t.appliedAt),
    // The settlement report and the dashboard: refunds approved in a period, by when they were decided.
    index('refunds_approved_processed_idx').on(t.processedAt).where(sql`${t.status} = 2`),
    // The retry sweep's queue: only refunds still owed by the provider are in it.
    index('refunds_provider_due_idx').on(t.providerRetryAt).where(sql`${t.providerRetryAt} is not null`),
    // A provider's refund is recorded once however often its event is delivered.
    uniqueIndex('refunds_provider_refund_ref_uq')
      .on(t.providerRefundRef)
      .where(sql`${t.providerRefundRef} is not null`),
    check('refunds_provider_state_ck', sql`${t.providerState} in ('pending', 'done', 'failed')`),
  ],
);

/** What one refund request gives back: units of an order line and what they were paid. */
export const refundLines = pgTable(
  'refund_lines',
  {
    id: serial('id').primaryKey(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    lineId: integer('line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [index('refund_lines_refund_idx').on(t.refundId), check('refund_lines_quantity_ck', sql`${t.quantity} > 0`)],
);

/**
 * A payment the member's bank disputes (a Stripe chargeback), by the provider's dispute id: while open
 * the order's tickets admit no one; won gives them back, lost refunds the order.
 */
export const orderDisputes = pgTable(
  'order_disputes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    providerRef: text('provider_ref').notNull(),
    status: text('status').$type<'open' | 'won' | 'lost'>().notNull(),
    /** The bank's reason as the provider names it (e.g. fraudulent, product_not_received). */
    reason: text('reason').notNull(),
    amountCents: integer('amount_cents').notNull(),
    openedAt: stamp('opened_at').notNull(),
    closedAt: stamp('closed_at'),
  },
  (t) => [
    uniqueIndex('order_disputes_provider_ref_uq').on(t.providerRef),
    index('order_disputes_order_idx').on(t.orderId),
    check('order_disputes_status_ck', sql`${t.status} in ('open', 'won', 'lost')`),
  ],
);
