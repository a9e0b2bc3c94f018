import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { news, systemNews } from '../../db/schema/index.js';
import { keywordMatch, pageWithTotal, totalColumn } from '../../db/query.js';

export type NewsRow = typeof news.$inferSelect;
export type SystemNewsRow = typeof systemNews.$inferSelect;

/** What visitors see of the news: published, and its time has come. */
const liveNews = (now: Date) => and(eq(news.published, true), lte(news.publishedAt, now));
const liveSystemNews = (now: Date) => and(eq(systemNews.published, true), lte(systemNews.publishedAt, now));

export async function pageNews(db: DbOrTx, now: Date, keyword: string | undefined, offset: number, limit: number) {
  const where = and(liveNews(now), keywordMatch(keyword, [news.titleZh, news.titleEn, news.summaryZh, news.summaryEn]));
  return pageWithTotal(
    db
      .select({ row: news, total: totalColumn() })
      .from(news)
      .where(where)
      .orderBy(desc(news.publishedAt), desc(news.id))
      .limit(limit)
      .offset(offset),
    async () => (await db.select({ n: count() }).from(news).where(where))[0]?.n ?? 0,
    (r) => r.row,
  );
}

/** A live news item, with whether visitors see it (`live`, the same rule as the lists'); `drafts` (staff preview) finds an unpublished or scheduled one too. */
export async function findNews(
  db: DbOrTx,
  id: number,
  now: Date,
  drafts = false,
): Promise<{ row: NewsRow; live: boolean } | undefined> {
  const live = liveNews(now);
  const [found] = await db
    .select({ row: news, live: sql<boolean>`${live}` })
    .from(news)
    .where(and(eq(news.id, id), drafts ? undefined : live))
    .limit(1);
  return found;
}

export async function pageSystemNews(db: DbOrTx, now: Date, offset: number, limit: number) {
  const where = liveSystemNews(now);
  return pageWithTotal(
    db
      .select({ row: systemNews, total: totalColumn() })
      .from(systemNews)
      .where(where)
      .orderBy(desc(systemNews.publishedAt), desc(systemNews.id))
      .limit(limit)
      .offset(offset),
    async () => (await db.select({ n: count() }).from(systemNews).where(where))[0]?.n ?? 0,
    (r) => r.row,
  );
}

export const findSystemNews = async (db: DbOrTx, id: number, now: Date) =>
  (
    await db
      .select()
      .from(systemNews)
      .where(and(eq(systemNews.id, id), liveSystemNews(now)))
      .limit(1)
  )[0];

export const insertNews = async (db: DbOrTx, v: typeof news.$inferInsert) =>
  (await db.insert(news).values(v).returning())[0]!;
export const insertSystemNews = async (db: DbOrTx, v: typeof systemNews.$inferInsert) =>
  (await db.insert(systemNews).values(v).returning())[0]!;
