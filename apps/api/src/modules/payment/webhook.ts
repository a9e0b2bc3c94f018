import { Code, limits } from '@nanhua/contract';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Config } from '../../config.js';
import { t } from '../../lib/messages.js';
import type { OrderCore } from '../orders/service.js';
import type { ProviderEvents } from '../orders/provider-events.js';

/** An expandable Stripe field: the id, whether the object came expanded or not. */
const idOf = (x: string | { id: string } | null | undefined): string | null =>
  typeof x === 'string' ? x : (x?.id ?? null);

export const stripeWebhookPath = `${limits.apiBase}/Payment/webhook/stripe`;

/**
 * Stripe's webhook (an extension outside SPEC §7): the signature is checked on the raw body, then the
 * order core re-fetches the PaymentIntent from Stripe before marking anything paid. Replays are
 * answered 200 and change nothing (the paid transition is a conditional update).
 */
export function registerStripeWebhook(
  app: FastifyInstance,
  config: Pick<Config, 'PAYMENT_PROVIDER' | 'STRIPE_WEBHOOK_SECRET'>,
  core: Pick<OrderCore, 'paymentSucceeded'>,
  external: ProviderEvents,
): void {
  const secret = config.STRIPE_WEBHOOK_SECRET;
  if (config.PAYMENT_PROVIDER !== 'stripe' || !secret) return;
  // The library loads with the first event, not at start.
  let stripe: Promise<typeof Stripe> | undefined;
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post(stripeWebhookPath, async (req, reply) => {
      const signature = req.headers['stripe-signature'];
      const lib = await (stripe ??= import('stripe').then((m) => m.default));
      let event: Stripe.Event;
      try {
        event = lib.webhooks.constructEvent(req.body as Buffer, typeof signature === 'string' ? signature : '', secret);
      } catch {
        return reply
          .status(400)
          .send({ code: Code.Refused, message: t(req.locale, 'msg.payment.webhookSignature'), result: null });
      }
      if (event.type === 'payment_intent.succeeded') await core.paymentSucceeded(event.data.object.id);
      // Refunds made in the Dashboard and chargebacks (DESIGN §7): recorded once by Stripe's own ids.
      if (event.type === 'charge.refunded') {
        const pi = idOf(event.data.object.payment_intent);
        if (pi) await external.refunded(pi);
      }
      if (event.type === 'charge.dispute.created' || event.type === 'charge.dispute.closed') {
        const du = event.data.object;
        const pi = idOf(du.payment_intent);
        const v = pi
          ? { disputeRef: du.id, paymentRef: pi, amountCents: du.amount, reason: du.reason, status: du.status }
          : null;
        if (v) await (event.type === 'charge.dispute.created' ? external.disputeOpened(v) : external.disputeClosed(v));
      }
      return { code: Code.Ok, message: t(req.locale, 'ok'), result: null };
    });
  });
}
