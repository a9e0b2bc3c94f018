import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import type { ReceivedTicket } from '@nanhua/contract';
import { formatTime } from '../../../lib/format';
import { resourceUrl } from '../../../lib/resource';
import { useKeptReceivedTickets, useReceivedTickets } from '../api/transfers';
import { GiveTicket } from './give-ticket';
import './give-ticket.css';
import './received-tickets.css';

/** One ticket another member gave me: the performance, who gave it, and its own QR code while it admits (`kept`: the phone's copy, nothing to give on with no network). */
function ReceivedCard({ ticket: x, kept = false }: { ticket: ReceivedTicket; kept?: boolean }) {
  const { t } = useTranslation();
  return (
    <li className="received-ticket" data-testid="received-ticket" data-state={x.state}>
      <div className="received-ticket__head">
        {x.poster && <img className="received-ticket__poster" src={resourceUrl(x.poster)} alt="" loading="lazy" />}
        <div className="received-ticket__body">
          <h3 className="received-ticket__title">{x.title}</h3>
          <p className="received-ticket__meta">{formatTime(x.eventAt).slice(0, 16)}</p>
          <p className="received-ticket__meta">{x.venue}</p>
          <p className="received-ticket__meta">
            {t('ticket.order.ticketOf', { seq: x.seq, of: x.of })}
            {x.category ? ` · ${x.category}` : ''}
          </p>
          <p className="received-ticket__from">{t('ticket.received.from', { name: x.from })}</p>
        </div>
      </div>
      {x.qrToken ? (
        <div className="received-ticket__qr">
          <QRCodeSVG
            value={x.qrToken}
            size={180}
            level="M"
            marginSize={2}
            data-testid="received-ticket-qr"
            data-token={x.qrToken}
            title={t('ticket.received.qrLabel', { seq: x.seq, of: x.of })}
          />
          <p className="received-ticket__hint">{t('ticket.received.qrHint')}</p>
        </div>
      ) : (
        <p className="received-ticket__state">{t(`ticket.order.ticketState.${x.state}`, { name: '' })}</p>
      )}
      {!kept && <GiveTicket ticket={x} title={x.title} />}
    </li>
  );
}

function ReceivedList({ tickets, kept = false }: { tickets: readonly ReceivedTicket[]; kept?: boolean }) {
  const { t } = useTranslation();
  return (
    <section
      className="received-tickets"
      aria-labelledby="received-tickets-title"
      data-testid="received-tickets"
      data-kept={kept || undefined}
    >
      <h2 className="received-tickets__title" id="received-tickets-title">
        {t('ticket.received.title')}
      </h2>
      <ul className="received-tickets__list">
        {tickets.map((x) => (
          <ReceivedCard key={x.id} ticket={x} kept={kept} />
        ))}
      </ul>
    </section>
  );
}

/** My Ticket Folder's "Given to me": the tickets other members gave me, each with the performance and its own code. Nothing while there are none. */
export function ReceivedTickets() {
  const q = useReceivedTickets();
  // Not read (offline, or an older server without the call): the folder shows the orders alone.
  if (!Array.isArray(q.data) || q.data.length === 0) return null;
  return <ReceivedList tickets={q.data} />;
}

/**
 * "Given to me" from the copies this phone kept (no network): for the offline folder, which the page
 * hands it to (`beside`); null while they are read.
 */
export function useKeptReceived(enabled: boolean): { node: ReactNode; savedAt: string[] } | null {
  const kept = useKeptReceivedTickets(enabled);
  if (kept.isPending) return null;
  const copies = kept.data ?? [];
  return {
    node: copies.length > 0 ? <ReceivedList tickets={copies.map((k) => k.ticket)} kept /> : null,
    savedAt: copies.map((k) => k.savedAt),
  };
}
