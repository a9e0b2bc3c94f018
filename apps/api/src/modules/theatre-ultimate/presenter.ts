import type {
  CastRole,
  LyricLine,
  Locale,
  Production,
  ProductionDetail,
  ProductionLink,
  ProductionPart,
  RoleType,
} from '@nanhua/contract';
import { pick } from '../../lib/locale.js';
import type { ProductionLinkRow, ProductionPartRow, ProductionRoleRow, ProductionRow } from './repository.js';

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

/** What a part's clip brings when the caller may have it: file links for this caller and the lyric lines of its tracks. */
export interface PartMedia {
  link: (path: string) => string;
  lyrics: LyricLine[];
}

/** A locked part keeps its title and picture (what the member would unlock), never its text, clip, tracks or lyrics. */
export const presentProductionPart = (r: ProductionPartRow, media: PartMedia | null, l: Locale): ProductionPart => ({
  id: r.id,
  title: pick(l, r.titleZh, r.titleEn),
  content: media ? pick(l, r.contentZh, r.contentEn) : null,
  image: r.image,
  sort: r.sort,
  locked: media === null,
  media: media && r.media ? media.link(r.media) : null,
  subtitles: {
    zh: media && r.subtitlesZh ? media.link(r.subtitlesZh) : null,
    en: media && r.subtitlesEn ? media.link(r.subtitlesEn) : null,
  },
  lyrics: media?.lyrics ?? [],
});

/** A role of the cast: public for every production (the programme), premium or not. */
export const presentCastRole = (r: ProductionRoleRow, l: Locale): CastRole => ({
  id: r.id,
  role: pick(l, r.roleZh, r.roleEn),
  roleType: r.roleType as RoleType | null,
  performer: pick(l, r.performerZh, r.performerEn),
});

export const presentProductionLink = (r: ProductionLinkRow, l: Locale): ProductionLink => ({
  id: r.id,
  title: pick(l, r.titleZh, r.titleEn),
});

/** `media[i]` is what part i brings, null for every part of a locked production. */
export const presentProductionDetail = (
  r: ProductionRow,
  parts: ProductionPartRow[],
  cast: ProductionRoleRow[],
  locked: boolean,
  media: (PartMedia | null)[],
  l: Locale,
): ProductionDetail => ({
  ...presentProduction(r, parts.length, l),
  description: pick(l, r.descriptionZh, r.descriptionEn),
  locked,
  parts: parts.map((p, i) => presentProductionPart(p, locked ? null : (media[i] ?? null), l)),
  cast: cast.map((c) => presentCastRole(c, l)),
});
