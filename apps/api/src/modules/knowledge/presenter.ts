import type { ContentCategory, Knowledge, KnowledgeDetail, KnowledgePart, Locale } from '@nanhua/contract';
import { pick } from '../../lib/locale.js';
import type { KnowledgeCategoryRow, KnowledgePartRow, KnowledgeRow } from './repository.js';

/** Knowledge and video categories share one shape. */
export const presentCategory = (r: KnowledgeCategoryRow, l: Locale): ContentCategory => ({
  id: r.id,
  name: pick(l, r.nameZh, r.nameEn),
  description: pick(l, r.descriptionZh, r.descriptionEn),
  cover: r.cover,
  sort: r.sort,
});

export const presentKnowledge = (
  { item: r, cateNameZh, cateNameEn }: KnowledgeRow,
  partCount: number,
  l: Locale,
): Knowledge => ({
  id: r.id,
  cateId: r.cateId,
  cateName: pick(l, cateNameZh, cateNameEn),
  title: pick(l, r.titleZh, r.titleEn),
  summary: pick(l, r.summaryZh, r.summaryEn),
  cover: r.cover,
  views: r.views,
  isPremium: r.isPremium,
  partCount,
  publishedAt: r.publishedAt.toISOString(),
});

export const presentKnowledgeDetail = (
  row: KnowledgeRow,
  parts: KnowledgePartRow[],
  locked: boolean,
  l: Locale,
): KnowledgeDetail => ({
  ...presentKnowledge(row, parts.length, l),
  description: pick(l, row.item.descriptionZh, row.item.descriptionEn),
  locked,
  parts: parts.map((p) => ({ id: p.id, title: pick(l, p.titleZh, p.titleEn), sort: p.sort })),
});

export const presentKnowledgePart = (
  p: KnowledgePartRow,
  item: KnowledgeRow['item'],
  access: { locked: boolean; prevId: number | null; nextId: number | null },
  l: Locale,
): KnowledgePart => ({
  id: p.id,
  knowledgeId: p.knowledgeId,
  knowledgeTitle: pick(l, item.titleZh, item.titleEn),
  title: pick(l, p.titleZh, p.titleEn),
  content: access.locked ? null : pick(l, p.contentZh, p.contentEn),
  image: p.image,
  sort: p.sort,
  isPremium: item.isPremium,
  locked: access.locked,
  prevId: access.prevId,
  nextId: access.nextId,
});
