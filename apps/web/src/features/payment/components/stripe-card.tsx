import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DotLoading } from 'antd-mobile';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { paymentReturnPath } from '@nanhua/contract';
import { currentLocale } from '../../../lib/i18n';

type Stage = 'loading' | 'ready' | 'unavailable';

interface Props {
  publishableKey: string;
  clientSecret: string;
  /** The server is being asked to confirm (payComplete). */
  completing: boolean;
  /** Stripe accepted the payment; the server still has to confirm it. */
  onConfirmed: () => void;
  onFailed: () => void;
}

/**
 * Stripe's Payment Element for the order's PaymentIntent. Stripe.js is imported here, on demand, so
 * it is fetched only on a Stripe payment page and never on start-up.
 */
export function StripeCard({ publishableKey, clientSecret, completing, onConfirmed, onFailed }: Props) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const session = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [stage, setStage] = useState<Stage>('loading');
  const [confirming, setConfirming] = useState(false);
  const locale = currentLocale() === 'zh-Hans' ? 'zh' : 'en';

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | null = null;
    (async () => {
      const { loadStripe } = await import('@stripe/stripe-js');
      const stripe = await loadStripe(publishableKey);
      if (cancelled) return;
      if (!stripe || !host.current) return setStage('unavailable');
      const elements = stripe.elements({ clientSecret, locale });
      const element = elements.create('payment');
      element.on('ready', () => !cancelled && setStage('ready'));
      element.mount(host.current);
      destroy = () => element.destroy();
      session.current = { stripe, elements };
    })().catch(() => !cancelled && setStage('unavailable'));
    return () => {
      cancelled = true;
      destroy?.();
      session.current = null;
    };
  }, [publishableKey, clientSecret, locale]);

  const confirm = async () => {
    const s = session.current;
    if (!s) return;
    setConfirming(true);
    try {
      // Cards finish here. A method that leaves for its own page (GrabPay, Alipay, PayNow) comes back to a path:
      // Stripe appends its parameters and drops a #fragment, so the hash route of this page would be lost.
      const returnUrl = new URL(paymentReturnPath, window.location.origin).href;
      const { error } = await s.stripe.confirmPayment({
        elements: s.elements,
        redirect: 'if_required',
        confirmParams: { return_url: returnUrl },
      });
      // Incomplete or invalid fields are shown by the Payment Element itself.
      if (error?.type === 'validation_error') return;
      if (error) onFailed();
      else onConfirmed();
    } catch {
      onFailed();
    } finally {
      setConfirming(false);
    }
  };

  return (
    <div className="checkout__card" data-testid="stripe-card">
      <div ref={host} className="checkout__element" data-testid="stripe-element" />
      {stage === 'loading' && (
        <div className="checkout__loading" data-testid="stripe-loading">
          <DotLoading />
        </div>
      )}
      {stage === 'unavailable' ? (
        <p className="checkout__note" role="alert" data-testid="stripe-unavailable">
          {t('ticket.payment.cardUnavailable')}
        </p>
      ) : (
        <Button
          block
          color="primary"
          disabled={stage !== 'ready'}
          loading={confirming || completing}
          data-testid="stripe-pay"
          onClick={() => void confirm()}
        >
          {t('ticket.payment.payCard')}
        </Button>
      )}
    </div>
  );
}
