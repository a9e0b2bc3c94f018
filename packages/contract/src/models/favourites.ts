import { z } from 'zod';
import { id, isoTime, pageQuery, paged } from '../schemas.js';

/**
 * Favourites of performances (ticket sales) and products, apart from likes (issue 34 item 6), and "Notify me"
 * on a sale that has not opened yet. My Favourites lists each kind in its own tab.
 */
export const favouriteKinds = ['sale', 'product'] as const;
export type FavouriteKind = (typeof favouriteKinds)[number];

const kind = z.enum(favouriteKinds, { error: 'msg.engage.favouriteKindInvalid' });
export const favouriteTarget = z.strictObject({ kind, targetId: id });
export type FavouriteTarget = z.input<typeof favouriteTarget>;

/** Whether the caller keeps this performance or product among their favourites. */
export const favouriteState = z.object({ kind, targetId: z.number().int(), favourite: z.boolean() });
export type FavouriteState = z.infer<typeof favouriteState>;

/** A favourite performance as My Favourites lists it: enough for its row, its sale state computed now. */
export const favouriteSale = z.object({
  saleId: z.number().int(),
  title: z.string(),
  poster: z.string(),
  venue: z.string(),
  eventAt: isoTime,
  saleStartAt: isoTime,
  /** SaleState: coming soon, on sale, closed. */
  buyStatus: z.number().int(),
  price: z.number().int(),
  currency: z.string(),
  favouritedAt: isoTime,
});
export type FavouriteSale = z.infer<typeof favouriteSale>;

/** A favourite product as My Favourites lists it. */
export const favouriteProduct = z.object({
  productId: z.number().int(),
  title: z.string(),
  cover: z.string(),
  price: z.number().int(),
  currency: z.string(),
  stock: z.number().int(),
  favouritedAt: isoTime,
});
export type FavouriteProduct = z.infer<typeof favouriteProduct>;

export const favouritePageQuery = z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize });
export const favouriteSalePage = paged(favouriteSale);
export const favouriteProductPage = paged(favouriteProduct);

/**
 * "Notify me" of one sale for the caller: `asked` while a reminder waits or was sent; `notifiedAt` once the
 * message and mail went out (once per member and sale).
 */
export const saleReminder = z.object({ saleId: z.number().int(), asked: z.boolean(), notifiedAt: isoTime.nullable() });
export type SaleReminder = z.infer<typeof saleReminder>;
export const saleReminderBody = z.strictObject({ saleId: id });
