import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** The door (issue 14): the signing key of the ticket codes and the scans offline devices send in. */

const stamp = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The Ed25519 key pair that signs the ticket codes: one row (id 1), made by the first process that needs
 * it (insert … on conflict do nothing) and never replaced, so printed codes stay valid across restarts.
 * Not used when DOOR_SIGNING_KEY is configured.
 */
export const doorKeys = pgTable(
  'door_keys',
  {
    id: integer('id').primaryKey(),
    /** PKCS8 DER, base64. */
    privateKey: text('private_key').notNull(),
    createdAt: stamp('created_at').notNull(),
  },
  (t) => [check('door_keys_one_ck', sql`${t.id} = 1`)],
);

/**
 * One scan a door device made (online or offline), recorded once by its nonce. `outcome`: admitted,
 * conflict (the device admitted more than the ticket had left: another device took them), revoked
 * (refunded, cancelled or under refund review), wrongShow, invalid (bad signature or unknown code).
 */
export const doorScans = pgTable(
  'door_scans',
  {
    id: serial('id').primaryKey(),
    nonce: uuid('nonce').notNull(),
    performanceId: integer('performance_id').notNull(),
    /** The ticket order (null when the code named none). */
    orderId: integer('order_id'),
    deviceId: text('device_id').notNull(),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    scannedAt: stamp('scanned_at').notNull(),
    receivedAt: stamp('received_at').notNull(),
    count: integer('count').notNull(),
    /** How many of `count` the server counted. */
    admitted: integer('admitted').notNull(),
    outcome: text('outcome').notNull(),
    /** Why staff admitted it outside the check-in window (null: no override). */
    overrideReason: text('override_reason'),
  },
  (t) => [
    uniqueIndex('door_scans_nonce_uq').on(t.nonce),
    index('door_scans_performance_idx').on(t.performanceId, t.scannedAt),
    /** The box office's order page: the door's admissions of one order. */
    index('door_scans_order_idx').on(t.orderId, t.scannedAt),
  ],
);
