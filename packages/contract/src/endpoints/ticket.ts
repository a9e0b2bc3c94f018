import { z } from 'zod';
import { ep } from '../endpoint.js';
import { carouselItem } from '../models/site.js';
import {
  order,
  orderReturn,
  ticketInfo,
  ticketNews,
  ticketNewsDetail,
  ticketSale,
  ticketSaleDetail,
} from '../models/commerce.js';
import { receivedTicket, ticketClaimOffer, ticketLink } from '../models/ticket-transfer.js';
import { limits } from '../limits.js';
import { id, intLike, keyword, paged, pageQuery } from '../schemas.js';
import { paymentMethods, ticketOrderLimit } from '../constants.js';

const orderNo = z
  .string({ error: 'msg.order.numberRequired' })
  .trim()
  .min(1, { error: 'msg.order.numberRequired' })
  .max(64, { error: 'msg.order.notFound' });

/** A whole number of tickets from 1 to the per-order limit; fractions, zero and negatives are refused. */
export const ticketQuantity = z
  .number({ error: 'msg.ticket.quantityInvalid' })
  .int({ error: 'msg.ticket.quantityInvalid' })
  .min(1, { error: 'msg.ticket.quantityInvalid' })
  .max(ticketOrderLimit, { error: 'msg.ticket.quantityLimit' });

export const buyTicketBody = z.strictObject({
  saleId: id,
  /** Required when the sale has price categories. */
  priceId: id.optional(),
  quantity: ticketQuantity,
  paymentMethod: z.enum(paymentMethods, { error: 'msg.payment.methodInvalid' }).default('card'),
  remarks: z.string().trim().max(limits.textareaMax, { error: 'msg.order.remarksTooLong' }).default(''),
});

/** The sandbox's test checkout reports the outcome the member chose; Stripe's is fetched by the server. */
export const payCompleteBody = z.strictObject({
  orderNo,
  outcome: z.enum(['succeeded', 'failed'], { error: 'msg.payment.outcomeInvalid' }).optional(),
});

/**
 * A refund request. The server computes the amount from what the units named were paid; `amount`, when
 * sent (older clients), is what the member expects and may not exceed that.
 */
export const refundApplyBody = z.strictObject({
  orderNo,
  reason: z
    .string({ error: 'msg.order.refundReasonRequired' })
    .trim()
    .min(1, { error: 'msg.order.refundReasonRequired' })
    .max(limits.textareaMax, { error: 'msg.order.refundReasonTooLong' }),
  amount: z
    .number({ error: 'msg.order.refundAmountRequired' })
    .int({ error: 'msg.order.refundAmountInvalid' })
    .min(1, { error: 'msg.order.refundAmountInvalid' })
    .max(100_000_000, { error: 'msg.order.refundAmountTooHigh' })
    .optional(),
});

/** Tickets: how many to give back (default: every ticket still refundable, i.e. neither used nor refunded). */
export const ticketRefundApplyBody = refundApplyBody.extend({ quantity: ticketQuantity.optional() });

/** One ticket of an order (orderTicket.id), the caller's own: another member's answers "not found". */
const ticketId = z
  .number({ error: 'msg.ticket.ticketNotFound' })
  .int({ error: 'msg.ticket.ticketNotFound' })
  .min(1, { error: 'msg.ticket.ticketNotFound' })
  .max(2_147_483_647, { error: 'msg.ticket.ticketNotFound' });
/** A claim link's token (32 base64url characters as made; anything else is a link that does not exist). */
const claimToken = z
  .string({ error: 'msg.ticket.claimNotFound' })
  .trim()
  .min(1, { error: 'msg.ticket.claimNotFound' })
  .max(128, { error: 'msg.ticket.claimNotFound' });

export const giveTicketBody = z.strictObject({
  ticketId,
  /** The receiving member's account e-mail (members are identified by it). */
  email: z
    .string({ error: 'msg.ticket.recipientRequired' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'msg.ticket.recipientRequired' })
    .max(254, { error: 'msg.account.emailInvalid' })
    .pipe(z.email({ error: 'msg.account.emailInvalid' })),
});

export const ticketEndpoints = {
  '/ticket/carousel/get': ep('/ticket/carousel/get', {
    query: z.strictObject({ size: intLike(1, 50).optional() }),
    result: z.array(carouselItem),
  }),
  '/ticket/info/get': ep('/ticket/info/get', {
    query: z.strictObject({ type: intLike(0, 100).optional() }),
    result: z.array(ticketInfo),
  }),
  '/ticket/news/get': ep('/ticket/news/get', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize }),
    result: paged(ticketNews),
  }),
  '/ticket/news/get/{id}': ep('/ticket/news/get/{id}', {
    params: z.strictObject({ id: id }),
    result: ticketNewsDetail,
  }),
  '/ticket/order/getMyOrders': ep('/ticket/order/getMyOrders', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize }),
    result: paged(order),
  }),
  '/ticket/order/buy': ep('/ticket/order/buy', { body: buyTicketBody, result: order }),
  '/ticket/order/getByOrderNo': ep('/ticket/order/getByOrderNo', {
    body: z.strictObject({ orderNo }),
    result: order,
  }),
  '/ticket/order/deleteByOrderNo': ep('/ticket/order/deleteByOrderNo', {
    body: z.strictObject({ orderNo }),
    result: z.null(),
  }),
  '/ticket/order/payComplete': ep('/ticket/order/payComplete', { body: payCompleteBody, result: order }),
  '/ticket/orderReturn/get': ep('/ticket/orderReturn/get', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize }),
    result: paged(orderReturn),
  }),
  '/ticket/orderReturn/apply': ep('/ticket/orderReturn/apply', { body: ticketRefundApplyBody, result: orderReturn }),
  '/ticket/sale/get': ep('/ticket/sale/get', {
    query: z.strictObject({
      page: pageQuery.page,
      pageSize: pageQuery.pageSize,
      buyStatus: intLike(1, 3).optional(),
      keyword: keyword.optional(),
    }),
    result: paged(ticketSale),
  }),
  '/ticket/sale/get/{id}': ep('/ticket/sale/get/{id}', {
    params: z.strictObject({ id: id }),
    result: ticketSaleDetail,
  }),
  '/ticket/transfer/toMember': ep('/ticket/transfer/toMember', {
    summary:
      'give one ticket I hold to another member by their account e-mail: it moves to their folder (they get a message) and my copy of its code stops admitting',
    body: giveTicketBody,
    result: z.null(),
  }),
  '/ticket/transfer/createLink': ep('/ticket/transfer/createLink', {
    summary:
      'a single-use claim link for one ticket I hold, open until the performance ends (a link already open is replaced); the token is shown only now',
    body: z.strictObject({ ticketId }),
    result: ticketLink,
  }),
  '/ticket/transfer/cancelLink': ep('/ticket/transfer/cancelLink', {
    summary: 'cancel the open claim link of one ticket I hold, before it is claimed',
    body: z.strictObject({ ticketId }),
    result: z.null(),
  }),
  '/ticket/transfer/claim/get': ep('/ticket/transfer/claim/get', {
    summary: 'what a claim link offers (the performance, the ticket, who gives it) and whether it can still be claimed',
    query: z.strictObject({ token: claimToken }),
    result: ticketClaimOffer,
  }),
  '/ticket/transfer/claim': ep('/ticket/transfer/claim', {
    summary: 'claim the ticket of a link: it moves to my folder, the giver’s code stops admitting; each link once',
    body: z.strictObject({ token: claimToken }),
    result: receivedTicket,
  }),
  '/ticket/received/get': ep('/ticket/received/get', {
    summary:
      'the tickets other members gave me (My Ticket Folder), newest performance first, each with its own code while it admits',
    result: z.array(receivedTicket),
  }),
} as const;
