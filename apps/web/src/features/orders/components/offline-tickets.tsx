import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'antd-mobile';
import { Empty } from '../../../components/empty';
import { InfoRow } from '../../../components/info-row';
import { PageLoader } from '../../../components/page-loader';
import { TestTag } from '../../../components/test-tag';
import { formatTime } from '../../../lib/format';
import { useKeptTicket, useKeptTickets } from '../api/kept-tickets';
import { OrderCard } from './order-card';
import { OrderLabelTag } from './order-label';
import { TicketQr } from './ticket-qr';
import './orders.css';

/**
 * Why the kept copy shows: the read failed for want of a network (`onRetry` asks the server again, the
 * copy staying until it answers), or it is slow (`waiting`: still on its way, its answer replaces the copy).
 */
export interface KeptViewProps {
  waiting?: boolean;
  onRetry?: () => void;
  /** A retry on its way. */
  retrying?: boolean;
}

function RetryButton({ onRetry, retrying }: KeptViewProps) {
  const { t } = useTranslation();
  if (!onRetry) return null;
  return (
    <Button size="mini" color="primary" fill="outline" loading={retrying} onClick={onRetry} data-testid="offline-retry">
      {t('common.retry')}
    </Button>
  );
}

/** When the copies shown were taken: the newest of them; and a way to ask the server again. */
function SavedNotice({ savedAt, ...retry }: { savedAt: readonly string[] } & KeptViewProps) {
  const { t } = useTranslation();
  const newest = savedAt.reduce((a, b) => (a > b ? a : b), '');
  return (
    <div className="offline-tickets__notice">
      <p data-testid="offline-saved-notice">
        {t('ticket.offline.savedNotice', { time: formatTime(newest).slice(0, 16) })}
      </p>
      <RetryButton {...retry} />
    </div>
  );
}

/** Copies kept by another feature shown above the orders (the tickets given to the member): the page hands them in. */
export interface KeptBeside {
  node: ReactNode;
  /** When each of them was kept (ISO); none: nothing to show. */
  savedAt: readonly string[];
}

/**
 * My Ticket Folder with no network: the paid tickets this phone kept, each opening its QR code, after
 * `beside` (null while it is still being read).
 */
export function OfflineTicketFolder({
  waiting = false,
  beside = { node: null, savedAt: [] },
  ...retry
}: KeptViewProps & { beside?: KeptBeside | null }) {
  const { t } = useTranslation();
  const kept = useKeptTickets(true);
  if (kept.isPending || !beside) return <PageLoader />;
  const tickets = kept.data ?? [];
  if (tickets.length === 0 && beside.savedAt.length === 0)
    return waiting ? (
      <PageLoader />
    ) : (
      <Empty description={t('ticket.offline.empty')} action={retry.onRetry && <RetryButton {...retry} />} />
    );
  return (
    <div data-testid="offline-ticket-folder">
      <SavedNotice savedAt={[...tickets.map((k) => k.savedAt), ...beside.savedAt]} {...retry} />
      {beside.savedAt.length > 0 && beside.node}
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
export function OfflineTicketPass({ orderNo, waiting = false, ...retry }: { orderNo: string | null } & KeptViewProps) {
  const { t } = useTranslation();
  const kept = useKeptTicket(orderNo, true);
  if (kept.isPending && orderNo !== null) return <PageLoader />;
  const copy = kept.data;
  const tk = copy?.order.ticket;
  if (!copy || !tk)
    return waiting ? (
      <PageLoader />
    ) : (
      <Empty description={t('ticket.offline.notSaved')} action={retry.onRetry && <RetryButton {...retry} />} />
    );
  const o = copy.order;
  return (
    <div className="order-page" data-testid="offline-ticket-pass">
      <SavedNotice savedAt={[copy.savedAt]} {...retry} />
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
