import type { Locale, Production, ProductionDetail, ProductionPart } from '@nanhua/contract';
import { pick } from '../../lib/locale.js';
import type { ProductionPartRow, ProductionRow } from './repository.js';

export const presentProduction = (r: ProductionRow, partCount: number, l: Locale): Production => ({
  id: r.id,
  title: pick(l, r.titleZh, r.titleEn),
  summary: pick(l, r.summaryZh, r.summaryEn),
  poster: r.poster,
  views: r.views,
  partCount,
  isPremium: r.isPremium,
  publishedAt: r.publishedAt.toISOString(),
});

/** A locked part keeps its title and picture (what the member would unlock), never its text. */
export const presentProductionPart = (r: ProductionPartRow, locked: boolean, l: Locale): ProductionPart => ({
  id: r.id,
  title: pick(l, r.titleZh, r.titleEn),
  content: locked ? null : pick(l, r.contentZh, r.contentEn),
  image: r.image,
  sort: r.sort,
  locked,
});

export const presentProductionDetail = (r: ProductionRow, parts: ProductionPartRow[], locked: boolean, l: Locale): ProductionDetail => ({
  ...presentProduction(r, parts.length, l),
  description: pick(l, r.descriptionZh, r.descriptionEn),
  locked,
  parts: parts.map((p) => presentProductionPart(p, locked, l)),
});
