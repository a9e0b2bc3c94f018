import type Stripe from 'stripe';
import type { PaymentProvider, ProviderPaymentStatus, ProviderRefund } from './provider.js';

/** The refund metadata key naming this server's idempotency key. */
const OUR_KEY = 'nanhua_key';

export interface StripeOptions {
  secretKey: string;
  publishableKey: string;
  /** e.g. http://127.0.0.1:12111 for a local stub; unset means api.stripe.com. */
  apiBase?: string;
}

/** The Stripe library loads with the first payment call, not at start. */
export async function stripeClient(o: Pick<StripeOptions, 'secretKey' | 'apiBase'>): Promise<Stripe> {
  const { default: Stripe } = await import('stripe');
  if (!o.apiBase) return new Stripe(o.secretKey, { maxNetworkRetries: 2, timeout: 10_000 });
  const u = new URL(o.apiBase);
  return new Stripe(o.secretKey, {
    host: u.hostname,
    port: Number(u.port || (u.protocol === 'https:' ? 443 : 80)),
    protocol: u.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
    timeout: 5_000,
  });
}

const statusOf = (s: Stripe.PaymentIntent.Status): ProviderPaymentStatus =>
  s === 'succeeded'
    ? 'succeeded'
    : s === 'canceled'
      ? 'canceled'
      : s === 'requires_payment_method'
        ? 'failed'
        : 'pending';

/** PaymentIntents (DESIGN §7): the order number travels as metadata so the webhook can find its order. */
export function createStripeProvider(o: StripeOptions): PaymentProvider {
  let client: Promise<Stripe> | undefined;
  const stripe = () => (client ??= stripeClient(o));
  return {
    name: 'stripe',
    publishableKey: o.publishableKey,
    async createPayment(order) {
      const pi = await (await stripe()).paymentIntents.create(
        {
          amount: order.totalCents,
          currency: order.currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          metadata: { orderNo: order.orderNo, orderId: String(order.id) },
        },
        { idempotencyKey: `order-${order.orderNo}` },
      );
      return { providerRef: pi.id, clientSecret: pi.client_secret };
    },
    async fetchPayment(ref) {
      const pi = await (await stripe()).paymentIntents.retrieve(ref);
      return {
        status: statusOf(pi.status),
        amount: pi.amount_received || pi.amount,
        currency: pi.currency.toUpperCase(),
      };
    },
    async refund(ref, amount, key) {
      // The key rides along as metadata so the charge.refunded event this refund causes is known as ours.
      const r = await (await stripe()).refunds.create(
        { payment_intent: ref, amount, metadata: { [OUR_KEY]: key } },
        { idempotencyKey: key },
      );
      return { refundRef: r.id };
    },
    async refundsOf(ref) {
      const out: ProviderRefund[] = [];
      for await (const r of (await stripe()).refunds.list({ payment_intent: ref, limit: 100 })) {
        out.push({
          refundRef: r.id,
          amount: r.amount,
          counts: r.status !== 'failed' && r.status !== 'canceled',
          ourKey: r.metadata?.[OUR_KEY] ?? null,
          reason: r.reason ?? null,
        });
        // A payment refunded more than 100 times is not one of ours; the cap bounds the call.
        if (out.length >= 100) break;
      }
      return out;
    },
  };
}
