import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NavBar } from '../components/nav-bar';
import { LoadState } from '../features/browse-ui/components/load-state';
import { useOrder } from '../features/orders/api/get-order';
import { OrderDetail } from '../features/orders/components/order-detail';
import { OfflineTicketPass } from '../features/orders/components/offline-tickets';
import { isNetworkError } from '../pwa/network-status';

export default function TicketOrderDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo')?.trim() || null;
  const query = useOrder(orderNo, 'ticket');
  // No network at the door: the QR code from the copy the phone kept.
  const offline = query.isError && isNetworkError(query.error) && !query.data;
  return (
    <div data-testid="order-detail-page">
      <NavBar title={t('ticket.order.title')} />
      {offline ? (
        <OfflineTicketPass orderNo={orderNo} />
      ) : (
        <LoadState query={query} valid={orderNo !== null}>
          {(order) => <OrderDetail order={order} family="ticket" />}
        </LoadState>
      )}
    </div>
  );
}
