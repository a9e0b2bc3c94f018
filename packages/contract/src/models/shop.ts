import { z } from 'zod';
import { isoTime } from '../schemas.js';
import { order } from './commerce.js';

/**
 * Result shapes of the shop (issue 7): products, categories and delivery orders. Money is integer
 * cents plus a currency, always computed by the server.
 */

/** At most this many pieces of one product in one order (the stock may allow fewer). */
export const shopOrderLimit = 99;

/** SPEC §9 sort options; price, name and sales both ways, newest and oldest. */
export const productSorts = ['newest', 'oldest', 'priceAsc', 'priceDesc', 'nameAsc', 'nameDesc', 'salesDesc', 'salesAsc'] as const;
export type ProductSort = (typeof productSorts)[number];

/**
 * The member discount on a subtotal, rounded to the cent. The server charges it; the web uses the same
 * function only to preview the line before the order is placed.
 */
export const memberDiscountCents = (subtotalCents: number, percent: number): number => Math.round((subtotalCents * Math.max(0, Math.min(100, percent))) / 100);

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
});
export type ShopOrder = z.infer<typeof shopOrder>;

export const staffShopOrder = shopOrder.extend({ userEmail: z.string().nullable() });
export type StaffShopOrder = z.infer<typeof staffShopOrder>;

/** Staff's list filter: paid orders still to ship, shipped ones, or every order. */
export const staffShopOrderStates = ['toShip', 'shipped', 'all'] as const;
