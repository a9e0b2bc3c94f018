import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { buy, call, closeQuietly, getOrder, makeSale, member, pay, remaining } from '../ticket/test-kit.js';
import { startStripeStub } from '../../../test/stripe-stub.js';

const secret = 'whsec_test_secret';
const signer = new Stripe('sk_test_x');
type Order = { id: number; orderNo: string; payStatus: number; ticket: { qrToken: string | null } };

describe.skipIf(pgUnavailable())('Stripe: PaymentIntents, payComplete and the signed webhook', () => {
  let t: TestApp;
  let stub: Awaited<ReturnType<typeof startStripeStub>>;
  let token: string;

  beforeAll(async () => {
    stub = await startStripeStub();
    t = await buildTestApp({
      env: {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: secret,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_API_BASE: stub.url,
      },
    });
    ({ token } = await member(t));
  });
  afterAll(async () => {
    await closeQuietly(t);
    await stub.close();
  });

  const event = (piId: string, id = `evt_${piId}`) =>
    JSON.stringify(
      {
        id,
        object: 'event',
        type: 'payment_intent.succeeded',
        data: { object: { id: piId, object: 'payment_intent' } },
      },
      null,
      2,
    );
  const deliver = (payload: string, signature = signer.webhooks.generateTestHeaderString({ payload, secret })) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/Payment/webhook/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature, 'accept-language': 'en' },
      payload,
    });
  const intentOf = (orderNo: string) => [...stub.intents.values()].find((i) => i.metadata.orderNo === orderNo)!;

  it('buy creates a PaymentIntent for the server amount; paymentKey gives the publishable key and client secret', async () => {
    const sale = await makeSale(t, 5);
    const o = (await buy(t, token, { saleId: sale.id, quantity: 2 })).result as Order;
    const pi = intentOf(o.orderNo);
    expect(pi).toMatchObject({ amount: 7600, currency: 'sgd' });
    expect((await call(t, 'GET', `/Payment/paymentKey/get/${o.id}`, { token })).result).toEqual({
      kind: 'ticket',
      orderId: o.id,
      items: [{ title: 'Test performance', quantity: 2 }],
      provider: 'stripe',
      publishableKey: 'pk_test_x',
      clientSecret: pi.client_secret,
      orderNo: o.orderNo,
      amount: 7600,
      currency: 'SGD',
      payStatus: 0,
      expiresAt: expect.any(String),
    });
  });

  it('payComplete asks Stripe: not yet paid stays unpaid whatever the client claims; paid once it succeeded', async () => {
    const sale = await makeSale(t, 5);
    const o = (await buy(t, token, { saleId: sale.id, quantity: 1 })).result as Order;
    expect((await pay(t, token, o.orderNo)).message).toBe('Payment Error. Please contact Customer Service.');
    stub.succeed(intentOf(o.orderNo).id);
    const replies = await Promise.all(Array.from({ length: 10 }, () => pay(t, token, o.orderNo)));
    expect(replies.every((r) => (r.result as Order).payStatus === 1)).toBe(true);
    expect(new Set(replies.map((r) => (r.result as Order).ticket.qrToken)).size).toBe(1);
  });

  it('webhook: a valid signed event marks the order paid once; a replay changes nothing', async () => {
    const sale = await makeSale(t, 5);
    const o = (await buy(t, token, { saleId: sale.id, quantity: 1 })).result as Order;
    const pi = intentOf(o.orderNo);
    stub.succeed(pi.id);
    const first = await deliver(event(pi.id));
    expect(first.statusCode).toBe(200);
    const paid = (await getOrder(t, token, o.orderNo)).result as Order & { paidAt: string };
    expect(paid.payStatus).toBe(1);
    t.clock.advance(1000);
    for (let i = 0; i < 3; i++) expect((await deliver(event(pi.id))).statusCode).toBe(200);
    expect((await getOrder(t, token, o.orderNo)).result).toMatchObject({
      payStatus: 1,
      paidAt: paid.paidAt,
      ticket: { qrToken: paid.ticket.qrToken },
    });
  });

  it('webhook: a bad or missing signature is refused and nothing changes', async () => {
    const sale = await makeSale(t, 5);
    const o = (await buy(t, token, { saleId: sale.id, quantity: 1 })).result as Order;
    const pi = intentOf(o.orderNo);
    stub.succeed(pi.id);
    const payload = event(pi.id);
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    const bad = await deliver(payload, forged);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 1003, message: 'Invalid signature', result: null });
    expect((await deliver(payload, '')).statusCode).toBe(400);
    const tampered = await deliver(
      payload.replace('payment_intent.succeeded', 'payment_intent.created'),
      signer.webhooks.generateTestHeaderString({ payload, secret }),
    );
    expect(tampered.statusCode).toBe(400);
    expect((await getOrder(t, token, o.orderNo)).result).toMatchObject({ payStatus: 0 });
  });

  it('webhook: a payment arriving for an expired order is refunded, not confirmed; seats stay released', async () => {
    const m = await member(t);
    const sale = await makeSale(t, 5);
    const o = (await buy(t, m.token, { saleId: sale.id, quantity: 2 })).result as Order;
    const pi = intentOf(o.orderNo);
    t.clock.advance(16 * 60_000);
    stub.succeed(pi.id);
    expect((await deliver(event(pi.id))).statusCode).toBe(200);
    expect(stub.refunds).toContainEqual({ payment_intent: pi.id, amount: 7600, key: `late-${o.orderNo}` });
    const again = (await t.signIn(m.user)).accessToken;
    expect((await getOrder(t, again, o.orderNo)).result).toMatchObject({ payStatus: 3 });
    expect(await remaining(t, sale.id)).toBe(5);
    ({ token } = await member(t));
  });

  it('an approved refund goes back through Stripe', async () => {
    const staff = (await member(t, { role: 'boxOffice' })).token;
    const sale = await makeSale(t, 5);
    const o = (await buy(t, token, { saleId: sale.id, quantity: 1 })).result as Order;
    stub.succeed(intentOf(o.orderNo).id);
    await pay(t, token, o.orderNo);
    const r = (
      await call(t, 'POST', '/ticket/orderReturn/apply', { token, body: { orderNo: o.orderNo, reason: 'Sick' } })
    ).result as { id: number };
    expect(
      (await call(t, 'POST', `/admin/orderReturn/approve/${r.id}`, { token: staff, body: { note: 'Get well soon' } }))
        .result,
    ).toMatchObject({ status: 2 });
    // The server computes the refund from what the one ticket was paid (makeSale: S$38; refunds are per ticket).
    expect(stub.refunds).toContainEqual({
      payment_intent: intentOf(o.orderNo).id,
      amount: 3800,
      key: `refund-${r.id}`,
    });
  });
});
