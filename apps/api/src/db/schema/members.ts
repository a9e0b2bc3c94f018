import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** What support did to a membership (issue 14): a complimentary grant or a cancellation; paid ones are member_grants. */
export const membershipAdjustments = pgTable(
  'membership_adjustments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['grant', 'cancel'] }).notNull(),
    /** grant: the tier given; cancel: the tier it ended. */
    userType: integer('user_type').notNull(),
    months: integer('months'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('membership_adjustments_user_idx').on(t.userId, t.createdAt)],
);
