import { request, type RequestInput } from '@nanhua/client';
import '../../lib/client';

export type MailListQuery = NonNullable<RequestInput<'/admin/mail/list'>['query']>;

/** One page of the outgoing mail queue, newest first. */
export const listMail = (query: MailListQuery, signal?: AbortSignal) => request('/admin/mail/list', { query, signal });

/** Sends a mail again; the answer is the row as it stands after the attempt (sent, failed or still queued). */
export const retryMail = (id: number) => request('/admin/mail/retry/{id}', { params: { id } });
