import { hashHref, limits, pages, type Locale } from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import { pick } from '../../lib/locale.js';
import { ticketMail } from '../../services/mail-templates.js';
import type { Mailer, MailLog } from '../../services/mail.js';
import { ticketMailRow } from './mail-repository.js';

export interface TicketMailDeps {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  /** config.publicUrl: the order link and the calendar file are built on it, never on a request's Host. */
  publicUrl: string;
  /** The share family's calendar file of a sale (the one /calendar/sale/<id>.ics serves), or null when the app no longer shows it. */
  calendar(
    kind: 'sale',
    id: number,
    locale: Locale,
    origin: string,
    options: { order: string },
  ): Promise<string | null>;
}

const localTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: limits.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The e-ticket mail (on payment, and again when staff resend it): to the member, in the member's language, with the order link and the .ics. */
export function createTicketMail(d: TicketMailDeps) {
  return {
    /**
     * Composes and sends the mail of a paid ticket order. Null when there is nothing to send: no pass
     * issued, or no address (an erased account). Never call it inside a transaction: the mailer may
     * talk to the SMTP server before it answers.
     */
    async send(orderId: number, log?: MailLog): Promise<{ to: string } | null> {
      const row = await ticketMailRow(d.db, orderId);
      if (!row?.email) return null;
      const l: Locale = row.locale === 'en' ? 'en' : 'zh-Hans';
      // The calendar entry opens this ticket (the order page), not the public sale.
      const ics = await d.calendar('sale', row.saleId, l, d.publicUrl, { order: row.orderNo });
      const mail = ticketMail(l, row.email, {
        orderNo: row.orderNo,
        title: pick(l, row.titleZh, row.titleEn),
        when: localTime.format(row.eventAt).replace(',', ''),
        venue: pick(l, row.venueZh, row.venueEn),
        count: row.quantity - row.refundedQuantity,
        link: hashHref(d.publicUrl, pages.ticket.orderDetail, { orderNo: row.orderNo }),
        ...(ics ? { ics } : {}),
      });
      await d.mailer.send(mail, log, { kind: 'ticket' });
      return { to: row.email };
    },
  };
}

export type TicketMail = ReturnType<typeof createTicketMail>;
