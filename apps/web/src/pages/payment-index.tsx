import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Code, paymentReturnStates } from '@nanhua/contract';
import { RequestError } from '@nanhua/client';
import { NavBar } from '../components/nav-bar';
import { paymentKinds } from '../config/paths';
import { LoadState } from '../features/browse-ui/components/load-state';
import { useIdParam } from '../features/browse-ui/components/use-id-param';
import { usePaymentKey } from '../features/payment/api/get-payment-key';
import { Checkout } from '../features/payment/components/checkout';
import { PaymentUnavailable } from '../features/payment/components/payment-unavailable';

/**
 * Payment for one of the member's orders (`?id=` is the order id, `kind=` its family when known). `returned=`
 * is Stripe's redirect_status when the member comes back from a payment method's own page through the API's
 * /pay/return: while it is being confirmed the order is read again until the webhook has marked it paid.
 */
export default function PaymentIndexPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const [params, setParams] = useSearchParams();
  const kind = paymentKinds.find((k) => k === params.get('kind')) ?? null;
  const returned = paymentReturnStates.find((s) => s === params.get('returned')) ?? null;
  const query = usePaymentKey(id, returned === 'succeeded' || returned === 'processing');
  // Each answer read counts as one check (React's pattern for state that follows a changed value).
  const [read, setRead] = useState({ at: 0, checks: 0 });
  if (query.dataUpdatedAt !== read.at) setRead({ at: query.dataUpdatedAt, checks: read.checks + 1 });
  // Trying again is a fresh checkout: the way back from Stripe leaves the address.
  const retry = () =>
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        next.delete('returned');
        return next;
      },
      { replace: true },
    );
  // Expired, cancelled or gone: the server's own reason, with what to do next — not a bare 'not found'.
  const refusal = query.error instanceof RequestError && query.error.code === Code.Refused ? query.error : null;
  return (
    <div data-testid="payment-page">
      <NavBar title={t('ticket.payment.title')} />
      {refusal ? (
        <PaymentUnavailable kind={kind} reason={refusal.message} />
      ) : (
        <LoadState query={query} valid={id !== null}>
          {(payment) => <Checkout payment={payment} returned={returned} checks={read.checks} onRetry={retry} />}
        </LoadState>
      )}
    </div>
  );
}
