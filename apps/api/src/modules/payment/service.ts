import { PayStatus, type Locale, type PaymentKey } from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import { notFound, refuse } from '../../lib/errors.js';
import type { Clock } from '../../services/clock.js';
import type { PaymentProvider } from '../../services/payments/index.js';
import { findOrderById, linesOf } from '../orders/repository.js';
import { pick } from '../../lib/locale.js';
import type { OrderCore } from '../orders/service.js';

/** What the payment page needs for one of the member's orders: what is paid for, the provider and, for Stripe, the keys. */
export function createPaymentService(d: { db: Db; clock: Clock; core: OrderCore; payments: PaymentProvider }) {
  return {
    async key(userId: number, orderId: number, l: Locale): Promise<PaymentKey> {
      const o = await findOrderById(d.db, orderId);
      if (!o || o.userId !== userId || o.deletedAt) throw notFound('msg.ticket.orderNotFound');
      const status = d.core.effectiveStatus(o, d.clock.now());
      if (status === PayStatus.CancelledByUser) throw refuse('msg.ticket.orderCancelled');
      if (status === PayStatus.CancelledByTimeout) throw refuse('msg.ticket.orderExpired');
      let paying = o;
      if (status === PayStatus.Unpaid) {
        try {
          paying = await d.core.ensurePayment(o);
        } catch {
          throw refuse('msg.ticket.paymentError');
        }
      }
      const items = (await linesOf(d.db, [o.id])).map((x) => ({ title: pick(l, x.titleZh, x.titleEn), quantity: x.quantity }));
      return { kind: o.kind, orderId: o.id, items, provider: d.payments.name, publishableKey: d.payments.publishableKey, clientSecret: paying.clientSecret, orderNo: o.orderNo, amount: o.totalCents, currency: o.currency, payStatus: status, expiresAt: o.expiresAt.toISOString() };
    },
  };
}
