import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { checkInResult, order, staffRefund } from '../models/commerce.js';
import { shopCategory, shopOrder, staffShopOrder } from '../models/shop.js';
import { vipZone } from '../models/membership.js';
import { searchKeyword, theatre } from '../models/content.js';
import { limits } from '../limits.js';
import { id, intLike, paged, pageQuery } from '../schemas.js';
import { staffShopOrderStates, ticketOrderLimit } from '../constants.js';

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
  '/admin/shop/order/get': defineEndpoint({
    method: 'GET',
    path: '/admin/shop/order/get',
    channel: 'token',
    bodyKind: 'none',
    summary: 'admin/shop/order/get (staff: shop orders to ship, shipped, or all; oldest paid first when to ship)',
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize, state: z.enum(staffShopOrderStates, { error: 'msg.shop.stateInvalid' }).default('toShip') }),
    result: paged(staffShopOrder),
  }),
  '/admin/shop/order/ship/{id}': defineEndpoint({
    method: 'POST',
    path: '/admin/shop/order/ship/{id}',
    channel: 'token',
    bodyKind: 'json',
    summary: 'admin/shop/order/ship/{id} (staff: mark a paid order shipped, with courier and tracking note)',
    params: z.strictObject({ id }),
    body: z.strictObject({ note: z.string().trim().max(limits.textareaMax, { error: 'msg.ticket.noteTooLong' }).default('') }),
    result: staffShopOrder,
  }),
} as const;

/**
 * Member calls SPEC has no row for: cancelling an unpaid order (seats or stock return at once), the
 * shop's categories (the filter needs them) and the VIP zone's member-only items.
 */
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
  '/shop/order/cancel': defineEndpoint({
    method: 'POST',
    path: '/shop/order/cancel',
    channel: 'token',
    bodyKind: 'form',
    summary: 'shop/order/cancel (extension: cancel an unpaid order, stock returns)',
    body: z.strictObject({ orderNo: z.string({ error: 'msg.ticket.orderNoRequired' }).trim().min(1, { error: 'msg.ticket.orderNoRequired' }).max(64, { error: 'msg.ticket.orderNotFound' }) }),
    result: shopOrder,
  }),
  '/shop/category/get': defineEndpoint({
    method: 'GET',
    path: '/shop/category/get',
    channel: 'public',
    bodyKind: 'none',
    summary: 'shop/category/get (extension: product categories for the filter; SPEC lists none)',
    result: z.array(shopCategory),
  }),
  '/theatre/theatre/search': defineEndpoint({
    method: 'GET',
    path: '/theatre/theatre/search',
    channel: 'public',
    bodyKind: 'none',
    summary: 'theatre/theatre/search (extension: performances whose title or venue matches, in either language; upcoming first)',
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize, keyword: searchKeyword }),
    result: paged(theatre),
  }),
  '/usercenter/vipZone/get': defineEndpoint({
    method: 'GET',
    path: '/usercenter/vipZone/get',
    channel: 'optional',
    bodyKind: 'none',
    summary: 'usercenter/vipZone/get (extension: member-only videos, learning items and productions)',
    query: z.strictObject({ size: intLike(1, 20).optional() }),
    result: vipZone,
  }),
} as const;
