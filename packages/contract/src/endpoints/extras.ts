import { z } from 'zod';
import { ep } from '../endpoint.js';
import { order } from '../models/commerce.js';
import { shopCategory, shopOrder } from '../models/shop.js';
import { vipZone } from '../models/membership.js';
import { aboutPage } from '../models/site.js';
import { searchKeyword, theatre } from '../models/content.js';
import { enrollment } from '../models/engage.js';
import { id, intLike, paged, pageQuery } from '../schemas.js';

const orderNo = z
  .string({ error: 'msg.order.numberRequired' })
  .trim()
  .min(1, { error: 'msg.order.numberRequired' })
  .max(64, { error: 'msg.order.notFound' });

/**
 * Member calls SPEC §7 has no row for (scope `extension` in the call table). Sign-out must revoke the
 * refresh token and SPEC has no call for it; an unpaid order can be cancelled (seats or stock return
 * at once); the shop's filter needs categories; the VIP zone lists member-only items; search finds
 * performances; a member sees and can withdraw their event registration.
 */
export const extensionEndpoints = {
  '/site/about/get': ep('/site/about/get', {
    summary:
      'the six About pages as staff wrote them (console: /admin/about), in order; the app keeps its own texts for a page left empty',
    result: z.array(aboutPage),
  }),
  '/usercenter/user/logout': ep('/usercenter/user/logout', {
    summary: 'sign out, revoking the refresh token; idempotent',
    body: z.strictObject({ refreshToken: z.string().max(512) }),
    result: z.null(),
  }),
  '/ticket/order/cancel': ep('/ticket/order/cancel', {
    summary: 'cancel an unpaid order, seats return',
    body: z.strictObject({ orderNo }),
    result: order,
  }),
  '/shop/order/cancel': ep('/shop/order/cancel', {
    summary: 'cancel an unpaid order, stock returns',
    body: z.strictObject({ orderNo }),
    result: shopOrder,
  }),
  '/shop/category/get': ep('/shop/category/get', {
    summary: 'product categories for the filter; SPEC lists none',
    result: z.array(shopCategory),
  }),
  '/theatre/theatre/search': ep('/theatre/theatre/search', {
    summary: 'performances whose title or venue matches, in either language; upcoming first',
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize, keyword: searchKeyword }),
    result: paged(theatre),
  }),
  '/theatre/theatreEnroll/mine': ep('/theatre/theatreEnroll/mine', {
    summary: "the member's registration for an event, or null",
    query: z.strictObject({ theatreId: id }),
    result: enrollment.nullable(),
  }),
  '/theatre/theatreEnroll/cancel': ep('/theatre/theatreEnroll/cancel', {
    summary: 'withdraw my registration for an event that has not started',
    body: z.strictObject({ theatreId: id }),
    result: z.null(),
  }),
  '/usercenter/vipZone/get': ep('/usercenter/vipZone/get', {
    summary: 'member-only videos, learning items and productions',
    query: z.strictObject({ size: intLike(1, 20).optional() }),
    result: vipZone,
  }),
} as const;
