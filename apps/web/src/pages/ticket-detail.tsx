import { useTranslation } from 'react-i18next';
import { NavBar } from '../components/nav-bar';
import { ShareButton } from '../components/share-button';
import { LoadState } from '../features/browse-ui/components/load-state';
import { useIdParam } from '../features/browse-ui/components/use-id-param';
import { useSale } from '../features/ticket/api/get-sale';
import { SaleDetail } from '../features/ticket/components/sale-detail';

export default function TicketDetailPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const query = useSale(id);
  return (
    <div data-testid="ticket-detail-page">
      <NavBar title={query.data?.title ?? t('ticket.home.title')} right={id !== null && query.data ? <ShareButton kind="sale" id={id} title={query.data.title} /> : undefined} />
      <LoadState query={query} valid={id !== null}>
        {(sale) => <SaleDetail sale={sale} />}
      </LoadState>
    </div>
  );
}
