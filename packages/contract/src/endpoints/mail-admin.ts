import { z } from 'zod';
import { ep } from '../endpoint.js';
import { id, isoTime, staffPage, staffPageQuery } from '../schemas.js';

/** The outgoing mail queue (issue 32): every mail the API sends is a row the sweep retries until it is sent or given up. */
export const mailStates = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailState = (typeof mailStates)[number];

/** One mail as the console lists it (never its body: codes and tickets stay out of the console). */
export const mailItem = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  /** What the mail is: `code:register`, `code:forgot`, `ticket`, … */
  kind: z.string(),
  state: z.enum(mailStates),
  attempts: z.number().int(),
  /** A queued mail's next try. */
  nextAttemptAt: isoTime.nullable(),
  /** The SMTP server's last answer or the connection's error, in the request language when it is one of ours. */
  lastError: z.string().nullable(),
  createdAt: isoTime,
  sentAt: isoTime.nullable(),
});
export type MailItem = z.infer<typeof mailItem>;

export const mailAdminEndpoints = {
  '/admin/mail/list': ep('/admin/mail/list', {
    summary: 'staff: the outgoing mail queue, newest first (state, attempts, last error)',
    query: z.strictObject({
      ...staffPageQuery,
      state: z.enum(mailStates, { error: 'msg.mail.stateInvalid' }).optional(),
    }),
    result: staffPage(mailItem),
  }),
  '/admin/mail/retry/{id}': ep('/admin/mail/retry/{id}', {
    summary: 'staff: send a failed mail again now (its attempts start afresh); only a failed mail',
    params: z.strictObject({ id }),
    result: mailItem,
  }),
} as const;
