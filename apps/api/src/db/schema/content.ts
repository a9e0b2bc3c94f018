import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Browsable content: theatre, productions, knowledge, video; news lives in site.ts. */

const stamp = (name: string) => timestamp(name, { withTimezone: true });
/** Keyword search is ILIKE on both languages; trigram GIN indexes keep it off a sequential scan. */
export const trgm = (name: string, col: AnyPgColumn) => index(name).using('gin', sql`${col} gin_trgm_ops`);

/** Title, summary and description in both languages (DESIGN §6); a fresh set of builders per table. */
export const editorTexts = () => ({
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  summaryZh: text('summary_zh').notNull().default(''),
  summaryEn: text('summary_en').notNull().default(''),
  descriptionZh: text('description_zh').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
});

/** Knowledge and video categories share one shape. */
const categoryColumns = () => ({
  id: serial('id').primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionZh: text('description_zh').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  cover: text('cover'),
  sort: integer('sort').notNull().default(0),
});

export const theatres = pgTable(
  'theatres',
  {
    id: serial('id').primaryKey(),
    ...editorTexts(),
    venueZh: text('venue_zh').notNull(),
    venueEn: text('venue_en').notNull(),
    poster: text('poster').notNull(),
    startAt: stamp('start_at').notNull(),
    endAt: stamp('end_at').notNull(),
    takesRegistration: boolean('takes_registration').notNull().default(false),
    /** Places for 'Register Now' (null: no limit); `registered` only changes by conditional updates. */
    capacity: integer('capacity'),
    registered: integer('registered').notNull().default(0),
    /** The production this performance stages (its cast and synopsis page), if any. */
    productionId: integer('production_id').references((): AnyPgColumn => productions.id, { onDelete: 'set null' }),
    published: boolean('published').notNull().default(true),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('theatres_production_idx').on(t.productionId),
    index('theatres_published_start_idx').on(t.published, t.startAt),
    index('theatres_published_end_idx').on(t.published, t.endAt),
    index('theatres_start_idx').on(t.startAt),
    check(
      'theatres_registered_ck',
      sql`${t.registered} >= 0 and (${t.capacity} is null or ${t.registered} <= ${t.capacity})`,
    ),
    trgm('theatres_title_zh_trgm', t.titleZh),
    trgm('theatres_title_en_trgm', t.titleEn),
  ],
);

export const productions = pgTable(
  'productions',
  {
    id: serial('id').primaryKey(),
    ...editorTexts(),
    poster: text('poster').notNull(),
    views: integer('views').notNull().default(0),
    /** Members only: the parts' texts go out to members of types 1–3 (the premium rule). */
    isPremium: boolean('is_premium').notNull().default(false),
    published: boolean('published').notNull().default(true),
    publishedAt: stamp('published_at').notNull().defaultNow(),
  },
  (t) => [
    index('productions_published_at_idx').on(t.published, t.publishedAt),
    index('productions_premium_idx').on(t.publishedAt).where(sql`${t.isPremium} and ${t.published}`),
    trgm('productions_title_zh_trgm', t.titleZh),
    trgm('productions_title_en_trgm', t.titleEn),
    trgm('productions_summary_zh_trgm', t.summaryZh),
    trgm('productions_summary_en_trgm', t.summaryEn),
  ],
);

/** A part of a production; its id is the `partId` the comments and likes of a later issue attach to. */
export const productionParts = pgTable(
  'production_parts',
  {
    id: serial('id').primaryKey(),
    productionId: integer('production_id')
      .notNull()
      .references(() => productions.id, { onDelete: 'cascade' }),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    contentZh: text('content_zh').notNull().default(''),
    contentEn: text('content_en').notNull().default(''),
    image: text('image'),
    /** A clip of the scene (a /files path; in the premium folder when the production is premium) and its WebVTT tracks, the lyrics. */
    media: text('media'),
    subtitlesZh: text('subtitles_zh'),
    subtitlesEn: text('subtitles_en'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('production_parts_production_sort_idx').on(t.productionId, t.sort)],
);

/**
 * A production's cast: one role (in both languages), its role type of Teochew opera where one applies
 * (sheng 生, dan 旦, jing 净, chou 丑; the contract's `roleTypes`) and who plays it (both languages), in `sort` order.
 */
export const productionRoles = pgTable(
  'production_roles',
  {
    id: serial('id').primaryKey(),
    productionId: integer('production_id')
      .notNull()
      .references(() => productions.id, { onDelete: 'cascade' }),
    roleZh: text('role_zh').notNull(),
    roleEn: text('role_en').notNull().default(''),
    roleType: text('role_type'),
    performerZh: text('performer_zh').notNull(),
    performerEn: text('performer_en').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('production_roles_production_sort_idx').on(t.productionId, t.sort),
    check('production_roles_type_ck', sql`${t.roleType} is null or ${t.roleType} in ('sheng', 'dan', 'jing', 'chou')`),
  ],
);

export const knowledgeCategories = pgTable('knowledge_categories', categoryColumns());

export const knowledgeItems = pgTable(
  'knowledge_items',
  {
    id: serial('id').primaryKey(),
    cateId: integer('cate_id')
      .notNull()
      .references(() => knowledgeCategories.id),
    ...editorTexts(),
    cover: text('cover').notNull(),
    views: integer('views').notNull().default(0),
    isPremium: boolean('is_premium').notNull().default(false),
    inCarousel: boolean('in_carousel').notNull().default(false),
    fine: boolean('fine').notNull().default(false),
    published: boolean('published').notNull().default(true),
    publishedAt: stamp('published_at').notNull().defaultNow(),
  },
  (t) => [
    index('knowledge_items_published_at_idx').on(t.published, t.publishedAt),
    index('knowledge_items_cate_idx').on(t.cateId, t.publishedAt),
    index('knowledge_items_carousel_idx').on(t.inCarousel).where(sql`${t.inCarousel}`),
    index('knowledge_items_fine_idx').on(t.fine).where(sql`${t.fine}`),
    index('knowledge_items_premium_idx').on(t.publishedAt).where(sql`${t.isPremium} and ${t.published}`),
    trgm('knowledge_items_title_zh_trgm', t.titleZh),
    trgm('knowledge_items_title_en_trgm', t.titleEn),
    trgm('knowledge_items_summary_zh_trgm', t.summaryZh),
    trgm('knowledge_items_summary_en_trgm', t.summaryEn),
  ],
);

/** A lesson of a learning item; its id is the `partId` of comments and likes (participation issue). */
export const knowledgeParts = pgTable(
  'knowledge_parts',
  {
    id: serial('id').primaryKey(),
    knowledgeId: integer('knowledge_id')
      .notNull()
      .references(() => knowledgeItems.id, { onDelete: 'cascade' }),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    contentZh: text('content_zh').notNull().default(''),
    contentEn: text('content_en').notNull().default(''),
    image: text('image'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('knowledge_parts_knowledge_sort_idx').on(t.knowledgeId, t.sort)],
);

export const videoCategories = pgTable('video_categories', categoryColumns());

export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    cateId: integer('cate_id')
      .notNull()
      .references(() => videoCategories.id),
    ...editorTexts(),
    poster: text('poster').notNull(),
    /** A path under /files or an https URL; only members receive it for premium videos. */
    media: text('media').notNull(),
    /** WebVTT surtitle tracks (/files paths), stored beside the media so premium tracks follow the premium rule. */
    subtitlesZh: text('subtitles_zh'),
    subtitlesEn: text('subtitles_en'),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    views: integer('views').notNull().default(0),
    isPremium: boolean('is_premium').notNull().default(false),
    inCarousel: boolean('in_carousel').notNull().default(false),
    /** The production the video shows (its cast and synopsis page), if any. */
    productionId: integer('production_id').references(() => productions.id, { onDelete: 'set null' }),
    published: boolean('published').notNull().default(true),
    publishedAt: stamp('published_at').notNull().defaultNow(),
  },
  (t) => [
    index('videos_production_idx').on(t.productionId),
    index('videos_published_at_idx').on(t.published, t.publishedAt),
    index('videos_cate_idx').on(t.cateId, t.publishedAt),
    index('videos_carousel_idx').on(t.inCarousel).where(sql`${t.inCarousel}`),
    index('videos_premium_idx').on(t.publishedAt).where(sql`${t.isPremium} and ${t.published}`),
    trgm('videos_title_zh_trgm', t.titleZh),
    trgm('videos_title_en_trgm', t.titleEn),
    trgm('videos_summary_zh_trgm', t.summaryZh),
    trgm('videos_summary_en_trgm', t.summaryEn),
  ],
);

/**
 * Where a signed-in member stopped in a video (issue 34 item 7): one row per member and video, the whole
 * seconds watched up to and the length the player measured. Private to the member (write-watch.ts).
 */
export const videoProgress = pgTable(
  'video_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    positionSeconds: integer('position_seconds').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.videoId] }),
    index('video_progress_recent_idx').on(t.userId, t.updatedAt),
    check(
      'video_progress_position_ck',
      sql`${t.positionSeconds} >= 0 and ${t.positionSeconds} <= ${t.durationSeconds} and ${t.durationSeconds} > 0`,
    ),
  ],
);
