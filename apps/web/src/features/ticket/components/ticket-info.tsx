import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from 'antd-mobile';
import { TicketInfoType } from '@nanhua/contract';
import { PopupSheet } from '../../../components/popup-sheet';
import { RichText } from '../../../components/rich-text';
import { href } from '../../../config/paths';
import { useTicketInfo } from '../api/get-ticket-info';
import './ticket.css';

const types = [TicketInfoType.PurchaseNotes, TicketInfoType.VenueGuide, TicketInfoType.RefundPolicy] as const;

/** Ticketing Information: one entry per type; each opens its text in a sheet. */
export function TicketInfoEntries() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const { data, isPending } = useTicketInfo(open);
  return (
    <section className="ticket-info" data-testid="ticket-info">
      <h2 className="ticket-section-title">{t('ticket.home.info')}</h2>
      <div className="ticket-info__entries">
        {types.map((type) => (
          <button
            key={type}
            type="button"
            className={`ticket-info__entry ticket-info__entry--${type}`}
            data-testid={`ticket-info-${type}`}
            onClick={() => setOpen(type)}
          >
            {t(`ticket.infoType.${type}`)}
          </button>
        ))}
      </div>
      <PopupSheet
        visible={open !== null}
        onClose={() => setOpen(null)}
        title={open ? t(`ticket.infoType.${open as 1 | 2 | 3}`) : undefined}
        testId="ticket-info-sheet"
      >
        {isPending ? (
          <Skeleton.Paragraph lineCount={5} animated />
        ) : (
          data?.map((info) => <RichText key={info.title} className="ticket-info__text" text={info.content} />)
        )}
      </PopupSheet>
    </section>
  );
}

/** The way to the member's tickets from the tickets tab (sign-in is asked for by the route). */
export function FolderEntry() {
  const { t } = useTranslation();
  return (
    <Link className="folder-entry" to={href('/pages/ticket/myTickets')} data-testid="my-tickets-link">
      <span>{t('ticket.home.myTickets')}</span>
      <span aria-hidden="true">›</span>
    </Link>
  );
}
