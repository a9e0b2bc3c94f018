import { useTranslation } from 'react-i18next';
import { Empty } from '../../../components/empty';
import { InfoRow } from '../../../components/info-row';
import { PageLoader } from '../../../components/page-loader';
import { TestTag } from '../../../components/test-tag';
import { formatTime } from '../../../lib/format';
import type { OfflineTicket } from '../../../pwa/offline-tickets';
import { useKeptTicket, useKeptTickets } from '../api/kept-tickets';
import { OrderCard } from './order-card';
import { OrderLabelTag } from './order-label';
import { TicketQr } from './ticket-qr';
import './orders.css';

/** When the copies shown were taken: the newest of them. */
function SavedNotice({ tickets }: { tickets: readonly OfflineTicket[] }) {
  const { t } = useTranslation();
  const newest = tickets.reduce((a, b) => (a > b.savedAt ? a : b.savedAt), '');
  return (
    <p className="offline-tickets__notice" data-testid="offline-saved-notice">
      {t('ticket.offline.savedNotice', { time: formatTime(newest).slice(0, 16) })}
    </p>
  );
}

/** My Ticket Folder with no network: the paid tickets this phone kept, each opening its QR code. */
export function OfflineTicketFolder() {
  const { t } = useTranslation();
  const kept = useKeptTickets(true);
  if (kept.isPending) return <PageLoader />;
  const tickets = kept.data ?? [];
  if (tickets.length === 0) return <Empty description={t('ticket.offline.empty')} />;
  return (
    <div data-testid="offline-ticket-folder">
      <SavedNotice tickets={tickets} />
      <ul className="browse-list">
        {tickets.map((k) => (
          <li key={k.orderNo} className="browse-list__item">
            <OrderCard order={k.order} family="ticket" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A ticket order with no network: its QR code and what the door checks, from the copy this phone kept. */
export function OfflineTicketPass({ orderNo }: { orderNo: string | null }) {
  const { t } = useTranslation();
  const kept = useKeptTicket(orderNo, true);
  if (kept.isPending && orderNo !== null) return <PageLoader />;
  const copy = kept.data;
  const tk = copy?.order.ticket;
  if (!copy || !tk) return <Empty description={t('ticket.offline.notSaved')} />;
  const o = copy.order;
  return (
    <div className="order-page" data-testid="offline-ticket-pass">
      <SavedNotice tickets={[copy]} />
      <section className="order-panel order-status">
        <span className="order-tags">
          {o.testPayment && <TestTag large />}
          <OrderLabelTag label={o.label} />
        </span>
      </section>
      <TicketQr ticket={tk} offline />
      <section className="order-panel">
        <h3 className="order-panel__title">{t('ticket.order.ticketInfo')}</h3>
        <p className="order-line__title">{tk.title}</p>
        {tk.category && <InfoRow label={t('ticket.order.category')} value={tk.category} testId="ticket-category" />}
        <InfoRow label={t('ticket.order.quantity')} value={String(tk.quantity)} />
        <InfoRow label={t('ticket.sale.eventTime')} value={formatTime(tk.eventAt).slice(0, 16)} />
        <InfoRow label={t('ticket.sale.address')} value={tk.venue} />
        <InfoRow label={t('ticket.sale.validity')} value={formatTime(tk.validUntil).slice(0, 16)} />
        <InfoRow label={t('ticket.order.orderNo')} value={o.orderNo} testId="order-no" />
      </section>
    </div>
  );
}
