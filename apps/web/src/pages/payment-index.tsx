import { useTranslation } from 'react-i18next';
import { NavBar } from '../components/nav-bar';
import { LoadState } from '../features/browse-ui/components/load-state';
import { useIdParam } from '../features/browse-ui/components/use-id-param';
import { usePaymentKey } from '../features/payment/api/get-payment-key';
import { Checkout } from '../features/payment/components/checkout';

/** Payment for one of the member's orders (`?id=` is the order id). */
export default function PaymentIndexPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const query = usePaymentKey(id);
  return (
    <div data-testid="payment-page">
      <NavBar title={t('ticket.payment.title')} />
      <LoadState query={query} valid={id !== null}>
        {(payment) => <Checkout payment={payment} />}
      </LoadState>
    </div>
  );
}
