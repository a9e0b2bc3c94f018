import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cartItems, products } from '../../db/schema/index.js';

export type CartItemRow = typeof cartItems.$inferSelect;

/** A cart line with its product as it is now, and whether the product is on sale now. */
export interface CartLineRow {
  id: number;
  productId: number;
  quantity: number;
  titleZh: string;
  titleEn: string;
  cover: string;
  priceCents: number;
  currency: string;
  stock: number;
  onSale: boolean;
}

const onSaleAt = (now: Date) =>
  sql<boolean>`(${products.published} and ${products.publishedAt} <= ${now} and ${products.deletedAt} is null)`;

/** The member's lines, newest first, each with its product now. */
export const cartLines = (db: DbOrTx, userId: number, now: Date): Promise<CartLineRow[]> =>
  db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      titleZh: products.titleZh,
      titleEn: products.titleEn,
      cover: products.cover,
      priceCents: products.priceCents,
      currency: products.currency,
      stock: products.stock,
      onSale: onSaleAt(now),
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id));

export const lineCount = async (db: DbOrTx, userId: number) =>
  (await db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId)))[0]?.n ?? 0;

export const findLine = async (db: DbOrTx, userId: number, productId: number) =>
  (
    await db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
      .limit(1)
  )[0];

export const findOwnLine = async (db: DbOrTx, userId: number, lineId: number) =>
  (
    await db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.id, lineId)))
      .limit(1)
  )[0];

/**
 * Add pieces to the member's line of the product (a new line when there is none), in one statement; the
 * sum stays at most `max` (no row answered when it would not).
 */
export const addToLine = async (
  db: DbOrTx,
  v: { userId: number; productId: number; quantity: number; max: number; now: Date },
) =>
  (
    await db
      .insert(cartItems)
      .values({ userId: v.userId, productId: v.productId, quantity: v.quantity, createdAt: v.now, updatedAt: v.now })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: v.now },
        setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${v.max}`,
      })
      .returning()
  )[0];

/** Set the quantity of one of the member's own lines; undefined when the line is not theirs (or gone). */
export const setLineQuantity = async (db: DbOrTx, userId: number, lineId: number, quantity: number, now: Date) =>
  (
    await db
      .update(cartItems)
      .set({ quantity, updatedAt: now })
      .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)))
      .returning()
  )[0];

export const removeLine = async (db: DbOrTx, userId: number, lineId: number) =>
  (
    await db
      .delete(cartItems)
      .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)))
      .returning({ id: cartItems.id })
  )[0];

export const clearCart = (db: DbOrTx, userId: number) => db.delete(cartItems).where(eq(cartItems.userId, userId));

/**
 * The checkout's claim on the cart: delete exactly these lines of the member at exactly these quantities.
 * Answers how many were deleted; fewer than asked means the cart changed meanwhile (another device, a
 * second checkout), and the caller's transaction is rolled back.
 */
export async function takeLines(tx: DbOrTx, userId: number, lines: { id: number; quantity: number }[]) {
  if (lines.length === 0) return 0;
  const wanted = new Map(lines.map((l) => [l.id, l.quantity]));
  const gone = await tx
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, [...wanted.keys()])))
    .returning({ id: cartItems.id, quantity: cartItems.quantity });
  return gone.filter((g) => wanted.get(g.id) === g.quantity).length;
}
