import { and, asc, desc, eq, getTableColumns, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { mediaAssets } from '../../db/schema/index.js';
import { keywordMatch, offsetOf, totalColumn } from '../../db/query.js';

export type MediaAssetRow = typeof mediaAssets.$inferSelect;
export type NewMediaAsset = typeof mediaAssets.$inferInsert;

/**
 * Record an upload, or revive the asset already stored at that URL (the same content uploaded
 * again, perhaps after a delete): one row per URL, whatever the concurrency. `inserted` tells a new
 * row from a revived one.
 */
export async function upsertAsset(db: DbOrTx, row: NewMediaAsset): Promise<MediaAssetRow & { inserted: boolean }> {
  const [r] = await db
    .insert(mediaAssets)
    .values(row)
    .onConflictDoUpdate({
      target: mediaAssets.url,
      set: { deletedAt: null, unusedSince: sql`excluded.unused_since`, label: sql`excluded.label` },
    })
    .returning({ ...getTableColumns(mediaAssets), inserted: sql<boolean>`(xmax = 0)` });
  return r!;
}

export async function findLiveAsset(db: DbOrTx, id: number): Promise<MediaAssetRow | undefined> {
  const [r] = await db
    .select()
    .from(mediaAssets)
    .where(and(eq(mediaAssets.id, id), isNull(mediaAssets.deletedAt)));
  return r;
}

export interface AssetFilter {
  kind?: 'image' | 'video' | 'track';
  q?: string;
}

export const assetWhere = (f: AssetFilter) =>
  and(
    isNull(mediaAssets.deletedAt),
    f.kind ? eq(mediaAssets.kind, f.kind) : undefined,
    keywordMatch(f.q, [mediaAssets.label]),
  );

/** A page of the library, newest first, with the match count. */
export async function pageAssets(db: DbOrTx, f: AssetFilter, page: number, size: number) {
  return db
    .select({ asset: mediaAssets, total: totalColumn() })
    .from(mediaAssets)
    .where(assetWhere(f))
    .orderBy(desc(mediaAssets.createdAt), desc(mediaAssets.id))
    .limit(size)
    .offset(offsetOf(page, size));
}

/** The assets stored under these content hashes, deleted ones included. */
export const assetsBySha = (db: DbOrTx, shas: string[]) =>
  shas.length === 0
    ? Promise.resolve([] as MediaAssetRow[])
    : db.select().from(mediaAssets).where(inArray(mediaAssets.sha, shas));

/** Mark a live asset deleted; undefined when it was not live (gone, or deleted by a racing call). */
export async function markDeleted(db: DbOrTx, id: number, at: Date): Promise<MediaAssetRow | undefined> {
  const [r] = await db
    .update(mediaAssets)
    .set({ deletedAt: at })
    .where(and(eq(mediaAssets.id, id), isNull(mediaAssets.deletedAt)))
    .returning();
  return r;
}

/** The next rows of the whole table by id, deleted ones included (the sweep's walk). */
export const assetsAfter = (db: DbOrTx, afterId: number, limit: number) =>
  db.select().from(mediaAssets).where(gt(mediaAssets.id, afterId)).orderBy(asc(mediaAssets.id)).limit(limit);

export async function setUnusedSince(db: DbOrTx, ids: number[], since: Date | null): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mediaAssets)
    .set({ unusedSince: since })
    .where(
      and(inArray(mediaAssets.id, ids), since ? isNull(mediaAssets.unusedSince) : isNotNull(mediaAssets.unusedSince)),
    );
}

/** Remove the rows among `ids` still unused or deleted since before `cutoff`; answers those removed. */
export const purgeAssets = (db: DbOrTx, ids: number[], cutoff: Date) =>
  ids.length === 0
    ? Promise.resolve([] as MediaAssetRow[])
    : db
        .delete(mediaAssets)
        .where(
          and(
            inArray(mediaAssets.id, ids),
            or(lte(mediaAssets.deletedAt, cutoff), lte(mediaAssets.unusedSince, cutoff)),
          ),
        )
        .returning();

/** Which of these hashes some asset row still names. */
export async function knownShas(db: DbOrTx, shas: string[]): Promise<Set<string>> {
  if (shas.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ sha: mediaAssets.sha })
    .from(mediaAssets)
    .where(inArray(mediaAssets.sha, shas));
  return new Set(rows.map((r) => r.sha));
}
