import { useTranslation } from 'react-i18next';
import { NavBar } from '../components/nav-bar';
import { LoadState } from '../features/browse-ui/components/load-state';
import { useIdParam } from '../features/browse-ui/components/use-id-param';
import { useMemberPackages } from '../features/membership/api/get-member-packages';
import { useSale } from '../features/ticket/api/get-sale';
import { TicketPurchase } from '../features/ticket/components/ticket-purchase';

/** Ticket Purchase: price category and quantity, with the member's ticket discount. */
export default function TicketBuyPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const query = useSale(id);
  const discount = useMemberPackages().data?.membership.ticketDiscountPercent ?? 0;
  return (
    <div data-testid="ticket-buy-page">
      <NavBar title={t('ticket.buy.title')} />
      <LoadState query={query} valid={id !== null}>
        {(sale) => <TicketPurchase sale={sale} memberDiscountPercent={discount} />}
      </LoadState>
    </div>
  );
}
