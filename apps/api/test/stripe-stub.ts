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
        const pi = { id, object: 'payment_intent', amount: Number(form.get('amount')), currency: form.get('currency') ?? 'sgd', status: 'requires_payment_method', client_secret: `${id}_secret_x`, metadata };
        intents.set(id, pi);
        return send(200, pi);
      }
      const m = url.match(/^\/v1\/payment_intents\/([\w]+)$/);
      if (req.method === 'GET' && m) {
        const pi = intents.get(m[1]!);
        return pi ? send(200, { object: 'payment_intent', amount_received: pi.status === 'succeeded' ? pi.amount : 0, ...pi }) : send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
      }
      if (req.method === 'POST' && url === '/v1/refunds') {
        refunds.push({ payment_intent: form.get('payment_intent') ?? '', amount: Number(form.get('amount')), key: req.headers['idempotency-key'] as string | undefined });
        return send(200, { id: `re_test_${++n}`, object: 'refund', status: 'succeeded' });
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
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
