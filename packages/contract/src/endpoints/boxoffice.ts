import { z } from 'zod';
import { ep } from '../endpoint.js';
import { limits } from '../limits.js';
import { id, isoTime, keyword, staffPage, staffPageQuery } from '../schemas.js';

/** The box office's view of every order (issue 14): one search over ticket, shop and membership orders. */
export const boxOfficeOrderKinds = ['ticket', 'shop', 'membership'] as const;
export type BoxOfficeOrderKind = (typeof boxOfficeOrderKinds)[number];
/** An order's payment state as staff filter it (payStatus 0–3; an overdue unpaid order counts as expired). */
export const boxOfficeOrderStates = ['unpaid', 'paid', 'cancelled', 'expired'] as const;
export type BoxOfficeOrderState = (typeof boxOfficeOrderStates)[number];
/** Rows of one CSV export at most (the console says so when the search has more). */
export const boxOfficeExportMax = 10_000;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'msg.boxoffice.dateInvalid' });
/** The search filters, shared by the list and the CSV export. */
const searchFilters = {
  q: keyword.optional(),
  from: day.optional(),
  to: day.optional(),
  kind: z.enum(boxOfficeOrderKinds, { error: 'msg.boxoffice.kindInvalid' }).optional(),
  state: z.enum(boxOfficeOrderStates, { error: 'msg.boxoffice.stateInvalid' }).optional(),
};
const orderKey = z.strictObject({ kind: z.enum(boxOfficeOrderKinds, { error: 'msg.boxoffice.kindInvalid' }), id });

export const boxOfficeMember = z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() });

/** One row of the search: the common shape of the three kinds of orders. */
export const boxOfficeOrderRow = z.object({
  kind: z.enum(boxOfficeOrderKinds),
  id: z.number().int(),
  orderNo: z.string(),
  member: boxOfficeMember,
  amountCents: z.number().int(),
  currency: z.string(),
  state: z.enum(boxOfficeOrderStates),
  /** Units given back by approved refunds, and whether a refund request waits. */
  refundedUnits: z.number().int(),
  refundPending: z.boolean(),
  title: z.string(),
  createdAt: isoTime,
});
export type BoxOfficeOrderRow = z.infer<typeof boxOfficeOrderRow>;

export const boxOfficeOrderLine = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string().nullable(),
  unitCents: z.number().int(),
  quantity: z.number().int(),
  refundedQuantity: z.number().int(),
});
export const boxOfficeRefund = z.object({
  id: z.number().int(),
  status: z.number().int(),
  reason: z.string(),
  amountCents: z.number().int(),
  quantity: z.number().int(),
  restock: z.boolean().nullable(),
  result: z.string().nullable(),
  appliedAt: isoTime,
  processedAt: isoTime.nullable(),
  processedBy: z.string().nullable(),
  providerRefundRef: z.string().nullable(),
  /** Made at the payment provider (a Stripe Dashboard refund, a chargeback lost), recorded from its event. */
  external: z.boolean(),
  lines: z.array(
    z.object({
      lineId: z.number().int(),
      title: z.string(),
      quantity: z.number().int(),
      amountCents: z.number().int(),
    }),
  ),
});
/** A payment the member's bank disputes (a chargeback): open blocks the order's tickets; won gives them back; lost refunds it. */
export const boxOfficeDispute = z.object({
  reference: z.string(),
  status: z.enum(['open', 'won', 'lost']),
  reason: z.string(),
  amountCents: z.number().int(),
  openedAt: isoTime,
  closedAt: isoTime.nullable(),
});
export const boxOfficePayment = z.object({
  provider: z.string(),
  reference: z.string().nullable(),
  method: z.string(),
  amountCents: z.number().int(),
  paidAt: isoTime.nullable(),
});
export const boxOfficeCheckIn = z.object({
  at: isoTime,
  staff: z.string().nullable(),
  quantity: z.number().int(),
  overrideReason: z.string().nullable(),
});
export const boxOfficeMessage = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  createdAt: isoTime,
  read: z.boolean(),
});

/** The order page: the row plus its lines, payment, refunds, admissions and the member's messages about it. */
export const boxOfficeOrder = boxOfficeOrderRow.extend({
  discountCents: z.number().int(),
  paymentMethod: z.string(),
  remarks: z.string(),
  expiresAt: isoTime,
  paidAt: isoTime.nullable(),
  closedAt: isoTime.nullable(),
  lines: z.array(boxOfficeOrderLine),
  /** Ticket orders once paid: admitted, refunded and left of the pass. */
  tickets: z
    .object({
      quantity: z.number().int(),
      used: z.number().int(),
      refunded: z.number().int(),
      lastUsedAt: isoTime.nullable(),
    })
    .nullable(),
  /** Shop orders: where it goes and whether it left. */
  shipping: z
    .object({
      recipient: z.string(),
      address: z.string(),
      country: z.string(),
      postalCode: z.string(),
      phone: z.string(),
      shippedAt: isoTime.nullable(),
      note: z.string().nullable(),
    })
    .nullable(),
  payments: z.array(boxOfficePayment),
  refunds: z.array(boxOfficeRefund),
  disputes: z.array(boxOfficeDispute),
  checkIns: z.array(boxOfficeCheckIn),
  messages: z.array(boxOfficeMessage),
});
export type BoxOfficeOrder = z.infer<typeof boxOfficeOrder>;

export const boxOfficeEndpoints = {
  '/admin/order/search': ep('/admin/order/search', {
    summary:
      'box office: ticket, shop and membership orders, newest first; q = order number (exact or prefix), member email or name',
    query: z.strictObject({ ...staffPageQuery, ...searchFilters }),
    result: staffPage(boxOfficeOrderRow),
  }),
  '/admin/order/get/{kind}/{id}': ep('/admin/order/get/{kind}/{id}', {
    summary: 'box office: one order with lines, payment, refunds, check-ins and messages',
    params: orderKey,
    result: boxOfficeOrder,
  }),
  '/admin/order/cancel/{kind}/{id}': ep('/admin/order/cancel/{kind}/{id}', {
    summary: 'box office: cancel an unpaid order (seats or stock go back); audited',
    params: orderKey,
    body: z.strictObject({
      reason: z.string().trim().max(limits.textareaMax, { error: 'msg.boxoffice.reasonTooLong' }).optional(),
    }),
    result: boxOfficeOrder,
  }),
  '/admin/order/resendTicket/{id}': ep('/admin/order/resendTicket/{id}', {
    summary: 'box office: e-mail the e-ticket of a paid ticket order to its member again',
    params: z.strictObject({ id }),
    body: z.strictObject({}),
    result: z.object({ to: z.string() }),
  }),
  '/admin/order/export': ep('/admin/order/export', {
    summary: `box office: the search as CSV (text/csv, UTF-8 with BOM, at most ${boxOfficeExportMax} rows; not an envelope)`,
    query: z.strictObject(searchFilters),
    result: z.string(),
    fileType: 'text/csv',
  }),
} as const;
