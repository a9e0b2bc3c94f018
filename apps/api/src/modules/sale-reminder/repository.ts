import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { saleReminders, ticketSales, users } from '../../db/schema/index.js';

export type ReminderRow = typeof saleReminders.$inferSelect;

export const findReminder = async (db: DbOrTx, userId: number, saleId: number): Promise<ReminderRow | undefined> =>
  (
    await db
      .select()
      .from(saleReminders)
      .where(and(eq(saleReminders.userId, userId), eq(saleReminders.saleId, saleId)))
      .limit(1)
  )[0];

/** The sale as the app shows it (published), for the ask's check. */
export const findShownSale = async (db: DbOrTx, saleId: number) =>
  (
    await db
      .select({
        id: ticketSales.id,
        saleStartAt: ticketSales.saleStartAt,
        saleEndAt: ticketSales.saleEndAt,
        remaining: ticketSales.remaining,
      })
      .from(ticketSales)
      .where(and(eq(ticketSales.id, saleId), eq(ticketSales.published, true)))
      .limit(1)
  )[0];

/** One reminder per member and sale (the primary key): asking again keeps the first. */
export const insertReminder = (db: DbOrTx, userId: number, saleId: number, now: Date) =>
  db.insert(saleReminders).values({ userId, saleId, createdAt: now }).onConflictDoNothing();

/** A reminder still waiting is dropped; one already sent stays (it says the member was told). */
export const deleteWaitingReminder = (db: DbOrTx, userId: number, saleId: number) =>
  db
    .delete(saleReminders)
    .where(and(eq(saleReminders.userId, userId), eq(saleReminders.saleId, saleId), isNull(saleReminders.notifiedAt)));

/** A reminder claimed for sending, with what its message and mail say. */
export interface DueReminder {
  userId: number;
  saleId: number;
  email: string | null;
  locale: string;
  titleZh: string;
  titleEn: string;
  venueZh: string;
  venueEn: string;
  eventAt: Date;
}

/**
 * Marks up to `limit` waiting reminders of sales open now (published, from their start to their end) as sent,
 * in the caller's transaction, and answers them: the message and mail are written in the same transaction, so
 * a reminder is sent exactly when it is marked. The rows are locked first (SKIP LOCKED: another process's sweep
 * takes others) and the update checks `notified_at is null` again, so no reminder is claimed twice. Two
 * statements, a select and an update of sale_reminders alone, so the sweep stays a private write (write-watch.ts).
 */
export async function claimDueReminders(tx: DbOrTx, now: Date, limit: number): Promise<DueReminder[]> {
  const due = await tx
    .select({
      userId: saleReminders.userId,
      saleId: saleReminders.saleId,
      email: users.email,
      locale: users.locale,
      titleZh: ticketSales.titleZh,
      titleEn: ticketSales.titleEn,
      venueZh: ticketSales.venueZh,
      venueEn: ticketSales.venueEn,
      eventAt: ticketSales.eventAt,
    })
    .from(saleReminders)
    .innerJoin(ticketSales, eq(ticketSales.id, saleReminders.saleId))
    .innerJoin(users, eq(users.id, saleReminders.userId))
    .where(
      and(
        isNull(saleReminders.notifiedAt),
        eq(ticketSales.published, true),
        lte(ticketSales.saleStartAt, now),
        gt(ticketSales.saleEndAt, now),
      ),
    )
    .orderBy(asc(saleReminders.saleId), asc(saleReminders.userId))
    .limit(limit)
    .for('update', { of: saleReminders, skipLocked: true });
  if (due.length === 0) return [];
  const marked = await tx
    .update(saleReminders)
    .set({ notifiedAt: now })
    .where(
      and(
        isNull(saleReminders.notifiedAt),
        or(...due.map((r) => and(eq(saleReminders.userId, r.userId), eq(saleReminders.saleId, r.saleId)))),
      ),
    )
    .returning({ userId: saleReminders.userId, saleId: saleReminders.saleId });
  const claimed = new Set(marked.map((m) => `${m.userId}:${m.saleId}`));
  return due.filter((r) => claimed.has(`${r.userId}:${r.saleId}`));
}
