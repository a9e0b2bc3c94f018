import { z } from 'zod';
import { ep } from '../endpoint.js';
import { checkInResult, staffRefund } from '../models/commerce.js';
import { staffShopOrder } from '../models/shop.js';
import { limits } from '../limits.js';
import { id, intLike, paged, pageQuery } from '../schemas.js';
import { staffShopOrderStates, ticketOrderLimit } from '../constants.js';

/** Staff calls under /admin (channel `staff`, roles in the call table): the console's surface. */
export const staffEndpoints = {
  '/admin/ticket/checkIn': ep('/admin/ticket/checkIn', {
    summary: 'staff: admit holders of a QR token',
    body: z.strictObject({
      token: z
        .string({ error: 'msg.ticket.qrInvalid' })
        .trim()
        .min(1, { error: 'msg.ticket.qrInvalid' })
        .max(200, { error: 'msg.ticket.qrInvalid' }),
      quantity: z
        .number({ error: 'msg.ticket.quantityInvalid' })
        .int({ error: 'msg.ticket.quantityInvalid' })
        .min(1, { error: 'msg.ticket.quantityInvalid' })
        .max(ticketOrderLimit, { error: 'msg.ticket.quantityLimit' })
        .default(1),
      /** The performance the door is admitting for: a ticket of another show is refused (unless overridden). */
      performanceId: z
        .number({ error: 'msg.ticket.performanceRequired' })
        .int({ error: 'msg.ticket.performanceRequired' })
        .min(1, { error: 'msg.ticket.performanceRequired' })
        .max(2_147_483_647, { error: 'msg.ticket.performanceRequired' }),
      /** Admit a ticket of another show, or outside its check-in window, for this recorded reason. */
      overrideReason: z
        .string()
        .trim()
        .min(1, { error: 'msg.ticket.overrideReasonRequired' })
        .max(limits.textareaMax, { error: 'msg.ticket.noteTooLong' })
        .optional(),
    }),
    result: checkInResult,
  }),
  '/admin/orderReturn/get': ep('/admin/orderReturn/get', {
    summary: 'staff: refund requests, optionally by status',
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize, status: intLike(1, 3).optional() }),
    result: paged(staffRefund),
  }),
  '/admin/orderReturn/approve/{id}': ep('/admin/orderReturn/approve/{id}', {
    summary: 'staff: return the money through the provider',
    params: z.strictObject({ id }),
    body: z.strictObject({
      note: z.string().trim().max(limits.textareaMax, { error: 'msg.ticket.noteTooLong' }).default(''),
      /** A shop return: whether the goods come back into stock (default yes); tickets always give their seats back. */
      restock: z.boolean({ error: 'msg.order.restockInvalid' }).optional(),
      /** Approve part of the request (box office, issue 14): fewer tickets, or fewer pieces of the lines it named; absent, all of it. */
      quantity: z
        .number({ error: 'msg.boxoffice.approveQuantityInvalid' })
        .int({ error: 'msg.boxoffice.approveQuantityInvalid' })
        .min(1, { error: 'msg.boxoffice.approveQuantityInvalid' })
        .max(10_000, { error: 'msg.boxoffice.approveQuantityInvalid' })
        .optional(),
      items: z
        .array(
          z.strictObject({
            lineId: z
              .number({ error: 'msg.boxoffice.approveQuantityInvalid' })
              .int({ error: 'msg.boxoffice.approveQuantityInvalid' })
              .min(1, { error: 'msg.boxoffice.approveQuantityInvalid' })
              .max(2_147_483_647, { error: 'msg.boxoffice.approveQuantityInvalid' }),
            quantity: z
              .number({ error: 'msg.boxoffice.approveQuantityInvalid' })
              .int({ error: 'msg.boxoffice.approveQuantityInvalid' })
              .min(0, { error: 'msg.boxoffice.approveQuantityInvalid' })
              .max(10_000, { error: 'msg.boxoffice.approveQuantityInvalid' }),
          }),
          { error: 'msg.boxoffice.approveQuantityInvalid' },
        )
        .max(100, { error: 'msg.boxoffice.approveQuantityInvalid' })
        .optional(),
    }),
    result: staffRefund,
  }),
  '/admin/orderReturn/reject/{id}': ep('/admin/orderReturn/reject/{id}', {
    summary: 'staff: refuse with a reason',
    params: z.strictObject({ id }),
    body: z.strictObject({
      reason: z
        .string({ error: 'msg.ticket.rejectReasonRequired' })
        .trim()
        .min(1, { error: 'msg.ticket.rejectReasonRequired' })
        .max(limits.textareaMax, { error: 'msg.ticket.noteTooLong' }),
    }),
    result: staffRefund,
  }),
  '/admin/shop/order/get': ep('/admin/shop/order/get', {
    summary: 'staff: shop orders to ship, shipped, or all; oldest paid first when to ship',
    query: z.strictObject({
      page: pageQuery.page,
      pageSize: pageQuery.pageSize,
      state: z.enum(staffShopOrderStates, { error: 'msg.shop.stateInvalid' }).default('toShip'),
    }),
    result: paged(staffShopOrder),
  }),
  '/admin/shop/order/ship/{id}': ep('/admin/shop/order/ship/{id}', {
    summary: 'staff: mark a paid order shipped, with courier and tracking note',
    params: z.strictObject({ id }),
    body: z.strictObject({
      note: z.string().trim().max(limits.textareaMax, { error: 'msg.ticket.noteTooLong' }).default(''),
    }),
    result: staffShopOrder,
  }),
} as const;
