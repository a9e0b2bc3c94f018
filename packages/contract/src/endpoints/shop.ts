import { z } from 'zod';
import { ep } from '../endpoint.js';
import { orderReturn } from '../models/commerce.js';
import { cart, product, productDetail, shopOrder } from '../models/shop.js';
import { limits } from '../limits.js';
import { id, intLike, keyword, paged, pageQuery } from '../schemas.js';
import { payCompleteBody, refundApplyBody } from './ticket.js';
import { cartLinesMax, paymentMethods, productSorts, shopOrderLimit } from '../constants.js';

const orderNo = z
  .string({ error: 'msg.order.numberRequired' })
  .trim()
  .min(1, { error: 'msg.order.numberRequired' })
  .max(64, { error: 'msg.order.notFound' });

/** A whole number of pieces from 1 up; the stock check is the server's. */
export const shopQuantity = z
  .number({ error: 'msg.shop.quantityInvalid' })
  .int({ error: 'msg.shop.quantityInvalid' })
  .min(1, { error: 'msg.shop.quantityInvalid' })
  .max(shopOrderLimit, { error: 'msg.shop.quantityLimit' });

/**
 * Only what the member chose: the server prices the order and applies the member discount itself.
 * Not strict: a total or discount a client sends is dropped, never read.
 */
export const buyProductBody = z.object({
  productId: id,
  quantity: shopQuantity,
  /** 'Please select delivery address': one of the member's own addresses. */
  addressId: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.union([z.number(), z.string()], { error: 'msg.shop.addressRequired' }).pipe(id),
  ),
  paymentMethod: z.enum(paymentMethods, { error: 'msg.payment.methodInvalid' }).default('card'),
  remarks: z.string().trim().max(limits.textareaMax, { error: 'msg.order.remarksTooLong' }).default(''),
});

/** The delivery address, payment method and remarks of an order, as buy-now and the cart's checkout take them. */
const checkoutFields = {
  addressId: buyProductBody.shape.addressId,
  paymentMethod: buyProductBody.shape.paymentMethod,
  remarks: buyProductBody.shape.remarks,
};

/** A line of the member's own cart; another member's line is "not found". */
const cartLineId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.union([z.number(), z.string()], { error: 'msg.shop.cartLineNotFound' }).pipe(id),
);

/**
 * Checkout of the cart: ONE order of the lines named (all the cart's lines when none are named), at the
 * prices and quantities the server reads from the cart now. Not strict, like buy-now: a total or discount a
 * client sends is dropped, never read.
 */
export const cartCheckoutBody = z.object({
  ...checkoutFields,
  lineIds: z
    .array(cartLineId, { error: 'msg.shop.cartLineNotFound' })
    .min(1, { error: 'msg.shop.cartEmpty' })
    .max(cartLinesMax, { error: 'msg.shop.cartFull' })
    .optional(),
});

/** A shop return: which lines of the order and how many pieces of each (default: everything still refundable). */
export const shopRefundApplyBody = refundApplyBody.extend({
  items: z
    .array(z.strictObject({ lineId: id, quantity: shopQuantity }), { error: 'msg.order.refundItemsInvalid' })
    .min(1, { error: 'msg.order.refundItemsInvalid' })
    .max(50, { error: 'msg.order.refundItemsInvalid' })
    .optional(),
});

/** The product list's filter: category, keyword (both languages) and one of SPEC §9's sorts. */
export const productFilterBody = z.strictObject({
  keyword: keyword.optional(),
  cateId: id.optional(),
  sort: z.enum(productSorts, { error: 'msg.shop.sortInvalid' }).default('newest'),
});

export const shopEndpoints = {
  '/shop/order/getMyOrders': ep('/shop/order/getMyOrders', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize }),
    result: paged(shopOrder),
  }),
  '/shop/order/buy': ep('/shop/order/buy', { body: buyProductBody, result: shopOrder }),
  '/shop/order/getByOrderNo': ep('/shop/order/getByOrderNo', {
    body: z.strictObject({ orderNo }),
    result: shopOrder,
  }),
  '/shop/order/deleteByOrderNo': ep('/shop/order/deleteByOrderNo', {
    body: z.strictObject({ orderNo }),
    result: z.null(),
  }),
  '/shop/order/payComplete': ep('/shop/order/payComplete', { body: payCompleteBody, result: shopOrder }),
  '/shop/orderReturn/get': ep('/shop/orderReturn/get', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize }),
    result: paged(orderReturn),
  }),
  '/shop/orderReturn/apply': ep('/shop/orderReturn/apply', { body: shopRefundApplyBody, result: orderReturn }),
  '/shop/product/get': ep('/shop/product/get', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize }),
    body: productFilterBody,
    result: paged(product),
  }),
  '/shop/product/rndList': ep('/shop/product/rndList', {
    query: z.strictObject({ size: intLike(1, 50).optional(), cateId: id.optional() }),
    result: z.array(product),
  }),
  '/shop/product/get/{id}': ep('/shop/product/get/{id}', { params: z.strictObject({ id: id }), result: productDetail }),

  // The cart (issue 34 item 4): extensions, the signed-in member's own lines only.
  '/shop/cart/get': ep('/shop/cart/get', {
    summary: "the member's cart priced now, with each line's stock and state",
    result: cart,
  }),
  '/shop/cart/add': ep('/shop/cart/add', {
    summary: 'add pieces of a product to the cart (added to the line it already has)',
    body: z.strictObject({ productId: id, quantity: shopQuantity.default(1) }),
    result: cart,
  }),
  '/shop/cart/update': ep('/shop/cart/update', {
    summary: 'set the quantity of one of my cart lines',
    body: z.strictObject({ lineId: cartLineId, quantity: shopQuantity }),
    result: cart,
  }),
  '/shop/cart/remove': ep('/shop/cart/remove', {
    summary: 'remove one of my cart lines',
    body: z.strictObject({ lineId: cartLineId }),
    result: cart,
  }),
  '/shop/cart/clear': ep('/shop/cart/clear', { summary: 'empty my cart', body: z.strictObject({}), result: cart }),
  '/shop/cart/checkout': ep('/shop/cart/checkout', {
    summary:
      'one order of the cart lines: one address, the member discount, stock taken for every line or none; the lines ordered leave the cart',
    body: cartCheckoutBody,
    result: shopOrder,
  }),
} as const;
