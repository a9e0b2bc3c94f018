import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { startStripeStub } from '../../../test/stripe-stub.js';
import { buy, call, closeQuietly, makeSale, member } from '../ticket/test-kit.js';

const secret = 'whsec_test_return';
const signer = new Stripe('sk_test_x');
type Order = { id: number; orderNo: string };
type Key = { orderId: number; payStatus: number; clientSecret: string };

/**
 * Issue 32 item 5: a payment method that leaves the app (GrabPay, Alipay, PayNow) comes back to a PATH,
 * since Stripe appends `?payment_intent=…&payment_intent_client_secret=…&redirect_status=…` to the
 * return_url and drops any fragment. Stripe's side is simulated at the HTTP level: the stub holds the
 * PaymentIntent, the redirect is a GET as the browser makes it, and the signed webhook confirms.
 */
describe.skipIf(pgUnavailable())('Stripe redirect methods: the /pay/return page', () => {
  let t: TestApp;
  let stub: Awaited<ReturnType<typeof startStripeStub>>;

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
  });
  afterAll(async () => {
    await closeQuietly(t);
    await stub.close();
  });

  const intentOf = (orderNo: string) => [...stub.intents.values()].find((i) => i.metadata.orderNo === orderNo)!;
  const order = async (token: string) => {
    const sale = await makeSale(t, 5);
    const o = (await buy(t, token, { saleId: sale.id, quantity: 1 })).result as Order;
    return { o, pi: intentOf(o.orderNo) };
  };
  /** The browser coming back from the payment method's page, with what Stripe appended. */
  const comeBack = (query: Record<string, string>, lang = 'en') =>
    t.app.inject({
      method: 'GET',
      url: `/pay/return?${new URLSearchParams(query).toString()}`,
      headers: { accept: 'text/html', 'accept-language': lang },
    });
  const stripeReturn = (pi: { id: string; client_secret: string }, status: string) =>
    comeBack({ payment_intent: pi.id, payment_intent_client_secret: pi.client_secret, redirect_status: status });
  const key = (token: string, id: number) => call(t, 'GET', `/Payment/paymentKey/get/${id}`, { token });
  const deliver = (piId: string) => {
    const payload = JSON.stringify({
      id: `evt_${piId}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: piId, object: 'payment_intent' } },
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/Payment/webhook/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    });
  };
  /** The app location the page forwards to, as the hash router reads it. */
  const forwarded = (location: unknown) => {
    const [path, query] = String(location).replace(/^\/#/, '').split('?');
    return { path, params: Object.fromEntries(new URLSearchParams(query)) };
  };

  it('succeeded: forwards into the payment screen of that order, which shows it paid once the webhook confirmed it', async () => {
    const m = await member(t);
    const { o, pi } = await order(m.token);
    // The buyer approved in GrabPay; Stripe marks the intent and redirects the browser.
    stub.succeed(pi.id);
    const res = await stripeReturn(pi, 'succeeded');
    expect(res.statusCode).toBe(303);
    expect(String(res.headers.location).startsWith('/#/')).toBe(true);
    expect(forwarded(res.headers.location)).toEqual({
      path: '/pages/payment/index',
      params: { id: String(o.id), kind: 'ticket', returned: 'succeeded' },
    });
    // The client secret goes no further than this answer, which nothing may keep.
    expect(String(res.headers.location)).not.toContain('secret');
    expect(res.headers['cache-control']).toBe('no-store');
    // The payment screen reads the member's order: not paid until the webhook confirms it.
    expect((await key(m.token, o.id)).result).toMatchObject({
      orderId: o.id,
      payStatus: 0,
      clientSecret: pi.client_secret,
    });
    expect((await deliver(pi.id)).statusCode).toBe(200);
    expect((await key(m.token, o.id)).result).toMatchObject({ orderId: o.id, payStatus: 1 });
    // Coming back again (reload, back button) still leads to the same, now paid, order.
    expect(forwarded((await stripeReturn(pi, 'succeeded')).headers.location).params).toEqual({
      id: String(o.id),
      kind: 'ticket',
      returned: 'succeeded',
    });
  });

  it('processing, failed and canceled are forwarded as Stripe said them; an unknown redirect_status is left out', async () => {
    const m = await member(t);
    const { o, pi } = await order(m.token);
    stub.intents.get(pi.id)!.status = 'processing';
    for (const status of ['processing', 'failed', 'canceled'])
      expect(forwarded((await stripeReturn(pi, status)).headers.location).params).toEqual({
        id: String(o.id),
        kind: 'ticket',
        returned: status,
      });
    expect(forwarded((await stripeReturn(pi, '<script>')).headers.location).params).toEqual({
      id: String(o.id),
      kind: 'ticket',
    });
    expect(
      forwarded(
        (await comeBack({ payment_intent: pi.id, payment_intent_client_secret: pi.client_secret })).headers.location,
      ).params,
    ).toEqual({ id: String(o.id), kind: 'ticket' });
    // Processing is not paid: the screen keeps waiting.
    expect((await key(m.token, o.id)).result).toMatchObject({ payStatus: 0 });
  });

  it("another member following the same return gets only 'not found' for the order", async () => {
    const owner = await member(t);
    const other = await member(t);
    const { o, pi } = await order(owner.token);
    stub.succeed(pi.id);
    const { params } = forwarded((await stripeReturn(pi, 'succeeded')).headers.location);
    const seen = await key(other.token, Number(params.id));
    expect(seen).toMatchObject({ code: 1003, message: 'Order not found', result: null });
    expect((await key(owner.token, o.id)).result).toMatchObject({ payStatus: 0 });
  });

  it('an unknown intent, a client secret of another intent or a malformed query gets a localized not-found page; nothing changes', async () => {
    const m = await member(t);
    const a = await order(m.token);
    const b = await order(m.token);
    stub.succeed(a.pi.id);
    const bad: Record<string, string>[] = [
      {
        payment_intent: 'pi_unknown_1',
        payment_intent_client_secret: 'pi_unknown_1_secret_x',
        redirect_status: 'succeeded',
      },
      { payment_intent: a.pi.id, payment_intent_client_secret: b.pi.client_secret, redirect_status: 'succeeded' },
      { payment_intent: a.pi.id, redirect_status: 'succeeded' },
      { payment_intent: `${a.pi.id}'"><script>`, payment_intent_client_secret: a.pi.client_secret },
      { payment_intent: 'x'.repeat(300), payment_intent_client_secret: 'y'.repeat(300) },
      {},
    ];
    for (const query of bad) {
      const res = await comeBack(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers.location).toBeUndefined();
      expect(res.body).toContain('We could not find the order this payment belongs to');
      expect(res.body).not.toContain('<script>');
    }
    const zh = await comeBack(bad[0]!, 'zh-Hans');
    expect(zh.statusCode).toBe(404);
    expect(zh.body).toContain('未找到这笔付款对应的订单');
    expect(zh.body).toContain('<html lang="zh-Hans">');
    // A duplicated parameter is not a guess between the two.
    const twice = await t.app.inject({
      method: 'GET',
      url: `/pay/return?payment_intent=${a.pi.id}&payment_intent=${b.pi.id}&payment_intent_client_secret=${a.pi.client_secret}`,
    });
    expect(twice.statusCode).toBe(404);
    for (const { o } of [a, b]) expect(((await key(m.token, o.id)).result as Key).payStatus).toBe(0);
  });
});
