import { useTranslation } from 'react-i18next';
import { NavBar } from '../components/nav-bar';
import { LoadState } from '../features/browse-ui/components/load-state';
import { useIdParam } from '../features/browse-ui/components/use-id-param';
import { useSale } from '../features/ticket/api/get-sale';
import { TicketPurchase } from '../features/ticket/components/ticket-purchase';

/** Ticket Purchase: price category and quantity. */
export default function TicketBuyPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const query = useSale(id);
  return (
    <div data-testid="ticket-buy-page">
      <NavBar title={t('ticket.buy.title')} />
      <LoadState query={query} valid={id !== null}>
        {(sale) => <TicketPurchase sale={sale} />}
      </LoadState>
    </div>
  );
}
