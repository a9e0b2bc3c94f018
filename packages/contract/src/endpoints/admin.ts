import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { checkInResult, order, staffRefund } from '../models/commerce.js';
import { limits } from '../limits.js';
import { id, intLike, paged, pageQuery } from '../schemas.js';
import { ticketOrderLimit } from '../models/commerce.js';

/**
 * Calls outside SPEC §7's table (kept out of `endpoints` and `calls` so the contract-vs-TSV check
 * stays exact). Staff calls live under `/admin/…` and need the staff role (DESIGN §4).
 */
export const adminEndpoints = {
  '/admin/ticket/checkIn': defineEndpoint({
    method: 'POST',
    path: '/admin/ticket/checkIn',
    channel: 'token',
    bodyKind: 'json',
    summary: 'admin/ticket/checkIn (staff: admit holders of a QR token)',
    body: z.strictObject({
      token: z.string({ error: 'msg.ticket.qrInvalid' }).trim().min(1, { error: 'msg.ticket.qrInvalid' }).max(200, { error: 'msg.ticket.qrInvalid' }),
      quantity: z.number({ error: 'msg.ticket.quantityInvalid' }).int({ error: 'msg.ticket.quantityInvalid' }).min(1, { error: 'msg.ticket.quantityInvalid' }).max(ticketOrderLimit, { error: 'msg.ticket.quantityLimit' }).default(1),
    }),
    result: checkInResult,
  }),
  '/admin/orderReturn/get': defineEndpoint({
    method: 'GET',
    path: '/admin/orderReturn/get',
    channel: 'token',
    bodyKind: 'none',
    summary: 'admin/orderReturn/get (staff: refund requests, optionally by status)',
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize, status: intLike(1, 3).optional() }),
    result: paged(staffRefund),
  }),
  '/admin/orderReturn/approve/{id}': defineEndpoint({
    method: 'POST',
    path: '/admin/orderReturn/approve/{id}',
    channel: 'token',
    bodyKind: 'json',
    summary: 'admin/orderReturn/approve/{id} (staff: return the money through the provider)',
    params: z.strictObject({ id }),
    body: z.strictObject({ note: z.string().trim().max(limits.textareaMax, { error: 'msg.ticket.noteTooLong' }).default('') }),
    result: staffRefund,
  }),
  '/admin/orderReturn/reject/{id}': defineEndpoint({
    method: 'POST',
    path: '/admin/orderReturn/reject/{id}',
    channel: 'token',
    bodyKind: 'json',
    summary: 'admin/orderReturn/reject/{id} (staff: refuse with a reason)',
    params: z.strictObject({ id }),
    body: z.strictObject({
      reason: z.string({ error: 'msg.ticket.rejectReasonRequired' }).trim().min(1, { error: 'msg.ticket.rejectReasonRequired' }).max(limits.textareaMax, { error: 'msg.ticket.noteTooLong' }),
    }),
    result: staffRefund,
  }),
} as const;

/** Member calls SPEC has no row for: cancelling an unpaid order (seats return at once). */
export const orderExtraEndpoints = {
  '/ticket/order/cancel': defineEndpoint({
    method: 'POST',
    path: '/ticket/order/cancel',
    channel: 'token',
    bodyKind: 'form',
    summary: 'ticket/order/cancel (extension: cancel an unpaid order, seats return)',
    body: z.strictObject({ orderNo: z.string({ error: 'msg.ticket.orderNoRequired' }).trim().min(1, { error: 'msg.ticket.orderNoRequired' }).max(64, { error: 'msg.ticket.orderNotFound' }) }),
    result: order,
  }),
} as const;
