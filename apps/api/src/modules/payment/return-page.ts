import { hashHref, pages, paymentReturnPath, paymentReturnStates, type Locale } from '@nanhua/contract';
import type { FastifyInstance } from 'fastify';
import { t } from '../../lib/messages.js';
import type { createPaymentService } from './service.js';

/** Stripe's ids and client secrets are letters, digits and underscores; anything else is no payment of ours. */
const intentId = /^pi_\w{1,200}$/;
const secret = /^\w{1,300}$/;

const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);

function notFoundPage(locale: Locale): string {
  const lang = locale === 'en' ? 'en' : 'zh-Hans';
  const title = t(locale, 'msg.payment.returnNotFound');
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;text-align:center;padding:64px 24px;color:#1d2a4d"><p style="font-size:17px">${title}</p><p><a href="${hashHref('', pages.user.index)}" style="color:#c8102e">${t(locale, 'msg.payment.returnOrders')}</a></p></body></html>`;
}

/**
 * Stripe's return_url for payment methods that leave the app (issue 32): Stripe appends
 * `payment_intent`, `payment_intent_client_secret` and `redirect_status` to it and drops any fragment,
 * so the hash-routed app is reached through this path. It answers a hop to the payment screen of the
 * order the intent pays for; the secret stays here (no-store, and the app's URL never carries it).
 * Marking the order paid stays with the webhook and payComplete, which ask Stripe.
 */
export function registerPaymentReturnPage(
  app: FastifyInstance,
  payments: Pick<ReturnType<typeof createPaymentService>, 'returnTarget'>,
) {
  app.get<{ Querystring: Record<string, unknown> }>(paymentReturnPath, async (req, reply) => {
    const intent = text(req.query.payment_intent);
    const clientSecret = text(req.query.payment_intent_client_secret);
    const target =
      intent && clientSecret && intentId.test(intent) && secret.test(clientSecret)
        ? await payments.returnTarget(intent, clientSecret)
        : null;
    reply.header('cache-control', 'no-store');
    if (!target) return reply.status(404).type('text/html; charset=utf-8').send(notFoundPage(req.locale));
    const status = paymentReturnStates.find((s) => s === req.query.redirect_status);
    return reply.redirect(
      hashHref('', pages.payment.index, {
        id: target.orderId,
        kind: target.kind,
        ...(status ? { returned: status } : {}),
      }),
      303,
    );
  });
}
