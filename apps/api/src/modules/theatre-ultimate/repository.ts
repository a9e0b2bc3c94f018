import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { productionParts, productionRoles, productions, theatres } from '../../db/schema/index.js';
import { keywordMatch, pageWithTotal, totalColumn } from '../../db/query.js';

export type ProductionRow = typeof productions.$inferSelect;
export type ProductionPartRow = typeof productionParts.$inferSelect;
export type ProductionRoleRow = typeof productionRoles.$inferSelect;
export type ProductionLinkRow = { id: number; titleZh: string; titleEn: string };

export async function pageProductions(db: DbOrTx, keyword: string | undefined, offset: number, limit: number) {
  const where = and(
    eq(productions.published, true),
    keywordMatch(keyword, [productions.titleZh, productions.titleEn, productions.summaryZh, productions.summaryEn]),
  );
  return pageWithTotal(
    db
      .select({ row: productions, total: totalColumn() })
      .from(productions)
      .where(where)
      .orderBy(desc(productions.publishedAt), desc(productions.id))
      .limit(limit)
      .offset(offset),
    async () => (await db.select({ n: count() }).from(productions).where(where))[0]?.n ?? 0,
    (r) => r.row,
  );
}

/** Part counts of many productions in one query. */
export async function partCounts(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: productionParts.productionId, n: count() })
    .from(productionParts)
    .where(inArray(productionParts.productionId, ids))
    .groupBy(productionParts.productionId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export const findProduction = async (db: DbOrTx, id: number) =>
  (
    await db
      .select()
      .from(productions)
      .where(and(eq(productions.id, id), eq(productions.published, true)))
      .limit(1)
  )[0];

/** One scene (part) of a published production, with that production's titles and poster. */
export const findPublishedPart = async (db: DbOrTx, partId: number) =>
  (
    await db
      .select({
        part: productionParts,
        production: {
          id: productions.id,
          titleZh: productions.titleZh,
          titleEn: productions.titleEn,
          poster: productions.poster,
        },
      })
      .from(productionParts)
      .innerJoin(productions, and(eq(productions.id, productionParts.productionId), eq(productions.published, true)))
      .where(eq(productionParts.id, partId))
      .limit(1)
  )[0];

export const partsOf = (db: DbOrTx, productionId: number) =>
  db
    .select()
    .from(productionParts)
    .where(eq(productionParts.productionId, productionId))
    .orderBy(asc(productionParts.sort), asc(productionParts.id));

/** A production's cast in the editors' order. */
export const castOf = (db: DbOrTx, productionId: number) =>
  db
    .select()
    .from(productionRoles)
    .where(eq(productionRoles.productionId, productionId))
    .orderBy(asc(productionRoles.sort), asc(productionRoles.id));

const linkColumns = { id: productions.id, titleZh: productions.titleZh, titleEn: productions.titleEn };

/** The titles of a published production (what a video links to), or undefined. */
export const findProductionLink = async (db: DbOrTx, id: number): Promise<ProductionLinkRow | undefined> =>
  (
    await db
      .select(linkColumns)
      .from(productions)
      .where(and(eq(productions.id, id), eq(productions.published, true)))
      .limit(1)
  )[0];

/** The published production a performance stages, or undefined. */
export const productionOfPerformance = async (db: DbOrTx, theatreId: number): Promise<ProductionLinkRow | undefined> =>
  (
    await db
      .select(linkColumns)
      .from(theatres)
      .innerJoin(productions, and(eq(productions.id, theatres.productionId), eq(productions.published, true)))
      .where(eq(theatres.id, theatreId))
      .limit(1)
  )[0];

export const addView = async (db: DbOrTx, id: number) =>
  (
    await db
      .update(productions)
      .set({ views: sql`${productions.views} + 1` })
      .where(and(eq(productions.id, id), eq(productions.published, true)))
      .returning({ id: productions.id, views: productions.views })
  )[0];

export const insertProduction = async (db: DbOrTx, v: typeof productions.$inferInsert) =>
  (await db.insert(productions).values(v).returning())[0]!;
export const insertProductionPart = async (db: DbOrTx, v: typeof productionParts.$inferInsert) =>
  (await db.insert(productionParts).values(v).returning())[0]!;
export const insertProductionRole = async (db: DbOrTx, v: typeof productionRoles.$inferInsert) =>
  (await db.insert(productionRoles).values(v).returning())[0]!;
