import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Code } from '@nanhua/contract';
import { RequestError } from '@nanhua/client';
import { NavBar } from '../components/nav-bar';
import { paymentKinds } from '../config/paths';
import { LoadState } from '../features/browse-ui/components/load-state';
import { useIdParam } from '../features/browse-ui/components/use-id-param';
import { usePaymentKey } from '../features/payment/api/get-payment-key';
import { Checkout } from '../features/payment/components/checkout';
import { PaymentUnavailable } from '../features/payment/components/payment-unavailable';

/** Payment for one of the member's orders (`?id=` is the order id, `kind=` its family when known). */
export default function PaymentIndexPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const [params] = useSearchParams();
  const kind = paymentKinds.find((k) => k === params.get('kind')) ?? null;
  const query = usePaymentKey(id);
  // Expired, cancelled or gone: the server's own reason, with what to do next — not a bare 'not found'.
  const refusal = query.error instanceof RequestError && query.error.code === Code.Refused ? query.error : null;
  return (
    <div data-testid="payment-page">
      <NavBar title={t('ticket.payment.title')} />
      {refusal ? (
        <PaymentUnavailable kind={kind} reason={refusal.message} />
      ) : (
        <LoadState query={query} valid={id !== null}>
          {(payment) => <Checkout payment={payment} />}
        </LoadState>
      )}
    </div>
  );
}
