import { and, count, desc, eq, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { productFavourites, products, saleFavourites, ticketSales } from '../../db/schema/index.js';
import { pageWithTotal, totalColumn } from '../../db/query.js';

/** A sale the app shows: published. */
const saleShown = eq(ticketSales.published, true);
/** A product the shop shows: published, its time reached, not withdrawn. */
const productShown = (now: Date) =>
  and(eq(products.published, true), lte(products.publishedAt, now), isNull(products.deletedAt));

export const saleExists = async (db: DbOrTx, saleId: number): Promise<boolean> =>
  (
    await db
      .select({ id: ticketSales.id })
      .from(ticketSales)
      .where(and(eq(ticketSales.id, saleId), saleShown))
      .limit(1)
  ).length > 0;

export const productExists = async (db: DbOrTx, productId: number, now: Date): Promise<boolean> =>
  (
    await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), productShown(now)))
      .limit(1)
  ).length > 0;

export const hasSaleFavourite = async (db: DbOrTx, userId: number, saleId: number): Promise<boolean> =>
  (
    await db
      .select({ id: saleFavourites.saleId })
      .from(saleFavourites)
      .where(and(eq(saleFavourites.userId, userId), eq(saleFavourites.saleId, saleId)))
      .limit(1)
  ).length > 0;

export const hasProductFavourite = async (db: DbOrTx, userId: number, productId: number): Promise<boolean> =>
  (
    await db
      .select({ id: productFavourites.productId })
      .from(productFavourites)
      .where(and(eq(productFavourites.userId, userId), eq(productFavourites.productId, productId)))
      .limit(1)
  ).length > 0;

/** Idempotent: the primary key makes a second add a no-op (the first time stays). */
export const addSaleFavourite = (db: DbOrTx, userId: number, saleId: number, now: Date) =>
  db.insert(saleFavourites).values({ userId, saleId, createdAt: now }).onConflictDoNothing();
export const addProductFavourite = (db: DbOrTx, userId: number, productId: number, now: Date) =>
  db.insert(productFavourites).values({ userId, productId, createdAt: now }).onConflictDoNothing();

export const removeSaleFavourite = (db: DbOrTx, userId: number, saleId: number) =>
  db.delete(saleFavourites).where(and(eq(saleFavourites.userId, userId), eq(saleFavourites.saleId, saleId)));
export const removeProductFavourite = (db: DbOrTx, userId: number, productId: number) =>
  db
    .delete(productFavourites)
    .where(and(eq(productFavourites.userId, userId), eq(productFavourites.productId, productId)));

/** The member's favourite sales the app still shows, newest favourite first (sale_favourites_user_idx). */
export function pageSaleFavourites(db: DbOrTx, userId: number, offset: number, limit: number) {
  const where = and(eq(saleFavourites.userId, userId), saleShown);
  return pageWithTotal(
    db
      .select({ sale: ticketSales, favouritedAt: saleFavourites.createdAt, total: totalColumn() })
      .from(saleFavourites)
      .innerJoin(ticketSales, eq(ticketSales.id, saleFavourites.saleId))
      .where(where)
      .orderBy(desc(saleFavourites.createdAt), desc(saleFavourites.saleId))
      .limit(limit)
      .offset(offset),
    async () =>
      (
        await db
          .select({ n: count() })
          .from(saleFavourites)
          .innerJoin(ticketSales, eq(ticketSales.id, saleFavourites.saleId))
          .where(where)
      )[0]?.n ?? 0,
    ({ total: _total, ...row }) => row,
  );
}

/** The member's favourite products the shop still shows, newest favourite first (product_favourites_user_idx). */
export function pageProductFavourites(db: DbOrTx, userId: number, now: Date, offset: number, limit: number) {
  const where = and(eq(productFavourites.userId, userId), productShown(now));
  return pageWithTotal(
    db
      .select({ product: products, favouritedAt: productFavourites.createdAt, total: totalColumn() })
      .from(productFavourites)
      .innerJoin(products, eq(products.id, productFavourites.productId))
      .where(where)
      .orderBy(desc(productFavourites.createdAt), desc(productFavourites.productId))
      .limit(limit)
      .offset(offset),
    async () =>
      (
        await db
          .select({ n: count() })
          .from(productFavourites)
          .innerJoin(products, eq(products.id, productFavourites.productId))
          .where(where)
      )[0]?.n ?? 0,
    ({ total: _total, ...row }) => row,
  );
}

export type SaleFavouriteRow = Awaited<ReturnType<typeof pageSaleFavourites>>['records'][number];
export type ProductFavouriteRow = Awaited<ReturnType<typeof pageProductFavourites>>['records'][number];
