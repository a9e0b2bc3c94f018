import { z } from 'zod';
import { isoTime } from '../schemas.js';
import { order } from './commerce.js';
import { cartLineStates } from '../constants.js';

/**
 * Result shapes of the shop: products, categories and delivery orders. Money is integer
 * cents plus a currency, always computed by the server.
 */

export const shopCategory = z.object({ id: z.number().int(), name: z.string(), sort: z.number().int() });
export type ShopCategory = z.infer<typeof shopCategory>;

export const product = z.object({
  id: z.number().int(),
  cateId: z.number().int(),
  cateName: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  price: z.number().int(),
  /** The list price before a sale, when the company shows one. */
  originalPrice: z.number().int().nullable(),
  currency: z.string(),
  /** Sales volume: pieces sold in paid orders. */
  sales: z.number().int(),
  stock: z.number().int(),
  publishedAt: isoTime,
});
export type Product = z.infer<typeof product>;

export const productDetail = product.extend({
  description: z.string(),
  images: z.array(z.string()),
  /** The caller's member discount in percent (0 for visitors and non-members), for the price preview. */
  memberDiscountPercent: z.number().int(),
});
export type ProductDetail = z.infer<typeof productDetail>;

/** The address the order ships to, copied at order time (later address-book edits do not move it). */
export const deliverySnapshot = z.object({
  recipientName: z.string(),
  country: z.string(),
  address: z.string(),
  postalCode: z.string(),
  contactNumber: z.string(),
});
export type DeliverySnapshot = z.infer<typeof deliverySnapshot>;

export const shopOrder = order.extend({
  productId: z.number().int().nullable(),
  cover: z.string().nullable(),
  delivery: deliverySnapshot.nullable(),
  shippedAt: isoTime.nullable(),
  /** Staff's shipping note (courier and tracking number). */
  shippingNote: z.string().nullable(),
  /**
   * The newest return was approved after the parcel had been shipped and its goods come back (not written
   * off): the member sends them to the company's return address, as /site/contact/get gives it.
   */
  sendGoodsBack: z.boolean(),
});
export type ShopOrder = z.infer<typeof shopOrder>;

export const staffShopOrder = shopOrder.extend({ userEmail: z.string().nullable() });
export type StaffShopOrder = z.infer<typeof staffShopOrder>;

/** One line of the member's cart, priced now (the cart stores no price): `amount` = `price` × `quantity`. */
export const cartLine = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  title: z.string(),
  cover: z.string(),
  price: z.number().int(),
  currency: z.string(),
  quantity: z.number().int(),
  /** Pieces on sale now (0 when withdrawn). */
  stock: z.number().int(),
  state: z.enum(cartLineStates),
  amount: z.number().int(),
});
export type CartLine = z.infer<typeof cartLine>;

/**
 * The member's cart, newest line first. The amounts count only the lines that can be checked out now
 * (`available`); the member discount is the one the checkout applies. `count`: pieces in all lines (the badge).
 */
export const cart = z.object({
  lines: z.array(cartLine),
  count: z.number().int(),
  subtotalAmount: z.number().int(),
  memberDiscountPercent: z.number().int(),
  discountAmount: z.number().int(),
  totalAmount: z.number().int(),
  currency: z.string(),
});
export type Cart = z.infer<typeof cart>;
