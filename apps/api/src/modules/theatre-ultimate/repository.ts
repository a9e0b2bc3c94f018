import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { productionParts, productions } from '../../db/schema/index.js';
import { keywordMatch, pageWithTotal, totalColumn } from '../../db/query.js';

export type ProductionRow = typeof productions.$inferSelect;
export type ProductionPartRow = typeof productionParts.$inferSelect;

export async function pageProductions(db: DbOrTx, keyword: string | undefined, offset: number, limit: number) {
  const where = and(eq(productions.published, true), keywordMatch(keyword, [productions.titleZh, productions.titleEn, productions.summaryZh, productions.summaryEn]));
  return pageWithTotal(
    db.select({ row: productions, total: totalColumn() }).from(productions).where(where).orderBy(desc(productions.publishedAt), desc(productions.id)).limit(limit).offset(offset),
    async () => (await db.select({ n: count() }).from(productions).where(where))[0]?.n ?? 0,
    (r) => r.row,
  );
}

/** Part counts of many productions in one query. */
export async function partCounts(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: productionParts.productionId, n: count() }).from(productionParts).where(inArray(productionParts.productionId, ids)).groupBy(productionParts.productionId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export const findProduction = async (db: DbOrTx, id: number) =>
  (await db.select().from(productions).where(and(eq(productions.id, id), eq(productions.published, true))).limit(1))[0];

/** One scene (part) of a published production, with that production's titles and poster. */
export const findPublishedPart = async (db: DbOrTx, partId: number) =>
  (
    await db
      .select({ part: productionParts, production: { id: productions.id, titleZh: productions.titleZh, titleEn: productions.titleEn, poster: productions.poster } })
      .from(productionParts)
      .innerJoin(productions, and(eq(productions.id, productionParts.productionId), eq(productions.published, true)))
      .where(eq(productionParts.id, partId))
      .limit(1)
  )[0];

export const partsOf = (db: DbOrTx, productionId: number) =>
  db.select().from(productionParts).where(eq(productionParts.productionId, productionId)).orderBy(asc(productionParts.sort), asc(productionParts.id));

export const addView = async (db: DbOrTx, id: number) =>
  (await db.update(productions).set({ views: sql`${productions.views} + 1` }).where(and(eq(productions.id, id), eq(productions.published, true))).returning({ id: productions.id, views: productions.views }))[0];

export const insertProduction = async (db: DbOrTx, v: typeof productions.$inferInsert) => (await db.insert(productions).values(v).returning())[0]!;
export const insertProductionPart = async (db: DbOrTx, v: typeof productionParts.$inferInsert) => (await db.insert(productionParts).values(v).returning())[0]!;
