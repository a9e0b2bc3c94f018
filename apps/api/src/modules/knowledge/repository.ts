import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { knowledgeCategories, knowledgeItems, knowledgeParts } from '../../db/schema/index.js';
import { keywordMatch, pageWithTotal, totalColumn } from '../../db/query.js';

export type KnowledgeCategoryRow = typeof knowledgeCategories.$inferSelect;
export type KnowledgePartRow = typeof knowledgeParts.$inferSelect;

/** An item with its category's names (one join instead of a lookup per row). */
const withCategory = {
  item: knowledgeItems,
  cateNameZh: knowledgeCategories.nameZh,
  cateNameEn: knowledgeCategories.nameEn,
};
export type KnowledgeRow = { item: typeof knowledgeItems.$inferSelect; cateNameZh: string; cateNameEn: string };

const selectItems = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select(withCategory)
    .from(knowledgeItems)
    .innerJoin(knowledgeCategories, eq(knowledgeCategories.id, knowledgeItems.cateId))
    .where(and(eq(knowledgeItems.published, true), where));

export const listCategories = (db: DbOrTx) =>
  db.select().from(knowledgeCategories).orderBy(asc(knowledgeCategories.sort), asc(knowledgeCategories.id));

export async function pageKnowledge(
  db: DbOrTx,
  f: { keyword?: string; cateId?: number },
  offset: number,
  limit: number,
) {
  const where = and(
    eq(knowledgeItems.published, true),
    f.cateId ? eq(knowledgeItems.cateId, f.cateId) : undefined,
    keywordMatch(f.keyword, [
      knowledgeItems.titleZh,
      knowledgeItems.titleEn,
      knowledgeItems.summaryZh,
      knowledgeItems.summaryEn,
    ]),
  );
  return pageWithTotal(
    db
      .select({ ...withCategory, total: totalColumn() })
      .from(knowledgeItems)
      .innerJoin(knowledgeCategories, eq(knowledgeCategories.id, knowledgeItems.cateId))
      .where(where)
      .orderBy(desc(knowledgeItems.publishedAt), desc(knowledgeItems.id))
      .limit(limit)
      .offset(offset),
    async () => (await db.select({ n: count() }).from(knowledgeItems).where(where))[0]?.n ?? 0,
    ({ total: _total, ...row }): KnowledgeRow => row,
  );
}

export const randomKnowledge = (db: DbOrTx, cateId: number | undefined, length: number) =>
  selectItems(db, cateId ? eq(knowledgeItems.cateId, cateId) : undefined)
    .orderBy(sql`random()`)
    .limit(length);

export const carouselKnowledge = (db: DbOrTx) =>
  selectItems(db, eq(knowledgeItems.inCarousel, true)).orderBy(
    desc(knowledgeItems.publishedAt),
    desc(knowledgeItems.id),
  );

export const latestFine = async (db: DbOrTx) =>
  (
    await selectItems(db, eq(knowledgeItems.fine, true))
      .orderBy(desc(knowledgeItems.publishedAt), desc(knowledgeItems.id))
      .limit(1)
  )[0];

export const findKnowledge = async (db: DbOrTx, id: number) =>
  (await selectItems(db, eq(knowledgeItems.id, id)).limit(1))[0];

export async function partCounts(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: knowledgeParts.knowledgeId, n: count() })
    .from(knowledgeParts)
    .where(inArray(knowledgeParts.knowledgeId, ids))
    .groupBy(knowledgeParts.knowledgeId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export const partsOf = (db: DbOrTx, knowledgeId: number) =>
  db
    .select()
    .from(knowledgeParts)
    .where(eq(knowledgeParts.knowledgeId, knowledgeId))
    .orderBy(asc(knowledgeParts.sort), asc(knowledgeParts.id));

export const findPart = async (db: DbOrTx, id: number) =>
  (await db.select().from(knowledgeParts).where(eq(knowledgeParts.id, id)).limit(1))[0];

/** The lessons before and after a part in reading order (sort, then id). */
export async function neighbours(db: DbOrTx, p: KnowledgePartRow) {
  const same = eq(knowledgeParts.knowledgeId, p.knowledgeId);
  const before = sql`(${knowledgeParts.sort}, ${knowledgeParts.id}) < (${p.sort}, ${p.id})`;
  const after = sql`(${knowledgeParts.sort}, ${knowledgeParts.id}) > (${p.sort}, ${p.id})`;
  const [prev, next] = await Promise.all([
    db
      .select({ id: knowledgeParts.id })
      .from(knowledgeParts)
      .where(and(same, before))
      .orderBy(desc(knowledgeParts.sort), desc(knowledgeParts.id))
      .limit(1),
    db
      .select({ id: knowledgeParts.id })
      .from(knowledgeParts)
      .where(and(same, after))
      .orderBy(asc(knowledgeParts.sort), asc(knowledgeParts.id))
      .limit(1),
  ]);
  return { prevId: prev[0]?.id ?? null, nextId: next[0]?.id ?? null };
}

export const addView = async (db: DbOrTx, id: number) =>
  (
    await db
      .update(knowledgeItems)
      .set({ views: sql`${knowledgeItems.views} + 1` })
      .where(and(eq(knowledgeItems.id, id), eq(knowledgeItems.published, true)))
      .returning({ id: knowledgeItems.id, views: knowledgeItems.views })
  )[0];

export const insertKnowledgeCategory = async (db: DbOrTx, v: typeof knowledgeCategories.$inferInsert) =>
  (await db.insert(knowledgeCategories).values(v).returning())[0]!;
export const insertKnowledge = async (db: DbOrTx, v: typeof knowledgeItems.$inferInsert) =>
  (await db.insert(knowledgeItems).values(v).returning())[0]!;
export const insertKnowledgePart = async (db: DbOrTx, v: typeof knowledgeParts.$inferInsert) =>
  (await db.insert(knowledgeParts).values(v).returning())[0]!;
