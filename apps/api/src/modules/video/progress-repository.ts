import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { videoCategories, videoProgress, videos } from '../../db/schema/index.js';

export type ProgressRow = typeof videoProgress.$inferSelect;

export const findProgress = async (db: DbOrTx, userId: number, videoId: number): Promise<ProgressRow | undefined> =>
  (
    await db
      .select()
      .from(videoProgress)
      .where(and(eq(videoProgress.userId, userId), eq(videoProgress.videoId, videoId)))
      .limit(1)
  )[0];

/** One row per member and video: the newest place replaces the last one. */
export const saveProgress = async (
  db: DbOrTx,
  row: { userId: number; videoId: number; positionSeconds: number; durationSeconds: number; updatedAt: Date },
): Promise<ProgressRow> =>
  (
    await db
      .insert(videoProgress)
      .values(row)
      .onConflictDoUpdate({
        target: [videoProgress.userId, videoProgress.videoId],
        set: { positionSeconds: row.positionSeconds, durationSeconds: row.durationSeconds, updatedAt: row.updatedAt },
      })
      .returning()
  )[0]!;

/**
 * The member's published videos started and not finished (from `minSeconds`, before `finishedShare` of the
 * length), the newest place first; premium ones only when `premium` (the caller may still watch them).
 */
export const unfinishedVideos = (
  db: DbOrTx,
  userId: number,
  o: { minSeconds: number; finishedShare: number; premium: boolean; limit: number },
) =>
  db
    .select({
      video: videos,
      cateNameZh: videoCategories.nameZh,
      cateNameEn: videoCategories.nameEn,
      progress: videoProgress,
    })
    .from(videoProgress)
    .innerJoin(videos, eq(videos.id, videoProgress.videoId))
    .innerJoin(videoCategories, eq(videoCategories.id, videos.cateId))
    .where(
      and(
        eq(videoProgress.userId, userId),
        eq(videos.published, true),
        o.premium ? undefined : eq(videos.isPremium, false),
        gte(videoProgress.positionSeconds, o.minSeconds),
        lt(videoProgress.positionSeconds, sql`${videoProgress.durationSeconds} * ${o.finishedShare}::float8`),
      ),
    )
    .orderBy(desc(videoProgress.updatedAt), desc(videoProgress.videoId))
    .limit(o.limit);
