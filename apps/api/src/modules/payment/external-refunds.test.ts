import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { startStripeStub } from '../../../test/stripe-stub.js';
import { orderDisputes, refunds, userMessages, users } from '../../db/schema/index.js';
import { buy, call, closeQuietly, makeSale, makeShow, member, pay, remaining } from '../ticket/test-kit.js';
import * as shop from '../shop/test-kit.js';
import { makePackages, save as saveMembership, payMember, type MemberOrderDto } from '../membership/test-kit.js';

const secret = 'whsec_test_secret';
const signer = new Stripe('sk_test_x');
const hour = 3_600_000;
type Order = { id: number; orderNo: string; payStatus: number; ticket: { qrToken: string | null } };
type Revocations = { changes: { id: number; revoked: boolean; count: number; refunded: number }[] };
type BoxOfficeOrder = {
  refunds: {
    status: number;
    amountCents: number;
    quantity: number;
    external: boolean;
    providerRefundRef: string | null;
  }[];
  disputes: { reference: string; status: string; reason: string; amountCents: number; closedAt: string | null }[];
};

describe.skipIf(pgUnavailable())('Stripe refunds and disputes made outside the app reach the order', () => {
  let t: TestApp;
  let stub: Awaited<ReturnType<typeof startStripeStub>>;
  let staff: string;
  let n = 0;

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
    staff = (await member(t, { role: 'boxOffice' })).token;
  });
  afterAll(async () => {
    await closeQuietly(t);
    await stub.close();
  });

  const db = () => t.deps.database.db;
  const deliver = async (type: string, object: object) => {
    const payload = JSON.stringify({ id: `evt_${++n}`, object: 'event', type, data: { object } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Payment/webhook/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const refundedEvent = (pi: string, amount: number, refunded: number) =>
    deliver('charge.refunded', {
      id: `ch_${pi}`,
      object: 'charge',
      payment_intent: pi,
      amount,
      amount_refunded: refunded,
      refunded: refunded >= amount,
    });
  const dispute = (type: 'created' | 'closed', du: string, pi: string, amount: number, status: string) =>
    deliver(`charge.dispute.${type}`, {
      id: du,
      object: 'dispute',
      charge: `ch_${pi}`,
      payment_intent: pi,
      amount,
      currency: 'sgd',
      reason: 'fraudulent',
      status,
    });
  const intentOf = (orderNo: string) => [...stub.intents.values()].find((i) => i.metadata.orderNo === orderNo)!;
  const refundRows = (orderId: number) => db().select().from(refunds).where(eq(refunds.orderId, orderId));
  const inbox = async (userId: number) =>
    (await db().select().from(userMessages).where(eq(userMessages.userId, userId))).map((m) => m.titleEn);
  const checkIn = (token: string, performanceId: number, lang: 'en' | 'zh-Hans' = 'en') =>
    call(t, 'POST', '/admin/ticket/checkIn', { token: staff, body: { token, performanceId }, lang });
  const revocations = async (performanceId: number) =>
    (await call(t, 'GET', `/admin/door/revocations/${performanceId}`, { token: staff })).result as Revocations;
  const boxOffice = async (kind: string, id: number) =>
    (await call(t, 'GET', `/admin/order/get/${kind}/${id}`, { token: staff })).result as BoxOfficeOrder;

  /** A member with a paid Stripe ticket order of `quantity` tickets (S$38 each) for a show an hour away. */
  async function paidTickets(quantity: number) {
    const m = await member(t);
    const now = t.clock.now().getTime();
    const show = await makeShow(t, new Date(now + hour), new Date(now + 4 * hour));
    const sale = await makeSale(t, 10, {
      theatreId: show.id,
      eventAt: show.startAt,
      validUntil: show.endAt,
      saleEndAt: new Date(now + 30 * 60_000),
    });
    const o = (await buy(t, m.token, { saleId: sale.id, quantity })).result as Order;
    const pi = intentOf(o.orderNo).id;
    stub.succeed(pi);
    const paid = (await pay(t, m.token, o.orderNo)).result as Order;
    expect(paid.payStatus).toBe(1);
    return { ...m, show, sale, order: paid, pi, qr: paid.ticket.qrToken! };
  }

  it('a full Dashboard refund, delivered three times: one refund row, tickets void at check-in and on the door list, one message', async () => {
    const x = await paidTickets(2);
    expect(await remaining(t, x.sale.id)).toBe(8);
    const re = stub.dashboardRefund(x.pi, 7600);
    for (let i = 0; i < 3; i++) await refundedEvent(x.pi, 7600, 7600);

    const rows = await refundRows(x.order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 2,
      amountCents: 7600,
      quantity: 2,
      external: true,
      providerState: 'done',
      providerRefundRef: re,
    });
    expect((await checkIn(x.qr, x.show.id)).message).toBe('This order was refunded; its tickets are void');
    expect((await checkIn(x.qr, x.show.id, 'zh-Hans')).message).toBe('该订单已退款，门票失效');
    expect((await revocations(x.show.id)).changes).toEqual([
      {
        id: x.order.id,
        revoked: true,
        count: 0,
        refunded: 2,
        seats: [1, 2].map((seq) => ({ seq, generation: 0, used: false, held: true, buyer: true })),
      },
    ]);
    expect(await remaining(t, x.sale.id)).toBe(10);
    expect((await inbox(x.user.id)).filter((m) => m === 'Order refunded')).toHaveLength(1);
    const page = await boxOffice('ticket', x.order.id);
    expect(page.refunds).toEqual([
      expect.objectContaining({ status: 2, amountCents: 7600, quantity: 2, external: true, providerRefundRef: re }),
    ]);
    // No call out was made for it: the money is already back.
    expect(stub.refunds.filter((r) => r.payment_intent === x.pi)).toHaveLength(0);
  });

  it('a partial Dashboard refund records the money and voids no ticket; the refund this server made is not counted again', async () => {
    const x = await paidTickets(2);
    const r = (
      await call(t, 'POST', '/ticket/orderReturn/apply', {
        token: x.token,
        body: { orderNo: x.order.orderNo, reason: 'One guest is ill', quantity: 1 },
      })
    ).result as { id: number };
    await call(t, 'POST', `/admin/orderReturn/approve/${r.id}`, { token: staff, body: {} });
    // Stripe reports the approval's own refund: nothing new.
    await refundedEvent(x.pi, 7600, 3800);
    expect(await refundRows(x.order.id)).toHaveLength(1);

    stub.dashboardRefund(x.pi, 500, 'duplicate');
    await refundedEvent(x.pi, 7600, 4300);
    await refundedEvent(x.pi, 7600, 4300);
    const rows = await refundRows(x.order.id);
    expect(rows).toHaveLength(2);
    expect(rows.find((y) => y.external)).toMatchObject({
      status: 2,
      amountCents: 500,
      quantity: 0,
      reason: 'Stripe: duplicate',
    });
    expect((await inbox(x.user.id)).filter((m) => m === 'Order partly refunded')).toHaveLength(1);
    // The ticket not refunded still admits.
    expect((await checkIn(x.qr, x.show.id)).result).toMatchObject({
      usedQuantity: 1,
      refundedQuantity: 1,
      remainingQuantity: 0,
    });
  });

  it('a dispute blocks the tickets at check-in and on the door list until it is won; redelivery changes nothing', async () => {
    const x = await paidTickets(2);
    await dispute('created', 'du_won', x.pi, 7600, 'needs_response');
    await dispute('created', 'du_won', x.pi, 7600, 'needs_response');
    expect(await db().select().from(orderDisputes).where(eq(orderDisputes.orderId, x.order.id))).toHaveLength(1);
    expect((await checkIn(x.qr, x.show.id)).message).toBe(
      'The payment for this order is disputed with the bank; its tickets cannot be used now',
    );
    expect((await checkIn(x.qr, x.show.id, 'zh-Hans')).message).toBe('该订单的付款正被银行争议，门票暂不能入场');
    expect((await revocations(x.show.id)).changes).toEqual([
      {
        id: x.order.id,
        revoked: true,
        count: 2,
        refunded: 0,
        seats: [1, 2].map((seq) => ({ seq, generation: 0, used: false, held: false, buyer: true })),
      },
    ]);
    expect((await boxOffice('ticket', x.order.id)).disputes).toEqual([
      {
        reference: 'du_won',
        status: 'open',
        reason: 'fraudulent',
        amountCents: 7600,
        openedAt: expect.any(String),
        closedAt: null,
      },
    ]);

    t.clock.advance(60_000);
    await dispute('closed', 'du_won', x.pi, 7600, 'won');
    await dispute('closed', 'du_won', x.pi, 7600, 'won');
    expect((await revocations(x.show.id)).changes).toEqual([
      {
        id: x.order.id,
        revoked: false,
        count: 2,
        refunded: 0,
        seats: [1, 2].map((seq) => ({ seq, generation: 0, used: false, held: false, buyer: true })),
      },
    ]);
    expect((await checkIn(x.qr, x.show.id)).result).toMatchObject({ usedQuantity: 1, remainingQuantity: 1 });
    expect(await refundRows(x.order.id)).toHaveLength(0);
    expect((await boxOffice('ticket', x.order.id)).disputes).toEqual([
      expect.objectContaining({ status: 'won', closedAt: expect.any(String) }),
    ]);
    const titles = await inbox(x.user.id);
    expect(titles.filter((m) => m === 'Payment disputed')).toHaveLength(1);
    expect(titles.filter((m) => m === 'Payment dispute closed')).toHaveLength(1);
  });

  it('a dispute lost refunds the order once, by the dispute id: tickets void', async () => {
    const x = await paidTickets(1);
    await dispute('created', 'du_lost', x.pi, 3800, 'needs_response');
    await dispute('closed', 'du_lost', x.pi, 3800, 'lost');
    await dispute('closed', 'du_lost', x.pi, 3800, 'lost');
    expect(await refundRows(x.order.id)).toEqual([
      expect.objectContaining({
        status: 2,
        amountCents: 3800,
        quantity: 1,
        external: true,
        providerRefundRef: 'du_lost',
      }),
    ]);
    expect((await checkIn(x.qr, x.show.id)).message).toBe('This order was refunded; its tickets are void');
    expect((await boxOffice('ticket', x.order.id)).disputes).toEqual([expect.objectContaining({ status: 'lost' })]);
    expect((await inbox(x.user.id)).filter((m) => m === 'Payment dispute: money returned')).toHaveLength(1);
  });

  it('a shop order refunded in full leaves the shipping list, its stock not put back', async () => {
    const b = await shop.buyer(t);
    const product = await shop.makeProduct(t, 5);
    const o = (
      await shop.buy(t, b.token, { productId: product.id, quantity: 2, addressId: b.address.id, paymentMethod: 'card' })
    ).result as Order;
    expect(o?.orderNo).toBeTruthy();
    const pi = intentOf(o.orderNo).id;
    stub.succeed(pi);
    expect(((await shop.pay(t, b.token, o.orderNo)).result as Order).payStatus).toBe(1);
    const toShip = async () =>
      (
        (await call(t, 'GET', '/admin/shop/order/get?state=toShip&page=1&pageSize=50', { token: staff })).result as {
          records: { orderNo: string }[];
        }
      ).records.map((i) => i.orderNo);
    expect(await toShip()).toContain(o.orderNo);
    stub.dashboardRefund(pi, 5000);
    await refundedEvent(pi, 5000, 5000);
    await refundedEvent(pi, 5000, 5000);
    expect(await refundRows(o.id)).toEqual([
      expect.objectContaining({ amountCents: 5000, quantity: 2, external: true, restock: null }),
    ]);
    expect(await toShip()).not.toContain(o.orderNo);
    expect(await shop.stockOf(t, product.id)).toBe(3);
  });

  it('a membership refunded in full ends at once', async () => {
    const { monthly } = await makePackages(t);
    const m = await member(t);
    const o = (await saveMembership(t, m.token, monthly.id)).result as MemberOrderDto;
    const pi = intentOf(o.orderNo).id;
    stub.succeed(pi);
    expect(((await payMember(t, m.token, o.orderNo)).result as MemberOrderDto).payStatus).toBe(1);
    const tier = async () =>
      (
        await db()
          .select({ userType: users.userType, until: users.memberExpiresAt })
          .from(users)
          .where(eq(users.id, m.user.id))
      )[0]!;
    expect((await tier()).userType).toBe(3);
    stub.dashboardRefund(pi, 1500);
    await refundedEvent(pi, 1500, 1500);
    await refundedEvent(pi, 1500, 1500);
    expect(await tier()).toEqual({ userType: 4, until: null });
    expect(await refundRows(o.id)).toHaveLength(1);
  });
});
