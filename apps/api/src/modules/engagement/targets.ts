import type { EngageFamily } from '@nanhua/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { knowledgeItems, knowledgeParts, productionParts, productions, videos } from '../../db/schema/index.js';

/** What a comment or like points at, in both languages: a lesson, a video or a production part; the subtitle is the learning item or production title (a video: its summary). */
export interface TargetRow {
  id: number;
  titleZh: string;
  titleEn: string;
  parentId: number | null;
  subtitleZh: string;
  subtitleEn: string;
  cover: string | null;
  /** Members only (the premium rule): a visitor or ordinary member cannot comment on it. */
  premium: boolean;
}

/**
 * The published targets among `ids`, keyed by id. The families differ only in which tables hold
 * the target and its parent; everything else about comments and likes is family-blind.
 */
export async function findTargets(
  db: DbOrTx,
  family: EngageFamily,
  ids: readonly number[],
): Promise<Map<number, TargetRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  let rows: TargetRow[];
  if (family === 'video') {
    rows = (
      await db
        .select({
          id: videos.id,
          titleZh: videos.titleZh,
          titleEn: videos.titleEn,
          cover: videos.poster,
          subtitleZh: videos.summaryZh,
          subtitleEn: videos.summaryEn,
          premium: videos.isPremium,
        })
        .from(videos)
        .where(and(inArray(videos.id, unique), eq(videos.published, true)))
    ).map((r) => ({ ...r, parentId: null }));
  } else if (family === 'knowledge') {
    rows = await db
      .select({
        id: knowledgeParts.id,
        titleZh: knowledgeParts.titleZh,
        titleEn: knowledgeParts.titleEn,
        parentId: knowledgeParts.knowledgeId,
        subtitleZh: knowledgeItems.titleZh,
        subtitleEn: knowledgeItems.titleEn,
        cover: knowledgeItems.cover,
        premium: knowledgeItems.isPremium,
      })
      .from(knowledgeParts)
      .innerJoin(knowledgeItems, eq(knowledgeItems.id, knowledgeParts.knowledgeId))
      .where(and(inArray(knowledgeParts.id, unique), eq(knowledgeItems.published, true)));
  } else {
    rows = await db
      .select({
        id: productionParts.id,
        titleZh: productionParts.titleZh,
        titleEn: productionParts.titleEn,
        parentId: productionParts.productionId,
        subtitleZh: productions.titleZh,
        subtitleEn: productions.titleEn,
        cover: productions.poster,
        premium: productions.isPremium,
      })
      .from(productionParts)
      .innerJoin(productions, eq(productions.id, productionParts.productionId))
      .where(and(inArray(productionParts.id, unique), eq(productions.published, true)));
  }
  return new Map(rows.map((r) => [r.id, r]));
}
