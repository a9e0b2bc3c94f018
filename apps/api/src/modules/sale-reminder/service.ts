import { SaleState, type SaleReminder } from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import { notFound, refuse } from '../../lib/errors.js';
import type { Clock } from '../../services/clock.js';
import type { Mailer } from '../../services/mail.js';
import { saleState } from '../ticket/repository.js';
import type { MessageService } from '../usercenter/message-service.js';
import { saleOpenMailOf, saleOpenMessage } from './notices.js';
import * as repo from './repository.js';

/** Reminders one transaction of the sweep claims; the sweep goes on with the next batch until none is left. */
export const REMINDER_BATCH = 100;
/** The mail queue's kind of these mails (the console's mail list shows it). */
export const SALE_OPEN_MAIL_KIND = 'sale-open';

export interface SaleReminderDeps {
  db: Db;
  clock: Clock;
  messages: Pick<MessageService, 'sendEach'>;
  mailer: Pick<Mailer, 'queue'>;
  /** config.publicUrl: the mail's link is built on it. */
  publicUrl: string;
}

const present = (saleId: number, r: repo.ReminderRow | undefined): SaleReminder => ({
  saleId,
  asked: r !== undefined,
  notifiedAt: r?.notifiedAt?.toISOString() ?? null,
});

/**
 * "Notify me" on a sale that has not opened (issue 34 item 6): a member asks while it is coming soon, sees
 * that they asked and may cancel; once it opens the sweep (`notifyDue`, services/jobs.ts) writes each member
 * one in-app message and queues one mail in their language, in the transaction that marks the reminder sent.
 */
export function createSaleReminderService(d: SaleReminderDeps) {
  const { db, clock } = d;
  async function shownSale(saleId: number) {
    const sale = await repo.findShownSale(db, saleId);
    if (!sale) throw notFound('msg.ticket.saleNotFound');
    return sale;
  }
  return {
    async get(userId: number, saleId: number): Promise<SaleReminder> {
      await shownSale(saleId);
      return present(saleId, await repo.findReminder(db, userId, saleId));
    },
    async ask(userId: number, saleId: number): Promise<SaleReminder> {
      const sale = await shownSale(saleId);
      const state = saleState(sale, clock.now());
      const kept = await repo.findReminder(db, userId, saleId);
      if (kept) return present(saleId, kept);
      if (state === SaleState.OnSale) throw refuse('msg.ticket.reminderOnSale');
      if (state === SaleState.Closed) throw refuse('msg.ticket.saleClosed');
      await repo.insertReminder(db, userId, saleId, clock.now());
      return present(saleId, await repo.findReminder(db, userId, saleId));
    },
    async cancel(userId: number, saleId: number): Promise<SaleReminder> {
      await shownSale(saleId);
      await repo.deleteWaitingReminder(db, userId, saleId);
      return present(saleId, await repo.findReminder(db, userId, saleId));
    },
    /**
     * The sweep: every waiting reminder of a sale open now gets its message and mail, batch by batch, each
     * batch one transaction (no network call inside: the mail is only queued; the mail sweep delivers it).
     * Answers how many members were told.
     */
    async notifyDue(): Promise<number> {
      const now = clock.now();
      let told = 0;
      for (;;) {
        const n = await db.transaction(async (tx) => {
          const due = await repo.claimDueReminders(tx, now, REMINDER_BATCH);
          await d.messages.sendEach(
            due.map((r) => ({ userId: r.userId, message: saleOpenMessage(r) })),
            tx,
          );
          for (const r of due) {
            const mail = saleOpenMailOf(r, d.publicUrl);
            if (mail) await d.mailer.queue(tx, mail, { kind: SALE_OPEN_MAIL_KIND });
          }
          return due.length;
        });
        told += n;
        if (n < REMINDER_BATCH) return told;
      }
    },
  };
}

export type SaleReminderService = ReturnType<typeof createSaleReminderService>;
