import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ticketSales } from './commerce.js';
import { editorTexts, theatres } from './content.js';
import { products } from './shop.js';
import { users } from './users.js';

/**
 * Engagement: comments (mark), replies (markReply) and likes (zan) of the three families in
 * ONE set of tables keyed by `family` and `target_id` (a learning lesson, a video, a production part);
 * event registrations; votes with options and one ballot per member.
 */

const stamp = (name: string) => timestamp(name, { withTimezone: true });
const family = () => text('family', { enum: ['knowledge', 'video', 'theatreUltimate'] }).notNull();
const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const engagementMarks = pgTable(
  'engagement_marks',
  {
    id: serial('id').primaryKey(),
    family: family(),
    targetId: integer('target_id').notNull(),
    userId: userRef(),
    content: text('content').notNull(),
    createdAt: stamp('created_at').notNull(),
    /** Hidden by support (moderation): members no longer see it; the row stays for the record. */
    hiddenAt: stamp('hidden_at'),
  },
  (t) => [
    // Each list's filter, then its order (created_at desc, id desc, read backwards): a page and its
    // capped count stop after the rows they need (db/query.ts).
    index('engagement_marks_target_idx').on(t.family, t.targetId, t.createdAt, t.id),
    index('engagement_marks_user_idx').on(t.userId, t.family, t.createdAt, t.id),
    index('engagement_marks_family_idx').on(t.family, t.createdAt, t.id),
  ],
);

/** Replies go with their comment (cascade). */
export const engagementReplies = pgTable(
  'engagement_replies',
  {
    id: serial('id').primaryKey(),
    markId: integer('mark_id')
      .notNull()
      .references(() => engagementMarks.id, { onDelete: 'cascade' }),
    userId: userRef(),
    content: text('content').notNull(),
    createdAt: stamp('created_at').notNull(),
    /** Hidden by support (moderation). */
    hiddenAt: stamp('hidden_at'),
  },
  (t) => [
    index('engagement_replies_mark_idx').on(t.markId, t.createdAt),
    index('engagement_replies_created_idx').on(t.createdAt, t.id),
  ],
);

/** Items whose commenting support turned off: new comments and replies are refused (moderation). */
export const engagementLocks = pgTable(
  'engagement_locks',
  {
    family: family(),
    targetId: integer('target_id').notNull(),
    createdAt: stamp('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.family, t.targetId] })],
);

/** One like per member and target: the unique index makes a double like a no-op. */
export const engagementLikes = pgTable(
  'engagement_likes',
  {
    id: serial('id').primaryKey(),
    family: family(),
    targetId: integer('target_id').notNull(),
    userId: userRef(),
    createdAt: stamp('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('engagement_likes_user_target_uq').on(t.userId, t.family, t.targetId),
    index('engagement_likes_target_idx').on(t.family, t.targetId),
    index('engagement_likes_user_idx').on(t.userId, t.family, t.createdAt, t.id),
  ],
);

export const theatreEnrollments = pgTable(
  'theatre_enrollments',
  {
    id: serial('id').primaryKey(),
    theatreId: integer('theatre_id')
      .notNull()
      .references(() => theatres.id, { onDelete: 'cascade' }),
    userId: userRef(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    description: text('description').notNull(),
    createdAt: stamp('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('theatre_enrollments_theatre_user_uq').on(t.theatreId, t.userId),
    index('theatre_enrollments_user_idx').on(t.userId),
  ],
);

export const votes = pgTable(
  'votes',
  {
    id: serial('id').primaryKey(),
    ...editorTexts(),
    cover: text('cover'),
    startAt: stamp('start_at').notNull(),
    endAt: stamp('end_at').notNull(),
    maxSelect: integer('max_select').notNull().default(1),
    published: boolean('published').notNull().default(true),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [index('votes_published_start_idx').on(t.published, t.startAt)],
);

export const voteOptions = pgTable(
  'vote_options',
  {
    id: serial('id').primaryKey(),
    voteId: integer('vote_id')
      .notNull()
      .references(() => votes.id, { onDelete: 'cascade' }),
    labelZh: text('label_zh').notNull(),
    labelEn: text('label_en').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('vote_options_vote_idx').on(t.voteId, t.sort)],
);

/** One ballot per member and vote (unique), its chosen options in vote_choices. */
export const voteBallots = pgTable(
  'vote_ballots',
  {
    id: serial('id').primaryKey(),
    voteId: integer('vote_id')
      .notNull()
      .references(() => votes.id, { onDelete: 'cascade' }),
    userId: userRef(),
    text: text('text').notNull().default(''),
    createdAt: stamp('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('vote_ballots_vote_user_uq').on(t.voteId, t.userId),
    index('vote_ballots_user_idx').on(t.userId, t.createdAt),
  ],
);

export const voteChoices = pgTable(
  'vote_choices',
  {
    ballotId: integer('ballot_id')
      .notNull()
      .references(() => voteBallots.id, { onDelete: 'cascade' }),
    voteId: integer('vote_id').notNull(),
    optionId: integer('option_id')
      .notNull()
      .references(() => voteOptions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.ballotId, t.optionId] }),
    index('vote_choices_vote_option_idx').on(t.voteId, t.optionId),
  ],
);

/**
 * A member's favourite performances (ticket sales), apart from likes (issue 34 item 6): one row per member
 * and sale, My Favourites lists them newest first. Private to the member (write-watch.ts).
 */
export const saleFavourites = pgTable(
  'sale_favourites',
  {
    userId: userRef(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => ticketSales.id, { onDelete: 'cascade' }),
    createdAt: stamp('created_at').notNull(),
  },
  // The member's list, newest first; the sale's rows when it is deleted (the cascade).
  (t) => [
    primaryKey({ columns: [t.userId, t.saleId] }),
    index('sale_favourites_user_idx').on(t.userId, t.createdAt, t.saleId),
    index('sale_favourites_sale_idx').on(t.saleId),
  ],
);

/** A member's favourite products (issue 34 item 6), as sale_favourites. */
export const productFavourites = pgTable(
  'product_favourites',
  {
    userId: userRef(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: stamp('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('product_favourites_user_idx').on(t.userId, t.createdAt, t.productId),
    index('product_favourites_product_idx').on(t.productId),
  ],
);

/**
 * "Notify me" on a sale that has not opened yet (issue 34 item 6): one row per member and sale (the primary
 * key), `notified_at` set in the same transaction that writes the member's message and queues the mail, so
 * each member is told once per sale whoever sends it and whatever the sale's opening time becomes. The
 * sale index is the sweep's (an open sale's reminders still waiting) and the cascade's.
 */
export const saleReminders = pgTable(
  'sale_reminders',
  {
    userId: userRef(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => ticketSales.id, { onDelete: 'cascade' }),
    createdAt: stamp('created_at').notNull(),
    notifiedAt: stamp('notified_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.saleId] }), index('sale_reminders_sale_idx').on(t.saleId, t.notifiedAt)],
);
