import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Intent {
  id: string;
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
}

/** A tiny stand-in for api.stripe.com on 127.0.0.1 (tests only): PaymentIntents and refunds. */
export async function startStripeStub() {
  const intents = new Map<string, Intent>();
  const refunds: { payment_intent: string; amount: number; key: string | undefined }[] = [];
  /** Every refund as Stripe lists it: this server's (metadata nanhua_key) and those made in the Dashboard. */
  const refundObjects: {
    id: string;
    object: 'refund';
    payment_intent: string;
    amount: number;
    status: string;
    reason: string | null;
    metadata: Record<string, string>;
  }[] = [];
  let n = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++n}` });
        res.end(JSON.stringify(body));
      };
      const url = req.url ?? '';
      if (req.method === 'POST' && url === '/v1/payment_intents') {
        const id = `pi_test_${++n}`;
        const metadata: Record<string, string> = {};
        for (const [k, v] of form) if (k.startsWith('metadata[')) metadata[k.slice(9, -1)] = v;
        const pi = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency') ?? 'sgd',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_x`,
          metadata,
        };
        intents.set(id, pi);
        return send(200, pi);
      }
      const m = url.match(/^\/v1\/payment_intents\/([\w]+)$/);
      if (req.method === 'GET' && m) {
        const pi = intents.get(m[1]!);
        return pi
          ? send(200, { object: 'payment_intent', amount_received: pi.status === 'succeeded' ? pi.amount : 0, ...pi })
          : send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
      }
      if (req.method === 'POST' && url === '/v1/refunds') {
        refunds.push({
          payment_intent: form.get('payment_intent') ?? '',
          amount: Number(form.get('amount')),
          key: req.headers['idempotency-key'] as string | undefined,
        });
        const metadata: Record<string, string> = {};
        for (const [k, v] of form) if (k.startsWith('metadata[')) metadata[k.slice(9, -1)] = v;
        const r = {
          id: `re_test_${++n}`,
          object: 'refund' as const,
          payment_intent: form.get('payment_intent') ?? '',
          amount: Number(form.get('amount')),
          status: 'succeeded',
          reason: null,
          metadata,
        };
        refundObjects.unshift(r);
        return send(200, r);
      }
      const listed = url.match(/^\/v1\/refunds\?(.*)$/);
      if (req.method === 'GET' && listed) {
        const pi = new URLSearchParams(listed[1]).get('payment_intent');
        return send(200, {
          object: 'list',
          url: '/v1/refunds',
          has_more: false,
          data: refundObjects.filter((r) => r.payment_intent === pi),
        });
      }
      send(404, { error: { type: 'invalid_request_error', message: `unknown ${req.method} ${url}` } });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    succeed: (id: string) => void (intents.get(id)!.status = 'succeeded'),
    /** Staff refund in the Stripe Dashboard (no idempotency key of ours); answers the refund's id. */
    dashboardRefund: (paymentIntent: string, amount: number, reason: string | null = 'requested_by_customer') => {
      const id = `re_dash_${++n}`;
      refundObjects.unshift({
        id,
        object: 'refund',
        payment_intent: paymentIntent,
        amount,
        status: 'succeeded',
        reason,
        metadata: {},
      });
      return id;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
