import { and, asc, count, desc, eq, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Locale, ProductSort } from '@nanhua/contract';
import type { DbOrTx } from '../../db/client.js';
import { products, shopCategories, shopOrderDetails } from '../../db/schema/index.js';
import { keywordMatch, pageWithTotal, totalColumn } from '../../db/query.js';
import { pinyinSortKey } from '../../lib/pinyin.js';

export type CategoryRow = typeof shopCategories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type DetailRow = typeof shopOrderDetails.$inferSelect;
/** A product with its category's names, as the lists and the detail show it. */
export type ProductView = { product: ProductRow; cateNameZh: string; cateNameEn: string };

const columns = { product: products, cateNameZh: shopCategories.nameZh, cateNameEn: shopCategories.nameEn };

/** On sale: published, its publication time reached, not withdrawn. */
const onSale = (now: Date) =>
  and(eq(products.published, true), lte(products.publishedAt, now), isNull(products.deletedAt));

/**
 * Each sort with the id as tie-breaker, so pages never repeat or skip a product. Chinese names sort by
 * pinyin through the stored key (hex digits order alike under any collation), then by the title.
 */
function orderFor(sort: ProductSort, l: Locale): SQL[] {
  const byName = l === 'en' ? [products.titleEn] : [products.titleZhSort, products.titleZh];
  switch (sort) {
    case 'oldest':
      return [asc(products.publishedAt), asc(products.id)];
    case 'priceAsc':
      return [asc(products.priceCents), asc(products.id)];
    case 'priceDesc':
      return [desc(products.priceCents), desc(products.id)];
    case 'nameAsc':
      return [...byName.map((c) => asc(c)), asc(products.id)];
    case 'nameDesc':
      return [...byName.map((c) => desc(c)), desc(products.id)];
    case 'salesDesc':
      return [desc(products.sales), desc(products.id)];
    case 'salesAsc':
      return [asc(products.sales), asc(products.id)];
    default:
      return [desc(products.publishedAt), desc(products.id)];
  }
}

export async function pageProducts(
  db: DbOrTx,
  now: Date,
  f: { keyword?: string; cateId?: number; sort: ProductSort },
  l: Locale,
  offset: number,
  limit: number,
) {
  const where = and(
    onSale(now),
    f.cateId ? eq(products.cateId, f.cateId) : undefined,
    keywordMatch(f.keyword, [products.titleZh, products.titleEn]),
  );
  return pageWithTotal(
    db
      .select({ ...columns, total: totalColumn() })
      .from(products)
      .innerJoin(shopCategories, eq(shopCategories.id, products.cateId))
      .where(where)
      .orderBy(...orderFor(f.sort, l))
      .limit(limit)
      .offset(offset),
    async () => (await db.select({ n: count() }).from(products).where(where))[0]?.n ?? 0,
    ({ total: _total, ...row }): ProductView => row,
  );
}

/** Recommendations: products in stock, in random order. */
export const randomProducts = (db: DbOrTx, now: Date, size: number, cateId?: number): Promise<ProductView[]> =>
  db
    .select(columns)
    .from(products)
    .innerJoin(shopCategories, eq(shopCategories.id, products.cateId))
    .where(and(onSale(now), gt(products.stock, 0), cateId ? eq(products.cateId, cateId) : undefined))
    .orderBy(sql`random()`)
    .limit(size);

export const findProduct = async (db: DbOrTx, id: number, now: Date): Promise<ProductView | undefined> =>
  (
    await db
      .select(columns)
      .from(products)
      .innerJoin(shopCategories, eq(shopCategories.id, products.cateId))
      .where(and(eq(products.id, id), onSale(now)))
      .limit(1)
  )[0];

export const listCategories = (db: DbOrTx) =>
  db.select().from(shopCategories).orderBy(asc(shopCategories.sort), asc(shopCategories.id));
export const insertCategory = async (db: DbOrTx, v: typeof shopCategories.$inferInsert) =>
  (await db.insert(shopCategories).values(v).returning())[0]!;
export const insertProduct = async (db: DbOrTx, v: typeof products.$inferInsert) =>
  (
    await db
      .insert(products)
      .values({ ...v, titleZhSort: pinyinSortKey(v.titleZh) })
      .returning()
  )[0]!;

/**
 * Products whose pinyin key is missing (written before the key existed, or by a writer that left it
 * out) get it now, before a name sort reads them; normally none, and then nothing is written.
 */
export async function fillPinyinKeys(db: DbOrTx) {
  const missing = await db
    .select({ id: products.id, titleZh: products.titleZh })
    .from(products)
    .where(eq(products.titleZhSort, ''))
    .limit(500);
  for (const p of missing)
    await db
      .update(products)
      .set({ titleZhSort: pinyinSortKey(p.titleZh) })
      .where(and(eq(products.id, p.id), eq(products.titleZhSort, '')));
}
export const withdrawProduct = (db: DbOrTx, id: number, now: Date) =>
  db.update(products).set({ deletedAt: now }).where(eq(products.id, id));

/** Product titles whatever their state (a withdrawn product is named in a refusal too). */
export const productTitles = (db: DbOrTx, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: products.id, titleZh: products.titleZh, titleEn: products.titleEn, stock: products.stock })
        .from(products)
        .where(inArray(products.id, ids));

/** Products on sale now among `ids`, for the checkout's prices and its stock pre-check. */
export const onSaleProducts = (db: DbOrTx, ids: number[], now: Date) =>
  ids.length === 0
    ? Promise.resolve([] as (typeof products.$inferSelect)[])
    : db
        .select()
        .from(products)
        .where(and(inArray(products.id, ids), onSale(now)));

/** The stock claim: succeeds only while the product is on sale with enough pieces (no oversell under any concurrency). */
export const takeStock = async (tx: DbOrTx, id: number, n: number) =>
  (
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${n}` })
      .where(
        and(
          eq(products.id, id),
          eq(products.published, true),
          isNull(products.deletedAt),
          sql`${products.stock} >= ${n}`,
        ),
      )
      .returning({ stock: products.stock })
  )[0];

/** Add `sign` × quantity to a column of each product, one statement for any number of products. */
async function shiftBy(
  tx: DbOrTx,
  column: 'stock' | 'sales',
  items: { itemId: number; quantity: number }[],
  sign: 1 | -1,
) {
  const sum = new Map<number, number>();
  for (const i of items) sum.set(i.itemId, (sum.get(i.itemId) ?? 0) + i.quantity);
  const entries = [...sum].filter(([, n]) => n > 0);
  if (entries.length === 0) return;
  const ids = sql.join(
    entries.map(([id]) => sql`${id}`),
    sql`, `,
  );
  const ns = sql.join(
    entries.map(([, n]) => sql`${n * sign}`),
    sql`, `,
  );
  const col = sql.identifier(column);
  // Sales never go below zero, whatever order refunds and payments arrive in.
  const next = column === 'sales' ? sql`greatest(${products.sales} + v.n, 0)` : sql`${products.stock} + v.n`;
  await tx.execute(
    sql`update ${products} set ${col} = ${next} from (select unnest(array[${ids}]::int[]) as id, unnest(array[${ns}]::int[]) as n) v where ${products.id} = v.id`,
  );
}

export const returnStock = (tx: DbOrTx, items: { itemId: number; quantity: number }[]) =>
  shiftBy(tx, 'stock', items, 1);
export const addSales = (tx: DbOrTx, items: { itemId: number; quantity: number }[]) => shiftBy(tx, 'sales', items, 1);
export const subtractSales = (tx: DbOrTx, items: { itemId: number; quantity: number }[]) =>
  shiftBy(tx, 'sales', items, -1);

export const insertDetail = (tx: DbOrTx, v: typeof shopOrderDetails.$inferInsert) =>
  tx.insert(shopOrderDetails).values(v);

export const detailsOf = (db: DbOrTx, orderIds: number[]) =>
  orderIds.length === 0
    ? Promise.resolve([] as DetailRow[])
    : db.select().from(shopOrderDetails).where(inArray(shopOrderDetails.orderId, orderIds));

export const findDetail = async (db: DbOrTx, orderId: number) => (await detailsOf(db, [orderId]))[0];
