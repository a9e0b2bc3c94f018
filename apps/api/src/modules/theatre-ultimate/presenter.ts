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
  publishedAt: r.publishedAt.toISOString(),
});

export const presentProductionPart = (r: ProductionPartRow, l: Locale): ProductionPart => ({
  id: r.id,
  title: pick(l, r.titleZh, r.titleEn),
  content: pick(l, r.contentZh, r.contentEn),
  image: r.image,
  sort: r.sort,
});

export const presentProductionDetail = (r: ProductionRow, parts: ProductionPartRow[], l: Locale): ProductionDetail => ({
  ...presentProduction(r, parts.length, l),
  description: pick(l, r.descriptionZh, r.descriptionEn),
  parts: parts.map((p) => presentProductionPart(p, l)),
});
