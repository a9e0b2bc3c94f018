import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { videoCategories, videos } from '../../db/schema/index.js';
import { keywordMatch, pageWithTotal, totalColumn } from '../../db/query.js';

export type VideoRow = { video: typeof videos.$inferSelect; cateNameZh: string; cateNameEn: string };

const columns = { video: videos, cateNameZh: videoCategories.nameZh, cateNameEn: videoCategories.nameEn };

const selectVideos = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select(columns)
    .from(videos)
    .innerJoin(videoCategories, eq(videoCategories.id, videos.cateId))
    .where(and(eq(videos.published, true), where));

export const listCategories = (db: DbOrTx) =>
  db.select().from(videoCategories).orderBy(asc(videoCategories.sort), asc(videoCategories.id));

export async function pageVideos(db: DbOrTx, f: { keyword?: string; cateId?: number }, offset: number, limit: number) {
  const where = and(
    eq(videos.published, true),
    f.cateId ? eq(videos.cateId, f.cateId) : undefined,
    keywordMatch(f.keyword, [videos.titleZh, videos.titleEn, videos.summaryZh, videos.summaryEn]),
  );
  return pageWithTotal(
    db
      .select({ ...columns, total: totalColumn() })
      .from(videos)
      .innerJoin(videoCategories, eq(videoCategories.id, videos.cateId))
      .where(where)
      .orderBy(desc(videos.publishedAt), desc(videos.id))
      .limit(limit)
      .offset(offset),
    async () => (await db.select({ n: count() }).from(videos).where(where))[0]?.n ?? 0,
    ({ total: _total, ...row }): VideoRow => row,
  );
}

export const randomVideos = (db: DbOrTx, cateId: number | undefined, length: number) =>
  selectVideos(db, cateId ? eq(videos.cateId, cateId) : undefined)
    .orderBy(sql`random()`)
    .limit(length);

export const carouselVideos = (db: DbOrTx) =>
  selectVideos(db, eq(videos.inCarousel, true)).orderBy(desc(videos.publishedAt), desc(videos.id));

export const findVideo = async (db: DbOrTx, id: number) => (await selectVideos(db, eq(videos.id, id)).limit(1))[0];

export const addView = async (db: DbOrTx, id: number) =>
  (
    await db
      .update(videos)
      .set({ views: sql`${videos.views} + 1` })
      .where(and(eq(videos.id, id), eq(videos.published, true)))
      .returning({ id: videos.id, views: videos.views })
  )[0];

export const insertVideoCategory = async (db: DbOrTx, v: typeof videoCategories.$inferInsert) =>
  (await db.insert(videoCategories).values(v).returning())[0]!;
export const insertVideo = async (db: DbOrTx, v: typeof videos.$inferInsert) =>
  (await db.insert(videos).values(v).returning())[0]!;
