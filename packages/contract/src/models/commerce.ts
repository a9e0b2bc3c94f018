import { z } from 'zod';
import { refundProviderStates } from '../enums.js';
import { isoTime } from '../schemas.js';
import { productionLink } from './production-link.js';

/**
 * Result shapes of tickets, orders, payments and refunds. Money is integer cents plus a
 * currency (SGD), always computed by the server.
 */

/** Seats unpaid orders hold on a sold-out sale: they come back when those orders lapse, the first at `releaseAt`. */
export const seatHold = z.object({ seats: z.number().int(), releaseAt: isoTime });
export type SeatHold = z.infer<typeof seatHold>;

export const ticketSale = z.object({
  id: z.number().int(),
  theatreId: z.number().int().nullable(),
  title: z.string(),
  summary: z.string(),
  poster: z.string(),
  venue: z.string(),
  eventAt: isoTime,
  validUntil: isoTime,
  saleStartAt: isoTime,
  saleEndAt: isoTime,
  price: z.number().int(),
  currency: z.string(),
  totalSeats: z.number().int(),
  remaining: z.number().int(),
  perOrderLimit: z.number().int(),
  buyStatus: z.number().int(),
  /** Non-null only while the sale is in its window, has no seats left and unpaid orders hold some. */
  held: seatHold.nullable(),
});
export type TicketSale = z.infer<typeof ticketSale>;
/** A price category; `price` on the sale is the lowest one when a sale has several. */
export const priceCategory = z.object({ id: z.number().int(), name: z.string(), price: z.number().int() });
export type PriceCategory = z.infer<typeof priceCategory>;
/** `production`: the published production the sale's performance stages (its cast and synopsis), if any. */
export const ticketSaleDetail = ticketSale.extend({
  description: z.string(),
  prices: z.array(priceCategory),
  production: productionLink.nullable(),
});
export type TicketSaleDetail = z.infer<typeof ticketSaleDetail>;

export const ticketInfo = z.object({ type: z.number().int(), title: z.string(), content: z.string() });
export type TicketInfo = z.infer<typeof ticketInfo>;

export const ticketNews = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string().nullable(),
  publishedAt: isoTime,
});
export type TicketNews = z.infer<typeof ticketNews>;
export const ticketNewsDetail = ticketNews.extend({ content: z.string() });
export type TicketNewsDetail = z.infer<typeof ticketNewsDetail>;

export const orderReturn = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: z.number().int(),
  reason: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  appliedAt: isoTime,
  /** Staff's answer: the rejection reason, or a note on approval. */
  result: z.string().nullable(),
  processedAt: isoTime.nullable(),
  /** How many tickets (or pieces) the request gives back; `amount` is what they were paid. */
  quantity: z.number().int(),
});
export type OrderReturn = z.infer<typeof orderReturn>;

/**
 * Where one ticket of an order stands: admits (`valid`), admitted, refunded, named by a refund request under
 * review, or given to another member (`given`: it is theirs now, its code shows in their folder only).
 */
export const ticketStates = ['valid', 'used', 'refunded', 'refundPending', 'given'] as const;
export type TicketState = (typeof ticketStates)[number];

/**
 * One admission of a ticket order (issue 34): its own signed code, shown only while it admits ("ticket `seq` of `of`").
 * `givenTo`: the member it was given to (their name); `transferable`: it may be given now (paid, unused, not
 * refunded nor under a refund request, the performance not started); `link`: a claim link of it is open until `expiresAt`.
 */
export const orderTicket = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  of: z.number().int(),
  state: z.enum(ticketStates),
  qrToken: z.string().nullable(),
  givenTo: z.string().nullable().optional(),
  transferable: z.boolean().optional(),
  link: z.object({ expiresAt: isoTime }).nullable().optional(),
});
export type OrderTicket = z.infer<typeof orderTicket>;

/**
 * The ticket of a paid ticket order; `qrToken` (the order's code, admitting the tickets still valid)
 * only while one can still be used; `tickets` one by one, each with its own code.
 */
export const ticketPass = z.object({
  saleId: z.number().int(),
  title: z.string(),
  poster: z.string(),
  venue: z.string(),
  eventAt: isoTime,
  validUntil: isoTime,
  price: z.number().int(),
  /** The price category bought (null when the sale has a single price). */
  category: z.string().nullable(),
  quantity: z.number().int(),
  usedQuantity: z.number().int(),
  /** Tickets given back by approved refunds: they no longer admit. */
  refundedQuantity: z.number().int(),
  /** Unused and not refunded: what the QR code still admits. */
  remainingQuantity: z.number().int(),
  /** A refund request is under review: the tickets it names are held back (the door refuses them meanwhile); the others still admit. */
  refundUnderReview: z.boolean(),
  qrToken: z.string().nullable(),
  tickets: z.array(orderTicket),
});
export type TicketPass = z.infer<typeof ticketPass>;

/**
 * `category`: a ticket line's price category (null for single-price sales, products and packages).
 * `paidAmount`: what the line was actually paid (its share of the discounted total); a refund of n more
 * units is `unitRefundCents(paidAmount, quantity, refundedQuantity, n)`. `refundableQuantity`: units a
 * refund request may still name now (paid, not refunded, tickets not used).
 */
export const orderLine = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string().nullable(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  amount: z.number().int(),
  paidAmount: z.number().int(),
  refundedQuantity: z.number().int(),
  refundableQuantity: z.number().int(),
});

export const order = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  kind: z.enum(['ticket', 'shop', 'member']),
  payStatus: z.number().int(),
  /** SPEC §4 label key (see `orderLabel`). */
  label: z.string(),
  /** What the lines cost before any member discount; `totalAmount` = subtotal − discount. */
  subtotalAmount: z.number().int(),
  /** The member discount the server applied (0 when none). */
  discountAmount: z.number().int(),
  totalAmount: z.number().int(),
  /** What approved refunds gave back (0 when none): the member has paid, net, `totalAmount` − this. */
  refundedAmount: z.number().int(),
  currency: z.string(),
  paymentMethod: z.string(),
  remarks: z.string(),
  submittedAt: isoTime,
  expiresAt: isoTime,
  paidAt: isoTime.nullable(),
  /** Paid (or to be paid) through the sandbox: demo money, nothing is taken; the app marks it TEST. */
  testPayment: z.boolean(),
  isQrcodeUsed: z.boolean(),
  lines: z.array(orderLine),
  ticket: ticketPass.nullable(),
  orderReturn: orderReturn.nullable(),
});
export type Order = z.infer<typeof order>;

export const paymentKey = z.object({
  /** Which family the order belongs to: the page completes it there and links back to it. */
  kind: z.enum(['ticket', 'shop', 'member']),
  orderId: z.number().int(),
  /** What is being paid for: the order's lines in the request language. */
  items: z.array(z.object({ title: z.string(), quantity: z.number().int() })),
  provider: z.enum(['sandbox', 'stripe']),
  publishableKey: z.string().nullable(),
  clientSecret: z.string().nullable(),
  orderNo: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  payStatus: z.number().int(),
  expiresAt: isoTime,
});
export type PaymentKey = z.infer<typeof paymentKey>;

export const checkInResult = z.object({
  orderNo: z.string(),
  /** The show the ticket is for: title, performance, start and end, venue. */
  title: z.string(),
  performanceId: z.number().int().nullable(),
  eventAt: isoTime,
  validUntil: isoTime,
  venue: z.string(),
  /** The price category on the ticket, so the door can see which seats it is for (null: one price). */
  category: z.string().nullable(),
  quantity: z.number().int(),
  usedQuantity: z.number().int(),
  refundedQuantity: z.number().int(),
  remainingQuantity: z.number().int(),
  /** Admitted outside its show or window on staff's recorded reason. */
  overridden: z.boolean(),
});
export type CheckInResult = z.infer<typeof checkInResult>;

/** `restock`: a shop return's goods went back into stock on approval (null: undecided, or tickets). */
export const staffRefund = orderReturn.extend({
  userEmail: z.string().nullable(),
  orderTitle: z.string(),
  paidAmount: z.number().int(),
  kind: z.enum(['ticket', 'shop', 'member']),
  restock: z.boolean().nullable(),
  /** The order's id (the box office's order page). */
  orderId: z.number().int(),
  /** A ticket order's pass: bought, admitted and refunded (null: not a ticket order, or not issued). */
  tickets: z.object({ quantity: z.number().int(), used: z.number().int(), refunded: z.number().int() }).nullable(),
  /** A shop order: when it was shipped (null: not shipped, or not a shop order). */
  shippedAt: isoTime.nullable(),
  /**
   * The units this request names, per order line (staff may approve part of them), and where that line
   * stands now (`paid`: what it was paid, its units, those refunded so far), from which
   * `refundForUnits` previews exactly what approving part of it refunds.
   */
  lines: z.array(
    z.object({
      lineId: z.number().int(),
      title: z.string(),
      quantity: z.number().int(),
      amount: z.number().int(),
      paid: z.object({ paidAmount: z.number().int(), quantity: z.number().int(), refundedQuantity: z.number().int() }),
    }),
  ),
  /**
   * The money's way back through the payment provider, called after the approval committed: pending (not
   * answered yet), done, failed (its reason in providerError; retried with backoff until the attempts run
   * out). Null: nothing to send (not approved, or not paid through a provider).
   */
  providerState: z.enum(refundProviderStates).nullable(),
  providerError: z.string().nullable(),
  /** Calls the provider answered for this refund, failed ones included. */
  providerAttempts: z.number().int(),
  /** When the sweep calls the provider again (null: done, or no more automatic tries: staff return the money by hand). */
  providerRetryAt: isoTime.nullable(),
});
export type StaffRefund = z.infer<typeof staffRefund>;
