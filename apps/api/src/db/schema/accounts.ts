import { sql } from 'drizzle-orm';
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
import { users } from './users.js';

/** Accounts: verification codes, follows, messages, feedback, delivery addresses. */

/** Emailed codes, stored only as a salted SHA-256; single use, expiring, dead after too many wrong tries. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** VerifyCodeType of the contract: 1 register, 2 forgot password. */
    purpose: integer('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('verification_codes_email_purpose_idx').on(t.email, t.purpose, t.createdAt)],
);

export const userFollows = pgTable(
  'user_follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followedId: integer('followed_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followedId] }),
    index('user_follows_follower_created_idx').on(t.followerId, t.createdAt),
    index('user_follows_followed_created_idx').on(t.followedId, t.createdAt),
  ],
);

/** In-app messages; the text is written in both languages and shown in the reader's. */
export const userMessages = pgTable(
  'user_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: integer('type').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    contentZh: text('content_zh').notNull(),
    contentEn: text('content_en').notNull(),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('user_messages_user_created_idx').on(t.userId, t.createdAt),
    index('user_messages_user_type_created_idx').on(t.userId, t.type, t.createdAt),
    index('user_messages_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

export const deliveryAddresses = pgTable(
  'delivery_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientName: text('recipient_name').notNull(),
    country: text('country').notNull(),
    address: text('address').notNull(),
    postalCode: text('postal_code').notNull(),
    contactNumber: text('contact_number').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('delivery_addresses_user_idx').on(t.userId, t.createdAt),
    /** Support finds a member by a delivery phone (issue 14). */
    index('delivery_addresses_contact_trgm_idx').using('gin', sql`${t.contactNumber} gin_trgm_ops`),
    // At most one default per member, whatever races; the service keeps it at exactly one.
    uniqueIndex('delivery_addresses_one_default_uq').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

/** Member feedback for staff; `repliedAt` is set when staff answer (the member gets a message). */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('feedback_created_idx').on(t.createdAt),
    index('feedback_user_idx').on(t.userId, t.createdAt),
    /** The support inbox (issue 14): new ones oldest first, answered ones latest first. */
    index('feedback_new_idx').on(t.createdAt, t.id).where(sql`${t.repliedAt} is null`),
    index('feedback_answered_idx').on(t.repliedAt, t.id).where(sql`${t.repliedAt} is not null`),
    // The dashboard's feedback still to answer.
    index('feedback_due_idx').on(t.createdAt).where(sql`${t.repliedAt} is null`),
  ],
);
