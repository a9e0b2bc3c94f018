import { timingSafeEqual } from 'node:crypto';
import { PayStatus, type Locale, type OrderKind, type PaymentKey } from '@nanhua/contract';
import { notFound, refuse } from '../../lib/errors.js';
import { pick } from '../../lib/locale.js';
import type { Clock } from '../../services/clock.js';
import type { PaymentProvider } from '../../services/payments/index.js';
import type { OrderCore } from '../orders/service.js';

const sameText = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};

/** What the payment page needs for one of the member's orders: what is paid for, the provider and, for Stripe, the keys. */
export function createPaymentService(d: { clock: Clock; core: OrderCore; payments: PaymentProvider }) {
  return {
    async key(userId: number, orderId: number, l: Locale): Promise<PaymentKey> {
      const o = await d.core.byId(orderId);
      if (!o || o.userId !== userId || o.deletedAt) throw notFound('msg.order.notFound');
      const status = d.core.effectiveStatus(o, d.clock.now());
      if (status === PayStatus.CancelledByUser) throw refuse('msg.order.cancelled');
      if (status === PayStatus.CancelledByTimeout) throw refuse('msg.order.expired');
      let paying = o;
      if (status === PayStatus.Unpaid) {
        try {
          paying = await d.core.ensurePayment(o);
        } catch {
          throw refuse('msg.payment.error');
        }
      }
      const items = (await d.core.lines([o.id])).map((x) => ({
        title: pick(l, x.titleZh, x.titleEn),
        quantity: x.quantity,
      }));
      return {
        kind: o.kind,
        orderId: o.id,
        items,
        provider: d.payments.name,
        publishableKey: d.payments.publishableKey,
        clientSecret: paying.clientSecret,
        orderNo: o.orderNo,
        amount: o.totalCents,
        currency: o.currency,
        payStatus: status,
        expiresAt: o.expiresAt.toISOString(),
      };
    },

    /**
     * The order a buyer back from a redirect payment method (`/pay/return`) is sent to: the one the
     * PaymentIntent pays for, and only when the client secret Stripe handed back is that intent's, so a
     * bare intent id tells nothing. Whose order it is, the payment screen's own call checks.
     */
    async returnTarget(intentId: string, clientSecret: string): Promise<{ orderId: number; kind: OrderKind } | null> {
      const o = await d.core.byRef(intentId);
      if (!o || o.deletedAt || !o.clientSecret || !sameText(o.clientSecret, clientSecret)) return null;
      return { orderId: o.id, kind: o.kind };
    },
  };
}
