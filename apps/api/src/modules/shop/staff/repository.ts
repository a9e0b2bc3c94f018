import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import {
  orderLines,
  orders,
  products,
  refunds,
  shopCategories,
  shopOrderDetails,
  users,
} from '../../../db/schema/index.js';
import { keywordMatch, pageWithTotal, totalColumn } from '../../../db/query.js';
import { pinyinSortKey } from '../../../lib/pinyin.js';
import type { CategoryRow, ProductRow } from '../repository.js';

/** SQL of the staff calls on shop categories and products (any state; withdrawn products are gone for staff too). */

export type NewProduct = typeof products.$inferInsert;

export function pageStaffCategories(db: DbOrTx, q: string | undefined, offset: number, limit: number) {
  const where = keywordMatch(q, [shopCategories.nameZh, shopCategories.nameEn]);
  return pageWithTotal(
    db
      .select({ cat: shopCategories, total: totalColumn() })
      .from(shopCategories)
      .where(where)
      .orderBy(asc(shopCategories.sort), asc(shopCategories.id))
      .limit(limit)
      .offset(offset),
    async () => (await db.select({ n: sql<number>`count(*)::int` }).from(shopCategories).where(where))[0]?.n ?? 0,
    (r): CategoryRow => r.cat,
  );
}

export const findCategory = async (db: DbOrTx, id: number) =>
  (await db.select().from(shopCategories).where(eq(shopCategories.id, id)).limit(1))[0];
/** Kept until the transaction ends: a product written into it, or the category's deletion, waits for the other. */
export const lockCategory = async (db: DbOrTx, id: number, mode: 'share' | 'update') =>
  (await db.select().from(shopCategories).where(eq(shopCategories.id, id)).for(mode))[0];

/** Products per category (withdrawn ones too: they still point at it), one grouped read. */
export async function productCounts(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.cateId, n: sql<number>`count(*)::int` })
    .from(products)
    .where(inArray(products.cateId, ids))
    .groupBy(products.cateId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

export const insertCategoryRow = async (db: DbOrTx, v: typeof shopCategories.$inferInsert) =>
  (await db.insert(shopCategories).values(v).returning())[0]!;
export const updateCategoryRow = async (db: DbOrTx, id: number, v: Partial<typeof shopCategories.$inferInsert>) =>
  (await db.update(shopCategories).set(v).where(eq(shopCategories.id, id)).returning())[0];
export const deleteCategoryRow = (db: DbOrTx, id: number) => db.delete(shopCategories).where(eq(shopCategories.id, id));

export type StaffProductRow = { product: ProductRow; cateNameZh: string; cateNameEn: string };
const columns = { product: products, cateNameZh: shopCategories.nameZh, cateNameEn: shopCategories.nameEn };

export function pageStaffProducts(
  db: DbOrTx,
  f: { q?: string; categoryId?: number; published?: boolean },
  offset: number,
  limit: number,
) {
  const where = and(
    isNull(products.deletedAt),
    keywordMatch(f.q, [products.titleZh, products.titleEn]),
    f.categoryId === undefined ? undefined : eq(products.cateId, f.categoryId),
    f.published === undefined ? undefined : eq(products.published, f.published),
  );
  return pageWithTotal(
    db
      .select({ ...columns, total: totalColumn() })
      .from(products)
      .innerJoin(shopCategories, eq(shopCategories.id, products.cateId))
      .where(where)
      .orderBy(desc(products.publishedAt), desc(products.id))
      .limit(limit)
      .offset(offset),
    async () => (await db.select({ n: sql<number>`count(*)::int` }).from(products).where(where))[0]?.n ?? 0,
    ({ total: _total, ...row }): StaffProductRow => row,
  );
}

export const findStaffProduct = async (db: DbOrTx, id: number): Promise<StaffProductRow | undefined> =>
  (
    await db
      .select(columns)
      .from(products)
      .innerJoin(shopCategories, eq(shopCategories.id, products.cateId))
      .where(and(eq(products.id, id), isNull(products.deletedAt)))
      .limit(1)
  )[0];

/** The product row locked until the transaction ends: a buyer's stock claim waits, and one that came first is visible after. */
export const lockProduct = async (tx: DbOrTx, id: number) =>
  (
    await tx
      .select()
      .from(products)
      .where(and(eq(products.id, id), isNull(products.deletedAt)))
      .for('update')
  )[0];

/**
 * Per product: pieces held by unpaid orders (taken from the stock, not yet given back), and whether
 * any shop order names it. One grouped read.
 */
export async function orderFacts(db: DbOrTx, ids: number[]): Promise<Map<number, { held: number; orders: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: orderLines.itemId,
      held: sql<number>`coalesce(sum(case when ${orders.payStatus} = 0 then ${orderLines.quantity} else 0 end), 0)::int`,
      orders: sql<number>`count(*)::int`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(inArray(orderLines.itemId, ids), eq(orders.kind, 'shop')))
    .groupBy(orderLines.itemId);
  return new Map(rows.map((r) => [r.id, { held: Number(r.held), orders: Number(r.orders) }]));
}

/** Every write of the Chinese title writes its pinyin sort key with it. */
const withSortKey = <T extends { titleZh?: string }>(v: T) =>
  v.titleZh === undefined ? v : { ...v, titleZhSort: pinyinSortKey(v.titleZh) };

export const insertProductRow = async (db: DbOrTx, v: NewProduct) =>
  (await db.insert(products).values(withSortKey(v)).returning())[0]!;
export const updateProductRow = async (db: DbOrTx, id: number, v: Partial<NewProduct>) =>
  (await db.update(products).set(withSortKey(v)).where(eq(products.id, id)).returning())[0];
export const deleteProductRow = (db: DbOrTx, id: number) => db.delete(products).where(eq(products.id, id));

/** The shop's orders as staff handle them: the list to ship and the one write, marking an order shipped. */

const refundIn = (statuses: number[]) =>
  sql`exists (select 1 from ${refunds} where ${refunds.orderId} = ${orders.id} and ${refunds.status} in (${sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  )}))`;

/** Every piece of the order was returned (approved refunds): nothing is left to ship. */
const fullyRefunded = sql`not exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.refundedQuantity} < ${orderLines.quantity})`;

/** Mark shipped once: only a paid, unshipped order without an open refund and with pieces not returned. */
export const markShipped = async (tx: DbOrTx, orderId: number, v: { staffId: number; note: string; now: Date }) =>
  (
    await tx
      .update(shopOrderDetails)
      .set({ shippedAt: v.now, shippedBy: v.staffId, shippingNote: v.note })
      .where(
        and(
          eq(shopOrderDetails.orderId, orderId),
          isNull(shopOrderDetails.shippedAt),
          sql`exists (select 1 from ${orders} where ${orders.id} = ${shopOrderDetails.orderId} and ${orders.payStatus} = 1 and not ${refundIn([1])} and not ${fullyRefunded})`,
        ),
      )
      .returning()
  )[0];

export type StaffOrderRow = { order: typeof orders.$inferSelect; userEmail: string | null };

/** Staff's lists: to ship (paid, unshipped, not wholly returned; oldest paid first), shipped (newest first), or all. */
export async function pageStaffOrders(db: DbOrTx, state: 'toShip' | 'shipped' | 'all', offset: number, limit: number) {
  const where =
    state === 'toShip'
      ? and(isNull(shopOrderDetails.shippedAt), eq(orders.payStatus, 1), sql`not ${fullyRefunded}`)
      : state === 'shipped'
        ? sql`${shopOrderDetails.shippedAt} is not null`
        : undefined;
  const order =
    state === 'toShip'
      ? [asc(orders.paidAt), asc(orders.id)]
      : state === 'shipped'
        ? [desc(shopOrderDetails.shippedAt), desc(orders.id)]
        : [desc(orders.createdAt), desc(orders.id)];
  return pageWithTotal(
    db
      .select({ order: orders, userEmail: users.email, total: totalColumn() })
      .from(shopOrderDetails)
      .innerJoin(orders, eq(orders.id, shopOrderDetails.orderId))
      .leftJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    async () =>
      (
        await db
          .select({ n: count() })
          .from(shopOrderDetails)
          .innerJoin(orders, eq(orders.id, shopOrderDetails.orderId))
          .where(where)
      )[0]?.n ?? 0,
    ({ total: _total, ...row }): StaffOrderRow => row,
  );
}

export const findStaffOrder = async (db: DbOrTx, orderId: number): Promise<StaffOrderRow | undefined> =>
  (
    await db
      .select({ order: orders, userEmail: users.email })
      .from(shopOrderDetails)
      .innerJoin(orders, eq(orders.id, shopOrderDetails.orderId))
      .leftJoin(users, eq(users.id, orders.userId))
      .where(eq(shopOrderDetails.orderId, orderId))
      .limit(1)
  )[0];
