import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { editorTexts, theatres } from './content.js';
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
  (t) => [index('engagement_replies_mark_idx').on(t.markId, t.createdAt), index('engagement_replies_created_idx').on(t.createdAt, t.id)],
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
  (t) => [uniqueIndex('engagement_likes_user_target_uq').on(t.userId, t.family, t.targetId), index('engagement_likes_target_idx').on(t.family, t.targetId), index('engagement_likes_user_idx').on(t.userId, t.family, t.createdAt, t.id)],
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
  (t) => [uniqueIndex('theatre_enrollments_theatre_user_uq').on(t.theatreId, t.userId), index('theatre_enrollments_user_idx').on(t.userId)],
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
  (t) => [uniqueIndex('vote_ballots_vote_user_uq').on(t.voteId, t.userId), index('vote_ballots_user_idx').on(t.userId, t.createdAt)],
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
  (t) => [primaryKey({ columns: [t.ballotId, t.optionId] }), index('vote_choices_vote_option_idx').on(t.voteId, t.optionId)],
);
