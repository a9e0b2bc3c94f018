import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import type { OrderTicket, TicketPass } from '@nanhua/contract';
import { currentLocale } from '../../../lib/i18n';
import './orders.css';

/** The ticket's .ics (the share module's sale file): with the order number its entry opens this order, not the public sale. */
export const ticketCalendarHref = (saleId: number, orderNo?: string): string =>
  `/calendar/sale/${saleId}.ics?lang=${currentLocale()}${orderNo ? `&order=${encodeURIComponent(orderNo)}` : ''}`;

/**
 * The order's admission code and how much of it is used, then its tickets one by one (issue 34), each with
 * its own code ("ticket 2 of 3"): a guest arriving apart is admitted with theirs. While a refund is under
 * review only the tickets it names are held back; the others keep their codes.
 * `offline`: the copy kept on the phone, without the calendar download. `seatAction`: what the page offers per
 * ticket (giving it to another member, issue 34), under its code.
 */
export function TicketQr({
  ticket,
  offline = false,
  orderNo,
  seatAction,
}: {
  ticket: TicketPass;
  offline?: boolean;
  orderNo?: string;
  seatAction?: (seat: OrderTicket) => ReactNode;
}) {
  const { t } = useTranslation();
  // A copy kept on the phone before issue 34 has no tickets one by one.
  const seats = (ticket as Partial<TicketPass>).tickets ?? [];
  return (
    <section className="order-panel ticket-qr" data-testid="ticket-qr">
      {ticket.refundUnderReview && (
        <div className="ticket-qr__review" data-testid="ticket-qr-review">
          <strong>{t('ticket.order.refundUnderReview')}</strong>
          <p>{t('ticket.order.refundUnderReviewHint')}</p>
        </div>
      )}
      {ticket.qrToken && (
        <>
          <QRCodeSVG
            value={ticket.qrToken}
            size={196}
            level="M"
            marginSize={2}
            aria-label={t('ticket.order.qrName', { title: ticket.title, count: ticket.remainingQuantity })}
            data-testid="ticket-qr-code"
            data-token={ticket.qrToken}
          />
          <p className="ticket-qr__hint">{t('ticket.order.qrHint')}</p>
        </>
      )}
      {seats.length === 1 && seats[0]!.state === 'given' && (
        <p className="ticket-qr__hint" data-testid="ticket-given">
          {t('ticket.order.ticketState.given', { name: seats[0]!.givenTo ?? '' })}
        </p>
      )}
      {seats.length === 1 && seatAction?.(seats[0]!)}
      <div className="ticket-qr__counts">
        <span>
          {t('ticket.order.used')} <strong data-testid="ticket-used">{ticket.usedQuantity}</strong>
        </span>
        {ticket.refundedQuantity > 0 && (
          <span>
            {t('ticket.order.refunded')} <strong data-testid="ticket-refunded">{ticket.refundedQuantity}</strong>
          </span>
        )}
        <span>
          {t('ticket.order.remaining')} <strong data-testid="ticket-remaining">{ticket.remainingQuantity}</strong>
        </span>
      </div>
      {seats.length > 1 && (
        <ol className="ticket-qr__seats" data-testid="ticket-seats">
          {seats.map((x) => (
            <li key={x.id} className="ticket-qr__seat" data-testid="ticket-seat" data-state={x.state}>
              <strong>{t('ticket.order.ticketOf', { seq: x.seq, of: x.of })}</strong>
              {x.qrToken ? (
                <QRCodeSVG
                  value={x.qrToken}
                  size={160}
                  level="M"
                  marginSize={2}
                  aria-label={t('ticket.order.seatQrName', { title: ticket.title, seq: x.seq, of: x.of })}
                  data-testid="ticket-seat-qr"
                  data-token={x.qrToken}
                />
              ) : (
                <span className="ticket-qr__seat-state">
                  {t(`ticket.order.ticketState.${x.state}`, { name: x.givenTo ?? '' })}
                </span>
              )}
              {seatAction?.(x)}
            </li>
          ))}
        </ol>
      )}
      {ticket.qrToken && !offline && (
        <a
          className="ticket-qr__calendar"
          href={ticketCalendarHref(ticket.saleId, orderNo)}
          download
          data-testid="ticket-add-to-calendar"
        >
          {t('ticket.order.addToCalendar')}
        </a>
      )}
    </section>
  );
}
