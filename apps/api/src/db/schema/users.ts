import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Null once the account is deleted, so the address can register again. */
    email: text('email'),
    passwordHash: text('password_hash'),
    nickName: text('nick_name').notNull(),
    signature: text('signature').notNull().default(''),
    avatar: text('avatar'),
    userType: integer('user_type').notNull().default(4),
    memberExpiresAt: timestamp('member_expires_at', { withTimezone: true }),
    role: text('role', { enum: ['member', 'admin', 'editor', 'boxOffice', 'support'] })
      .notNull()
      .default('member'),
    status: text('status', { enum: ['active', 'disabled', 'deleted'] })
      .notNull()
      .default('active'),
    locale: text('locale').notNull().default('zh-Hans'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Support blocked the member (issue 14): they read, but the registrar refuses their buys, comments, likes, votes, registrations. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason'),
    /**
     * Access tokens issued before this moment are refused on every call in every process (issue 31):
     * sign-out everywhere, password change, staff disable and re-enable move it forward. Null: never bumped.
     */
    sessionsValidAfter: timestamp('sessions_valid_after', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    /** The staff accounts among every member, newest first (the admin's list and the last-admin check). */
    index('users_staff_idx').on(t.createdAt, t.id).where(sql`role <> 'member'`),
    /** Support's member list (issue 14): newest first, by tier, blocked ones, and the keyword on email and name. */
    index('users_member_idx').on(t.createdAt, t.id).where(sql`role = 'member'`),
    index('users_member_tier_idx').on(t.userType, t.createdAt).where(sql`role = 'member'`),
    index('users_member_blocked_idx').on(t.createdAt).where(sql`role = 'member' and blocked_at is not null`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('users_nick_name_trgm_idx').using('gin', sql`${t.nickName} gin_trgm_ops`),
    /** Members by tier (broadcast audiences, the dashboard). */
    index('users_active_member_tier_idx').on(t.userType).where(sql`role = 'member' and status = 'active'`),
    /** The box office finds members by e-mail prefix (issue 14); by name through users_nick_name_trgm_idx. */
    index('users_email_prefix_idx').using('btree', sql`lower(${t.email}) text_pattern_ops`),
  ],
);

/** Refresh tokens, stored only as SHA-256 hashes; rotation keeps a family (RFC 9700 reuse detection). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Absolute end of the family: rotation never extends a session past it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * The token that replaced this one, sealed with a key only this token yields, kept for the short
     * grace window after rotation: a second tab that raced the same refresh gets the same successor.
     */
    successorSealed: text('successor_sealed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
    /** The session check on every signed-in call: has the access token's family ended (one small index, revoked rows only)? */
    index('refresh_tokens_revoked_family_idx').on(t.familyId).where(sql`revoked_at is not null`),
  ],
);
