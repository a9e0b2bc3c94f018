import { and, asc, count, desc, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { aboutPages, appCarousels, appVersions, notices, sponsors } from '../../db/schema/index.js';

export type CarouselRow = typeof appCarousels.$inferSelect;
export type NoticeRow = typeof notices.$inferSelect;
export type SponsorRow = typeof sponsors.$inferSelect;
export type VersionRow = typeof appVersions.$inferSelect;
export type AboutRow = typeof aboutPages.$inferSelect;

export const listCarousels = (db: DbOrTx) =>
  db
    .select()
    .from(appCarousels)
    .where(eq(appCarousels.published, true))
    .orderBy(asc(appCarousels.sort), asc(appCarousels.id));

export const findCarousel = async (db: DbOrTx, id: number) =>
  (
    await db
      .select()
      .from(appCarousels)
      .where(and(eq(appCarousels.id, id), eq(appCarousels.published, true)))
      .limit(1)
  )[0];

export const insertCarousel = async (db: DbOrTx, v: typeof appCarousels.$inferInsert) =>
  (await db.insert(appCarousels).values(v).returning())[0]!;

const liveNotice = (now: Date) => and(eq(notices.published, true), lte(notices.publishedAt, now));

export async function pageNotices(db: DbOrTx, now: Date, offset: number, limit: number) {
  const [records, [total]] = await Promise.all([
    db
      .select()
      .from(notices)
      .where(liveNotice(now))
      .orderBy(desc(notices.publishedAt), desc(notices.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(notices).where(liveNotice(now)),
  ]);
  return { records, total: total?.n ?? 0 };
}

export const findNotice = async (db: DbOrTx, id: number, now: Date) =>
  (
    await db
      .select()
      .from(notices)
      .where(and(eq(notices.id, id), liveNotice(now)))
      .limit(1)
  )[0];

export const insertNotice = async (db: DbOrTx, v: typeof notices.$inferInsert) =>
  (await db.insert(notices).values(v).returning())[0]!;

export const listSponsors = (db: DbOrTx) =>
  db.select().from(sponsors).where(eq(sponsors.published, true)).orderBy(asc(sponsors.sort), asc(sponsors.id));

/** The six About pages (a fixed, tiny table), in their order. */
export const listAboutPages = (db: DbOrTx) =>
  db.select().from(aboutPages).orderBy(asc(aboutPages.sort), asc(aboutPages.id));

export const insertSponsor = async (db: DbOrTx, v: typeof sponsors.$inferInsert) =>
  (await db.insert(sponsors).values(v).returning())[0]!;

export const latestVersion = async (db: DbOrTx, now: Date) =>
  (
    await db
      .select()
      .from(appVersions)
      .where(lte(appVersions.publishedAt, now))
      .orderBy(desc(appVersions.versionCode))
      .limit(1)
  )[0];

export const insertVersion = async (db: DbOrTx, v: typeof appVersions.$inferInsert) =>
  (await db.insert(appVersions).values(v).returning())[0]!;
