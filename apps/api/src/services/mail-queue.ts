import { and, count, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { mailQueue, type MailAttachmentRow } from '../db/schema/index.js';

/** The mail queue's SQL (services/mail.ts is its worker, modules/mail-admin its console list). */
export type MailRow = typeof mailQueue.$inferSelect;
export type MailState = MailRow['state'];

export interface NewMailRow {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachmentRow[] | null;
  kind: string;
}

/** Marks the still-undelivered mails of this kind to this address as failed with `reason` (a newer one replaces them). */
export async function supersedeMails(db: DbOrTx, to: string, kind: string, reason: string): Promise<void> {
  await db
    .update(mailQueue)
    .set({ state: 'failed', lastError: reason })
    .where(and(inArray(mailQueue.state, ['queued', 'sending']), eq(mailQueue.to, to), eq(mailQueue.kind, kind)));
}

/**
 * A new row: `leaseUntil` set means the caller attempts it at once (state sending, one attempt counted,
 * the sweep takes it over when the lease ends); unset, the sweep delivers it from `now`.
 */
export async function insertMail(db: DbOrTx, row: NewMailRow, now: Date, leaseUntil?: Date): Promise<MailRow> {
  const [created] = await db
    .insert(mailQueue)
    .values({
      ...row,
      state: leaseUntil ? 'sending' : 'queued',
      attempts: leaseUntil ? 1 : 0,
      nextAttemptAt: leaseUntil ?? now,
      createdAt: now,
    })
    .returning();
  return created!;
}

/**
 * Claims up to `limit` due rows (queued past their retry time, or sending past their lease: the process
 * that took them died) for this process until `leaseUntil`. SKIP LOCKED: two sweeps at once get
 * different rows, so no mail is handed to the SMTP server twice.
 */
export async function claimDueMails(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<MailRow[]> {
  const due = db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(and(inArray(mailQueue.state, ['queued', 'sending']), lte(mailQueue.nextAttemptAt, now)))
    .orderBy(mailQueue.nextAttemptAt, mailQueue.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailQueue)
    .set({ state: 'sending', attempts: sql`${mailQueue.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(
      and(
        inArray(mailQueue.id, due),
        or(eq(mailQueue.state, 'queued'), eq(mailQueue.state, 'sending')),
        lte(mailQueue.nextAttemptAt, now),
      ),
    )
    .returning();
}

/** Delivered: whatever a concurrent supersede wrote, the mail did leave. */
export async function markMailSent(db: Db, id: number, now: Date): Promise<void> {
  await db.update(mailQueue).set({ state: 'sent', sentAt: now, lastError: null }).where(eq(mailQueue.id, id));
}

/** An attempt failed: back in the queue until `retryAt`, or failed for good (retryAt null). Only a row still held for sending. */
export async function markMailAttemptFailed(db: Db, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(mailQueue)
    .set(
      retryAt ? { state: 'queued', nextAttemptAt: retryAt, lastError: error } : { state: 'failed', lastError: error },
    )
    .where(and(eq(mailQueue.id, id), eq(mailQueue.state, 'sending')));
}

/** Staff retry: a failed row taken for sending now with fresh attempts (claimed, so no sweep takes it too); null when it is not failed (or absent). */
export async function reclaimFailedMail(db: Db, id: number, leaseUntil: Date): Promise<MailRow | null> {
  const [row] = await db
    .update(mailQueue)
    .set({ state: 'sending', attempts: 1, nextAttemptAt: leaseUntil })
    .where(and(eq(mailQueue.id, id), eq(mailQueue.state, 'failed')))
    .returning();
  return row ?? null;
}

export async function findMail(db: Db, id: number): Promise<MailRow | null> {
  const [row] = await db.select().from(mailQueue).where(eq(mailQueue.id, id));
  return row ?? null;
}

/** The console's list, newest first; without the bodies (the list shows who, what, and how it went). */
export async function listMails(db: Db, q: { state?: MailState; page: number; size: number }) {
  const where = q.state ? eq(mailQueue.state, q.state) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: mailQueue.id,
        to: mailQueue.to,
        subject: mailQueue.subject,
        kind: mailQueue.kind,
        state: mailQueue.state,
        attempts: mailQueue.attempts,
        nextAttemptAt: mailQueue.nextAttemptAt,
        lastError: mailQueue.lastError,
        createdAt: mailQueue.createdAt,
        sentAt: mailQueue.sentAt,
      })
      .from(mailQueue)
      .where(where)
      .orderBy(desc(mailQueue.createdAt), desc(mailQueue.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ n: count() }).from(mailQueue).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}
export type MailListRow = Awaited<ReturnType<typeof listMails>>['items'][number];
