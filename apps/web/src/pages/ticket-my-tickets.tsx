import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { href } from '../config/paths';
import { NavBar } from '../components/nav-bar';
import { PagedList } from '../features/browse-ui/components/paged-list';
import { myOrdersQueryOptions } from '../features/orders/api/get-my-orders';
import { OrderCard } from '../features/orders/components/order-card';
import { useKeptFallback } from '../features/orders/api/kept-fallback';
import { OfflineTicketFolder } from '../features/orders/components/offline-tickets';
import { ClaimTicket } from '../features/ticket-give/components/claim-ticket';
import { ReceivedTickets, useKeptReceived } from '../features/ticket-give/components/received-tickets';
import { useReceivedTickets } from '../features/ticket-give/api/transfers';

/**
 * My Ticket Folder: a claim link's offer (`?claim=`, issue 34), the tickets other members gave me, then the
 * member's ticket orders, newest first; with no network (or a slow one), the paid tickets the phone kept,
 * those given to me first.
 */
export default function TicketMyTicketsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const claim = params.get('claim')?.trim() || null;
  // Tickets given to me are shown above: then the empty list says only that none were bought.
  const received = useReceivedTickets();
  const hasReceived = Array.isArray(received.data) && received.data.length > 0;
  const options = myOrdersQueryOptions('ticket');
  // The same query PagedList shows (one request): only to see whether it failed for want of a network or is slow.
  const orders = useInfiniteQuery(options);
  // A later page that failed leaves the pages already read on screen (their footer offers more again).
  const kept = useKeptFallback({ ...orders, isError: orders.isError && !orders.isFetchNextPageError });
  const keptReceived = useKeptReceived(kept !== 'none');
  return (
    <div data-testid="my-tickets-page">
      <NavBar title={t('ticket.folder.title')} />
      {kept !== 'none' ? (
        <OfflineTicketFolder
          waiting={kept === 'slow'}
          beside={keptReceived}
          onRetry={kept === 'failed' ? () => void orders.refetch() : undefined}
          retrying={orders.isFetching}
        />
      ) : (
        <>
          {claim && <ClaimTicket token={claim} onDone={() => setParams({}, { replace: true })} />}
          <ReceivedTickets />
          <PagedList
            options={options}
            itemKey={(o) => o.orderNo}
            renderItem={(o) => <OrderCard order={o} family="ticket" />}
            testId="my-orders"
            emptyText={t(hasReceived ? 'ticket.folder.emptyBought' : 'ticket.folder.empty')}
            emptyAction={
              <Link to={href('/pages/ticket/index')} data-testid="empty-action">
                {t('ticket.folder.buy')}
              </Link>
            }
          />
        </>
      )}
    </div>
  );
}
