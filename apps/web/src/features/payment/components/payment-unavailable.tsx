import { useTranslation } from 'react-i18next';
import type { PaymentKind } from '../../../config/paths';
import { NextSteps } from './next-steps';
import './payment.css';

/**
 * The server would not open payment for this order: it expired unpaid, was cancelled or
 * is gone. Its own reason (already in the member's language) is shown, never a 'does not exist' under it,
 * with a new order of the same kind and the member's list.
 */
export function PaymentUnavailable({ kind, reason }: { kind: PaymentKind | null; reason: string }) {
  const { t } = useTranslation();
  return (
    <div className="checkout" data-testid="payment-unavailable">
      <section className="checkout__unavailable">
        <h2>{t('ticket.payment.unavailableTitle')}</h2>
        {reason && <p data-testid="payment-unavailable-reason">{reason}</p>}
        <p>{t('ticket.payment.unavailableHint')}</p>
      </section>
      <NextSteps kind={kind} />
    </div>
  );
}
