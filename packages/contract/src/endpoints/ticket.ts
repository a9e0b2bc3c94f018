import { z } from 'zod';
import { ep } from '../endpoint.js';
import { carouselItem } from '../models/site.js';
import { order, orderReturn, ticketInfo, ticketNews, ticketNewsDetail, ticketSale, ticketSaleDetail } from '../models/commerce.js';
import { limits } from '../limits.js';
import { id, intLike, keyword, paged, pageQuery } from '../schemas.js';
import { paymentMethods, ticketOrderLimit } from '../constants.js';

const orderNo = z.string({ error: 'msg.order.numberRequired' }).trim().min(1, { error: 'msg.order.numberRequired' }).max(64, { error: 'msg.order.notFound' });

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
export const payCompleteBody = z.strictObject({ orderNo, outcome: z.enum(['succeeded', 'failed'], { error: 'msg.payment.outcomeInvalid' }).optional() });

/**
 * A refund request. The server computes the amount from what the units named were paid; `amount`, when
 * sent (older clients), is what the member expects and may not exceed that.
 */
export const refundApplyBody = z.strictObject({
  orderNo,
  reason: z.string({ error: 'msg.order.refundReasonRequired' }).trim().min(1, { error: 'msg.order.refundReasonRequired' }).max(limits.textareaMax, { error: 'msg.order.refundReasonTooLong' }),
  amount: z
    .number({ error: 'msg.order.refundAmountRequired' })
    .int({ error: 'msg.order.refundAmountInvalid' })
    .min(1, { error: 'msg.order.refundAmountInvalid' })
    .max(100_000_000, { error: 'msg.order.refundAmountTooHigh' })
    .optional(),
});

/** Tickets: how many to give back (default: every ticket still refundable, i.e. neither used nor refunded). */
export const ticketRefundApplyBody = refundApplyBody.extend({ quantity: ticketQuantity.optional() });

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
  '/ticket/news/get/{id}': ep('/ticket/news/get/{id}', { params: z.strictObject({ id: id }), result: ticketNewsDetail }),
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
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize, buyStatus: intLike(1, 3).optional(), keyword: keyword.optional() }),
    result: paged(ticketSale),
  }),
  '/ticket/sale/get/{id}': ep('/ticket/sale/get/{id}', { params: z.strictObject({ id: id }), result: ticketSaleDetail }),
} as const;
