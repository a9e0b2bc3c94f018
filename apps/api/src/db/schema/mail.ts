import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** One attachment as nodemailer takes it; `content` is UTF-8 text (an .ics, a .csv), kept as is in the jsonb column. */
export interface MailAttachmentRow {
  filename: string;
  content: string;
  contentType: string;
}

/**
 * Outgoing mail (DESIGN §11): a row is written first and a worker delivers it, so a hung or greylisting
 * SMTP server delays a mail instead of losing it or holding a request. `next_attempt_at` is the retry
 * time of a queued row and the lease end of a row being sent (a process that died mid-send frees it).
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments').$type<MailAttachmentRow[]>(),
    kind: text('kind').notNull(),
    state: text('state', { enum: ['queued', 'sending', 'sent', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_queue_due_idx').on(t.state, t.nextAttemptAt),
    index('mail_queue_created_idx').on(t.createdAt, t.id),
  ],
);
