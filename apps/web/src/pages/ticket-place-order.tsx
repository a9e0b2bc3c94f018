import { useTranslation } from 'react-i18next';
import { NavBar } from '../components/nav-bar';
import { LoadState } from '../features/browse-ui/components/load-state';
import { useIdParam } from '../features/browse-ui/components/use-id-param';
import { ConfirmOrder } from '../features/orders/components/confirm-order';
import { useMemberPackages } from '../features/membership/api/get-member-packages';
import { useSale } from '../features/ticket/api/get-sale';

/** Confirm Orders: the sale and quantity chosen on Ticket Purchase; the server prices and checks both. */
export default function TicketPlaceOrderPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const quantity = useIdParam('quantity');
  const priceId = useIdParam('priceId') ?? undefined;
  const query = useSale(id);
  const discount = useMemberPackages().data?.membership.ticketDiscountPercent ?? 0;
  return (
    <div data-testid="ticket-place-order-page">
      <NavBar title={t('ticket.confirm.title')} />
      <LoadState query={query} valid={id !== null && quantity !== null}>
        {(sale) => (
          <ConfirmOrder sale={sale} quantity={quantity ?? 1} priceId={priceId} memberDiscountPercent={discount} />
        )}
      </LoadState>
    </div>
  );
}
