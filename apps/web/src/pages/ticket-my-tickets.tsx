import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../config/paths';
import { NavBar } from '../components/nav-bar';
import { PagedList } from '../features/browse-ui/components/paged-list';
import { myOrdersQueryOptions } from '../features/orders/api/get-my-orders';
import { OrderCard } from '../features/orders/components/order-card';

/** My Ticket Folder: the member's ticket orders, newest first. */
export default function TicketMyTicketsPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="my-tickets-page">
      <NavBar title={t('ticket.folder.title')} />
      <PagedList options={myOrdersQueryOptions('ticket')} itemKey={(o) => o.orderNo} renderItem={(o) => <OrderCard order={o} family="ticket" />} testId="my-orders"
        emptyText={t('ticket.folder.empty')}
        emptyAction={
          <Link to={href('/pages/ticket/index')} data-testid="empty-action">
            {t('ticket.folder.buy')}
          </Link>
        }
      />
    </div>
  );
}
