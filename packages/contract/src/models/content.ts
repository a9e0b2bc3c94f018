import { z } from 'zod';
import { limits } from '../limits.js';
import { isoTime } from '../schemas.js';
import { roleTypes } from '../enums.js';
import { seatHold } from './commerce.js';
import { productionLink } from './production-link.js';

export { productionLink, type ProductionLink } from './production-link.js';

/**
 * Result shapes of the content families. Editor texts arrive in the request language.
 * Media paths are relative to the resource base. Premium items carry their metadata for everyone;
 * `locked: true` means the caller is not a member and the media (or part body) was withheld.
 */

/** Search keyword of the content lists: trimmed and cut to the limit, so a long paste still searches instead of failing. */
export const searchKeyword = z
  .string()
  .transform((s) => s.trim().slice(0, limits.keywordMax))
  .optional();

export const theatre = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  poster: z.string(),
  venue: z.string(),
  startAt: isoTime,
  endAt: isoTime,
  status: z.number().int(),
  takesRegistration: z.boolean(),
});
export type Theatre = z.infer<typeof theatre>;

/** A ticket sale of a performance, as its page links to it: the lowest price and where the sale stands. */
export const performanceSale = z.object({
  id: z.number().int(),
  title: z.string(),
  priceFrom: z.number().int(),
  currency: z.string(),
  buyStatus: z.number().int(),
  /** Seats left (0: sold out, or every free seat held; see `held`), as ticketSale.remaining. */
  remaining: z.number().int(),
  /** Seats unpaid orders hold while the sale is otherwise sold out (see ticketSale.held). */
  held: seatHold.nullable(),
});
export type PerformanceSale = z.infer<typeof performanceSale>;

/**
 * Set on a detail answer only when staff preview (issue 13) an item visitors cannot see yet: not
 * published, or news scheduled for later. The app marks it as such and offers no share link.
 */
export const draftMark = { draft: z.literal(true).optional() };

/** `production`: the published production the performance stages (its cast and synopsis), if any. */
export const theatreDetail = theatre.extend({
  description: z.string(),
  sales: z.array(performanceSale),
  production: productionLink.nullable(),
  ...draftMark,
});
export type TheatreDetail = z.infer<typeof theatreDetail>;

/** One marked day of the calendar: `date` is a company-time-zone day, YYYY-MM-DD. */
export const theatreDayStat = z.object({ date: z.string(), count: z.number().int() });
export type TheatreDayStat = z.infer<typeof theatreDayStat>;

/** WebVTT tracks of a clip per language (file paths, signed like the media when premium); null where there is none. */
export const subtitleTracks = z.object({ zh: z.string().nullable(), en: z.string().nullable() });
export type SubtitleTracks = z.infer<typeof subtitleTracks>;

/** A sung or spoken line in both languages, timed in seconds of the part's clip. */
export const lyricLine = z.object({ start: z.number(), end: z.number(), zh: z.string(), en: z.string() });
export type LyricLine = z.infer<typeof lyricLine>;

/**
 * `content` is null and `locked` true when the production is premium and the caller is not a member;
 * a locked part has no media, tracks or lyrics either.
 */
export const productionPart = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string().nullable(),
  image: z.string().nullable(),
  sort: z.number().int(),
  locked: z.boolean(),
  media: z.string().nullable(),
  subtitles: subtitleTracks,
  lyrics: z.array(lyricLine),
});
export type ProductionPart = z.infer<typeof productionPart>;

export const production = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  poster: z.string(),
  views: z.number().int(),
  partCount: z.number().int(),
  /** Members only (types 1–3): the parts' texts are locked for everyone else. */
  isPremium: z.boolean(),
  publishedAt: isoTime,
});
export type Production = z.infer<typeof production>;

/** One role of a production's cast and who plays it; `roleType` is null where no role type applies. */
export const castRole = z.object({
  id: z.number().int(),
  role: z.string(),
  roleType: z.enum(roleTypes).nullable(),
  performer: z.string(),
});
export type CastRole = z.infer<typeof castRole>;

/** `cast` is public (the programme), in the editors' order; empty until the editors give one. */
export const productionDetail = production.extend({
  description: z.string(),
  locked: z.boolean(),
  parts: z.array(productionPart),
  cast: z.array(castRole),
});
export type ProductionDetail = z.infer<typeof productionDetail>;
export const contentCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  cover: z.string().nullable(),
  sort: z.number().int(),
});
export type ContentCategory = z.infer<typeof contentCategory>;

export const knowledge = z.object({
  id: z.number().int(),
  cateId: z.number().int(),
  cateName: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  views: z.number().int(),
  isPremium: z.boolean(),
  partCount: z.number().int(),
  publishedAt: isoTime,
});
export type Knowledge = z.infer<typeof knowledge>;

export const knowledgePartRef = z.object({ id: z.number().int(), title: z.string(), sort: z.number().int() });
export type KnowledgePartRef = z.infer<typeof knowledgePartRef>;

export const knowledgeDetail = knowledge.extend({
  description: z.string(),
  locked: z.boolean(),
  parts: z.array(knowledgePartRef),
});
export type KnowledgeDetail = z.infer<typeof knowledgeDetail>;

/** A lesson of a learning item; `content` is null when the item is premium and the caller is not a member. */
export const knowledgePart = z.object({
  id: z.number().int(),
  knowledgeId: z.number().int(),
  knowledgeTitle: z.string(),
  title: z.string(),
  content: z.string().nullable(),
  image: z.string().nullable(),
  sort: z.number().int(),
  isPremium: z.boolean(),
  locked: z.boolean(),
  prevId: z.number().int().nullable(),
  nextId: z.number().int().nullable(),
});
export type KnowledgePart = z.infer<typeof knowledgePart>;

export const video = z.object({
  id: z.number().int(),
  cateId: z.number().int(),
  cateName: z.string(),
  title: z.string(),
  summary: z.string(),
  poster: z.string(),
  duration: z.number().int(),
  views: z.number().int(),
  isPremium: z.boolean(),
  publishedAt: isoTime,
});
export type Video = z.infer<typeof video>;

/** `media` (a file path or an https URL) is null exactly when `locked`. */
export const videoDetail = video.extend({
  description: z.string(),
  locked: z.boolean(),
  media: z.string().nullable(),
  subtitles: subtitleTracks,
  production: productionLink.nullable(),
});
export type VideoDetail = z.infer<typeof videoDetail>;

export const viewCount = z.object({ id: z.number().int(), views: z.number().int() });
export type ViewCount = z.infer<typeof viewCount>;

export const newsItem = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string().nullable(),
  publishedAt: isoTime,
});
export type NewsItem = z.infer<typeof newsItem>;

export const newsDetail = newsItem.extend({ content: z.string(), ...draftMark });
export type NewsDetail = z.infer<typeof newsDetail>;

export const systemNews = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  publishedAt: isoTime,
});
export type SystemNews = z.infer<typeof systemNews>;
