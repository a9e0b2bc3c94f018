import { Code, limits } from '@nanhua/contract';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { AppDeps } from '../../http/context.js';
import { t } from '../../lib/messages.js';
import { commerceServices } from '../commerce.js';

export const stripeWebhookPath = `${limits.apiBase}/Payment/webhook/stripe`;

/**
 * Stripe's webhook (an extension outside SPEC §7): the signature is checked on the raw body, then the
 * order core re-fetches the PaymentIntent from Stripe before marking anything paid. Replays are
 * answered 200 and change nothing (the paid transition is a conditional update).
 */
export function registerStripeWebhook(app: FastifyInstance, deps: AppDeps): void {
  const secret = deps.config.STRIPE_WEBHOOK_SECRET;
  if (deps.config.PAYMENT_PROVIDER !== 'stripe' || !secret) return;
  const { core } = commerceServices(deps);
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post(stripeWebhookPath, async (req, reply) => {
      const signature = req.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(req.body as Buffer, typeof signature === 'string' ? signature : '', secret);
      } catch {
        return reply.status(400).send({ code: Code.Refused, message: t(req.locale, 'msg.ticket.webhookSignature'), result: null });
      }
      if (event.type === 'payment_intent.succeeded') await core.paymentSucceeded(event.data.object.id);
      return { code: Code.Ok, message: t(req.locale, 'ok'), result: null };
    });
  });
}
