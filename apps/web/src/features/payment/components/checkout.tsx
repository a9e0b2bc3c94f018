import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DotLoading, Result, Toast } from 'antd-mobile';
import { PayStatus, type PaymentKey, type PaymentReturnState } from '@nanhua/contract';
import { TestTag } from '../../../components/test-tag';
import { formatMoney, formatTime } from '../../../lib/format';
import { membershipReturn } from '../../../lib/intent';
import { navigate } from '../../../lib/navigation';
import { usePayComplete } from '../api/pay-complete';
import { NextSteps } from './next-steps';
import { StripeCard } from './stripe-card';
import './payment.css';

/** Issue 11: with the sandbox every payment screen says TEST and that no money is taken. */
export function TestBanner({ paid }: { paid?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="checkout__test-banner" role="note" data-testid="payment-test-banner">
      <TestTag large />
      <span>{t(paid ? 'ticket.payment.testPaid' : 'ticket.payment.testBanner')}</span>
    </div>
  );
}

/**
 * The payment's result for a screen reader (WCAG 4.1.3, issue 35): a polite live region, the first child of
 * the checkout in both of its states so React keeps the one element and only its text changes (a region
 * added together with its text is not read). The pay button that was focused has gone with the form.
 */
function PaymentStatus({ text }: { text: string }) {
  return (
    <p className="visually-hidden" role="status" aria-atomic="true" data-testid="payment-status">
      {text}
    </p>
  );
}

/** Checks of a returned payment after which the member is told they may leave (about half a minute). */
const slowAfterChecks = 10;

interface Props {
  payment: PaymentKey;
  /** Stripe's redirect_status when the member came back from a payment method's own page (/pay/return). */
  returned?: PaymentReturnState | null;
  /** How many times the order was read while a returned payment is being confirmed. */
  checks?: number;
  /** Leave a failed return for a fresh checkout. */
  onRetry?: () => void;
}

/**
 * The payment page. Sandbox: a clearly labelled test checkout where the member picks the outcome.
 * Stripe: the member pays in Stripe's Payment Element, then the server asks Stripe whether the
 * PaymentIntent succeeded (also when the page was left mid-payment). Back from a redirect method the
 * page waits for the webhook instead, with no Payment Element, so nobody pays twice.
 */
export function Checkout({ payment: p, returned = null, checks = 0, onRetry }: Props) {
  const { t } = useTranslation();
  const pay = usePayComplete(p.kind);
  const [outcome, setOutcome] = useState<'success' | 'error' | null>(p.payStatus === PayStatus.Paid ? 'success' : null);
  const [retrying, setRetrying] = useState(false);
  // A membership bought from a premium lock goes back to what it unlocks (that page plays it: lib/intent.ts).
  const paid = () => {
    const back = p.kind === 'member' ? membershipReturn() : null;
    if (!back) return setOutcome('success');
    Toast.show({ icon: 'success', content: t('ticket.payment.success') });
    navigate(back, { replace: true });
  };
  const complete = (choice?: 'succeeded' | 'failed') =>
    pay.mutate(
      { orderNo: p.orderNo, ...(choice ? { outcome: choice } : {}) },
      { onSuccess: paid, onError: () => setOutcome('error') },
    );

  const sandbox = p.provider === 'sandbox';
  const returnFailed = (returned === 'failed' || returned === 'canceled') && !retrying;
  const returnPending = (returned === 'succeeded' || returned === 'processing') && p.payStatus === PayStatus.Unpaid;
  // Confirmed while the page waited: completed through the family's own call once, which answers the paid
  // order without another change and does what follows a payment (a membership's tokens, the caches).
  const completedOnReturn = useRef(false);
  const paidOnReturn = returned !== null && p.payStatus === PayStatus.Paid;
  useEffect(() => {
    if (!paidOnReturn || completedOnReturn.current) return;
    completedOnReturn.current = true;
    complete();
  });

  if (outcome === 'success' || paidOnReturn) {
    // What fits the order: tickets, the shop order, or the membership.
    return (
      <div className="checkout" data-testid="payment-success" data-kind={p.kind}>
        <PaymentStatus text={`${t('ticket.payment.success')} ${formatMoney(p.amount, p.currency)}`} />
        {sandbox && <TestBanner paid />}
        <Result status="success" title={t('ticket.payment.success')} description={formatMoney(p.amount, p.currency)} />
        <NextSteps kind={p.kind} orderNo={p.orderNo} />
      </div>
    );
  }
  const closed = p.payStatus !== PayStatus.Unpaid;
  return (
    <div className="checkout" data-testid="checkout">
      <PaymentStatus text="" />
      {sandbox && <TestBanner />}
      <section className="checkout__summary">
        <ul className="checkout__items" data-testid="payment-items">
          {p.items.map((item, i) => (
            <li key={i}>
              {item.title} × {item.quantity}
            </li>
          ))}
        </ul>
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
        <>
          <p className="checkout__note">{t('ticket.payment.closed')}</p>
          <NextSteps kind={p.kind} />
        </>
      ) : returnPending ? (
        <section className="checkout__stripe" data-testid="payment-return-waiting" aria-live="polite">
          <div className="checkout__loading">
            <DotLoading />
          </div>
          <p className="checkout__note">{t('ticket.payment.returnWaiting')}</p>
          <p className="checkout__note">
            {t(checks >= slowAfterChecks ? 'ticket.payment.returnSlow' : 'ticket.payment.returnWaitingHint')}
          </p>
          {checks > 0 && (
            <p className="checkout__meta" data-testid="payment-return-checks">
              {t('ticket.payment.returnChecks', { count: checks })}
            </p>
          )}
          {/* Not yet confirmed is no error here: the server's reason shows as its toast and the page keeps waiting. */}
          <Button
            block
            fill="outline"
            disabled={pay.isPending}
            data-testid="payment-check"
            onClick={() => pay.mutate({ orderNo: p.orderNo }, { onSuccess: paid })}
          >
            {t('ticket.payment.check')}
          </Button>
        </section>
      ) : returnFailed ? (
        <section className="checkout__stripe" data-testid="payment-return-failed">
          <div className="checkout__error" role="alert">
            {t(returned === 'canceled' ? 'ticket.payment.returnCanceled' : 'ticket.payment.returnFailed')}
          </div>
          <Button
            block
            color="primary"
            data-testid="payment-return-retry"
            onClick={() => {
              setRetrying(true);
              onRetry?.();
            }}
          >
            {t('ticket.payment.retry')}
          </Button>
        </section>
      ) : sandbox ? (
        <section className="checkout__sandbox" data-testid="sandbox-checkout">
          <p className="checkout__note">{t('ticket.payment.testNote')}</p>
          <Button
            block
            color="primary"
            loading={pay.isPending}
            data-testid="sandbox-succeed"
            onClick={() => complete('succeeded')}
          >
            {t('ticket.payment.succeed')}
          </Button>
          <Button
            block
            fill="outline"
            disabled={pay.isPending}
            data-testid="sandbox-fail"
            onClick={() => complete('failed')}
          >
            {t('ticket.payment.fail')}
          </Button>
        </section>
      ) : (
        <section className="checkout__stripe" data-testid="stripe-checkout">
          {p.publishableKey && p.clientSecret && (
            <StripeCard
              publishableKey={p.publishableKey}
              clientSecret={p.clientSecret}
              completing={pay.isPending}
              onConfirmed={() => complete()}
              onFailed={() => setOutcome('error')}
            />
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
