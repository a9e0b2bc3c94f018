import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Result } from 'antd-mobile';
import { PayStatus, type PaymentKey } from '@nanhua/contract';
import { formatMoney, formatTime } from '../../../lib/format';
import { navigate } from '../../../lib/navigation';
import { orderLink, usePayComplete } from '../api/pay-complete';
import { StripeCard } from './stripe-card';
import './payment.css';

/**
 * The payment page. Sandbox: a clearly labelled test checkout where the member picks the outcome.
 * Stripe: the member pays in Stripe's Payment Element, then the server asks Stripe whether the
 * PaymentIntent succeeded (also the way back after a redirect, or when the page was left mid-payment).
 */
export function Checkout({ payment: p }: { payment: PaymentKey }) {
  const { t } = useTranslation();
  const pay = usePayComplete(p.kind);
  const [outcome, setOutcome] = useState<'success' | 'error' | null>(p.payStatus === PayStatus.Paid ? 'success' : null);
  const viewOrder = () => navigate(orderLink(p.kind, p.orderNo), { replace: true });
  const complete = (choice?: 'succeeded' | 'failed') =>
    pay.mutate({ orderNo: p.orderNo, ...(choice ? { outcome: choice } : {}) }, { onSuccess: () => setOutcome('success'), onError: () => setOutcome('error') });

  if (outcome === 'success') {
    return (
      <div className="checkout" data-testid="payment-success">
        <Result status="success" title={t('ticket.payment.success')} description={formatMoney(p.amount, p.currency)} />
        <Button block color="primary" data-testid="payment-view-order" onClick={viewOrder}>
          {t('ticket.payment.viewOrder')}
        </Button>
      </div>
    );
  }
  const closed = p.payStatus !== PayStatus.Unpaid;
  return (
    <div className="checkout" data-testid="checkout">
      <section className="checkout__summary">
        <p className="checkout__label">{t('ticket.payment.amount')}</p>
        <p className="checkout__amount" data-testid="payment-amount">
          {formatMoney(p.amount, p.currency)}
        </p>
        <p className="checkout__meta">
          {t('ticket.payment.orderNo')} {p.orderNo}
        </p>
        {!closed && <p className="checkout__meta">{t('ticket.payment.payBy', { time: formatTime(p.expiresAt) })}</p>}
      </section>
      {outcome === 'error' && (
        <div className="checkout__error" role="alert" data-testid="payment-error">
          {t('ticket.payment.error')}
        </div>
      )}
      {closed ? (
        <p className="checkout__note">{t('ticket.payment.closed')}</p>
      ) : p.provider === 'sandbox' ? (
        <section className="checkout__sandbox" data-testid="sandbox-checkout">
          <span className="checkout__badge">{t('ticket.payment.testBadge')}</span>
          <p className="checkout__note">{t('ticket.payment.testNote')}</p>
          <Button block color="primary" loading={pay.isPending} data-testid="sandbox-succeed" onClick={() => complete('succeeded')}>
            {t('ticket.payment.succeed')}
          </Button>
          <Button block fill="outline" disabled={pay.isPending} data-testid="sandbox-fail" onClick={() => complete('failed')}>
            {t('ticket.payment.fail')}
          </Button>
        </section>
      ) : (
        <section className="checkout__stripe" data-testid="stripe-checkout">
          {p.publishableKey && p.clientSecret && (
            <StripeCard publishableKey={p.publishableKey} clientSecret={p.clientSecret} completing={pay.isPending} onConfirmed={() => complete()} onFailed={() => setOutcome('error')} />
          )}
          <p className="checkout__note">{t('ticket.payment.stripeNote')}</p>
          <Button block fill="outline" disabled={pay.isPending} data-testid="payment-check" onClick={() => complete()}>
            {t('ticket.payment.check')}
          </Button>
        </section>
      )}
    </div>
  );
}
