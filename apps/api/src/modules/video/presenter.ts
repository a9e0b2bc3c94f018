import type { Locale, ProductionLink, Video, VideoDetail } from '@nanhua/contract';
import { pick } from '../../lib/locale.js';
import type { VideoRow } from './repository.js';

export const presentVideo = ({ video: r, cateNameZh, cateNameEn }: VideoRow, l: Locale): Video => ({
  id: r.id,
  cateId: r.cateId,
  cateName: pick(l, cateNameZh, cateNameEn),
  title: pick(l, r.titleZh, r.titleEn),
  summary: pick(l, r.summaryZh, r.summaryEn),
  poster: r.poster,
  duration: r.durationSeconds,
  views: r.views,
  isPremium: r.isPremium,
  publishedAt: r.publishedAt.toISOString(),
});

/**
 * The media and its tracks go out only when the caller may watch it (`link`: the URL of a file for this caller, signed when premium);
 * `production`: the published production the video shows (its cast and synopsis), for everyone.
 */
export const presentVideoDetail = (
  row: VideoRow,
  locked: boolean,
  production: ProductionLink | null,
  l: Locale,
  link: (path: string) => string = (p) => p,
): VideoDetail => ({
  ...presentVideo(row, l),
  description: pick(l, row.video.descriptionZh, row.video.descriptionEn),
  locked,
  media: locked ? null : link(row.video.media),
  subtitles: {
    zh: locked || !row.video.subtitlesZh ? null : link(row.video.subtitlesZh),
    en: locked || !row.video.subtitlesEn ? null : link(row.video.subtitlesEn),
  },
  production,
});
