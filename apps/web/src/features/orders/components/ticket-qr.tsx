import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import type { TicketPass } from '@nanhua/contract';
import { currentLocale } from '../../../lib/i18n';
import './orders.css';

/**
 * The admission code and how much of it is used; while a refund is under review the code is withheld and says so.
 * `offline`: the copy kept on the phone, without the calendar download.
 */
export function TicketQr({ ticket, offline = false }: { ticket: TicketPass; offline?: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="order-panel ticket-qr" data-testid="ticket-qr">
      {ticket.refundUnderReview && (
        <div className="ticket-qr__review" data-testid="ticket-qr-review">
          <strong>{t('ticket.order.refundUnderReview')}</strong>
          <p>{t('ticket.order.refundUnderReviewHint')}</p>
        </div>
      )}
      {ticket.qrToken && !ticket.refundUnderReview && (
        <>
          <QRCodeSVG value={ticket.qrToken} size={196} level="M" marginSize={2} data-testid="ticket-qr-code" data-token={ticket.qrToken} />
          <p className="ticket-qr__hint">{t('ticket.order.qrHint')}</p>
        </>
      )}
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
      {ticket.qrToken && !offline && (
        <a className="ticket-qr__calendar" href={`/calendar/sale/${ticket.saleId}.ics?lang=${currentLocale()}`} download data-testid="ticket-add-to-calendar">
          {t('ticket.order.addToCalendar')}
        </a>
      )}
    </section>
  );
}
