import type { Locale, MailItem } from '@nanhua/contract';
import { t } from '../../lib/messages.js';
import { EXPIRED, SUPERSEDED } from '../../services/mail.js';
import type { MailListRow } from '../../services/mail-queue.js';

/** The queue's own reasons are translated; an SMTP server's answer is shown as it came. */
const errorText = (error: string | null, locale: Locale): string | null => {
  if (error === SUPERSEDED) return t(locale, 'msg.mail.superseded');
  if (error === EXPIRED) return t(locale, 'msg.mail.expired');
  return error;
};

export const presentMail = (r: MailListRow, locale: Locale): MailItem => ({
  id: r.id,
  to: r.to,
  subject: r.subject,
  kind: r.kind,
  state: r.state,
  attempts: r.attempts,
  nextAttemptAt: r.state === 'queued' ? r.nextAttemptAt.toISOString() : null,
  lastError: errorText(r.lastError, locale),
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
});
