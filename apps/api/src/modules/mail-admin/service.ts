import type { Locale, MailState } from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import { notFound, refuse } from '../../lib/errors.js';
import type { Mailer } from '../../services/mail.js';
import { findMail, listMails } from '../../services/mail-queue.js';
import type { AuditTrail } from '../staff/audit.js';
import { presentMail } from './presenter.js';

export interface MailAdminDeps {
  db: Db;
  mailer: Pick<Mailer, 'retryFailed'>;
  audit: AuditTrail;
}

/** Staff's view of the outgoing mail queue: what went, what waits, what failed and why; a failed mail sent again. */
export function createMailAdminService(d: MailAdminDeps) {
  return {
    async list(q: { state?: MailState; page: number; size: number }, locale: Locale) {
      const { items, total } = await listMails(d.db, q);
      return { items: items.map((r) => presentMail(r, locale)), total, page: q.page, size: q.size };
    },

    /** The attempt runs outside any transaction; the answer shows the row as that attempt left it. */
    async retry(actorId: number, id: number, locale: Locale) {
      const before = await findMail(d.db, id);
      if (!before) throw notFound('msg.mail.notFound');
      if (before.state !== 'failed') throw refuse('msg.mail.notFailed');
      // A concurrent retry of the same mail finds it no longer failed: one of them sends it.
      if ((await d.mailer.retryFailed(id)) === null) throw refuse('msg.mail.notFailed');
      await d.audit.record(d.db, {
        actorId,
        action: 'mail.retry',
        entity: 'mail',
        entityId: id,
        before: { state: before.state, attempts: before.attempts, lastError: before.lastError },
      });
      return presentMail((await findMail(d.db, id))!, locale);
    },
  };
}

export type MailAdminService = ReturnType<typeof createMailAdminService>;
