import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NavBar } from '../components/nav-bar';
import { LoadState } from '../features/browse-ui/components/load-state';
import { useOrder } from '../features/orders/api/get-order';
import { OrderDetail } from '../features/orders/components/order-detail';
import { useKeptFallback } from '../features/orders/api/kept-fallback';
import { OfflineTicketPass } from '../features/orders/components/offline-tickets';
import { GiveTicket } from '../features/ticket-give/components/give-ticket';

export default function TicketOrderDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo')?.trim() || null;
  const query = useOrder(orderNo, 'ticket');
  // No network at the door, or a slow one: the QR code from the copy the phone kept.
  const kept = useKeptFallback(query);
  return (
    <div data-testid="order-detail-page">
      <NavBar title={t('ticket.order.title')} />
      {kept !== 'none' ? (
        <OfflineTicketPass
          orderNo={orderNo}
          waiting={kept === 'slow'}
          onRetry={kept === 'failed' ? () => void query.refetch() : undefined}
          retrying={query.isFetching}
        />
      ) : (
        <LoadState query={query} valid={orderNo !== null}>
          {(order) => (
            <OrderDetail
              order={order}
              family="ticket"
              seatAction={(seat) => <GiveTicket ticket={seat} title={order.ticket?.title ?? ''} />}
            />
          )}
        </LoadState>
      )}
    </div>
  );
}
