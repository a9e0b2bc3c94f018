import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { trgm } from './content.js';

/** Every editor-written text is stored in both languages (DESIGN §6): `…Zh` and `…En`. */
export const appCarousels = pgTable(
  'app_carousels',
  {
    id: serial('id').primaryKey(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    image: text('image').notNull(),
    link: text('link'),
    sort: integer('sort').notNull().default(0),
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('app_carousels_published_sort_idx').on(t.published, t.sort)],
);

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    contentZh: text('content_zh').notNull(),
    contentEn: text('content_en').notNull(),
    published: boolean('published').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notices_published_at_idx').on(t.published, t.publishedAt)],
);

export const sponsors = pgTable(
  'sponsors',
  {
    id: serial('id').primaryKey(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    logo: text('logo').notNull(),
    url: text('url'),
    sort: integer('sort').notNull().default(0),
    published: boolean('published').notNull().default(true),
  },
  (t) => [index('sponsors_published_sort_idx').on(t.published, t.sort)],
);

export const appVersions = pgTable('app_versions', {
  id: serial('id').primaryKey(),
  versionCode: integer('version_code').notNull().unique(),
  versionName: text('version_name').notNull(),
  descriptionZh: text('description_zh').notNull(),
  descriptionEn: text('description_en').notNull(),
  mandatory: boolean('mandatory').notNull().default(false),
  downloadUrl: text('download_url'),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    summaryZh: text('summary_zh').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    contentZh: text('content_zh').notNull().default(''),
    contentEn: text('content_en').notNull().default(''),
    cover: text('cover'),
    published: boolean('published').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('news_published_at_idx').on(t.published, t.publishedAt),
    trgm('news_title_zh_trgm', t.titleZh),
    trgm('news_title_en_trgm', t.titleEn),
    trgm('news_summary_zh_trgm', t.summaryZh),
    trgm('news_summary_en_trgm', t.summaryEn),
  ],
);

/** Notifications the company sends every signed-in member (token channel). */
export const systemNews = pgTable(
  'system_news',
  {
    id: serial('id').primaryKey(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    contentZh: text('content_zh').notNull(),
    contentEn: text('content_en').notNull(),
    published: boolean('published').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('system_news_published_at_idx').on(t.published, t.publishedAt)],
);

/** The six About pages (fixed keys, the web's about topics): staff edit them, never add or remove one. */
export const aboutPages = pgTable('about_pages', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull().default(''),
  contentZh: text('content_zh').notNull().default(''),
  contentEn: text('content_en').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});
