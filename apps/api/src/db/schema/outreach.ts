import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Broadcasts support sent to members' message centres: who, to whom (audience), how many, when. The
 * client token makes a repeated send (a double click) a no-op: the unique index admits one row.
 */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    audience: text('audience', { enum: ['all', 'tier', 'performance'] }).notNull(),
    tier: integer('tier'),
    performanceId: integer('performance_id'),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    bodyZh: text('body_zh').notNull(),
    bodyEn: text('body_en').notNull(),
    recipients: integer('recipients').notNull(),
    clientToken: text('client_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('broadcasts_client_token_uq').on(t.clientToken),
    index('broadcasts_created_idx').on(t.createdAt, t.id),
  ],
);
