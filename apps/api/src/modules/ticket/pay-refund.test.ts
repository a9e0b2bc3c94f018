import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { orders, userMessages } from '../../db/schema/index.js';
import { insertPrices } from './repository.js';
import { buy, call, closeQuietly, getOrder, makeSale, makeShow, member, pay, remaining } from './test-kit.js';

type Order = {
  id: number;
  orderNo: string;
  payStatus: number;
  label: string;
  isQrcodeUsed: boolean;
  paidAt: string | null;
  ticket: { quantity: number; usedQuantity: number; remainingQuantity: number; qrToken: string | null };
  orderReturn: { id: number; status: number; amount: number; result: string | null } | null;
};

const hour = 3_600_000;

describe.skipIf(pgUnavailable())('payments, QR tickets, check-in and refunds', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await buildTestApp();
    staff = (await member(t, { role: 'boxOffice' })).token;
  });
  afterAll(() => closeQuietly(t));

  /** A sale for a performance starting in an hour: the door is open (it opens 2 h before). */
  async function doorSale(seats = 10, over: Parameters<typeof makeSale>[2] = {}) {
    const now = t.clock.now().getTime();
    const show = await makeShow(t, new Date(now + hour), new Date(now + 4 * hour));
    return makeSale(t, seats, {
      theatreId: show.id,
      eventAt: show.startAt,
      validUntil: show.endAt,
      saleEndAt: new Date(now + hour - 60_000),
      ...over,
    });
  }
  async function paidOrder(quantity = 2, seats = 10) {
    const m = await member(t);
    const sale = await doorSale(seats);
    const o = (await buy(t, m.token, { saleId: sale.id, quantity })).result as Order;
    const paid = (await pay(t, m.token, o.orderNo)).result as Order;
    return { ...m, sale, order: paid };
  }
  const messagesOf = (userId: number) =>
    t.deps.database.db.select().from(userMessages).where(eq(userMessages.userId, userId));

  it('paymentKey: sandbox provider for my order; another member’s order is not found', async () => {
    const m = await member(t);
    const sale = await makeSale(t, 5);
    const o = (await buy(t, m.token, { saleId: sale.id, quantity: 1 })).result as Order;
    expect((await call(t, 'GET', `/Payment/paymentKey/get/${o.id}`, { token: m.token })).result).toMatchObject({
      provider: 'sandbox',
      publishableKey: null,
      orderNo: o.orderNo,
      amount: 3800,
    });
    const other = await member(t);
    expect((await call(t, 'GET', `/Payment/paymentKey/get/${o.id}`, { token: other.token })).message).toBe(
      'Order not found',
    );
  });

  it('payComplete replayed ten times at once: one payment, one state change, one QR token, one message', async () => {
    const m = await member(t);
    const sale = await makeSale(t, 5);
    const o = (await buy(t, m.token, { saleId: sale.id, quantity: 2 })).result as Order;
    const replies = await Promise.all(Array.from({ length: 10 }, () => pay(t, m.token, o.orderNo)));
    expect(replies.every((r) => r.code === 1002)).toBe(true);
    const tokens = new Set(replies.map((r) => (r.result as Order).ticket.qrToken));
    expect(tokens.size).toBe(1);
    const qr = [...tokens][0]!;
    expect(qr.length).toBeGreaterThanOrEqual(32);
    const paidAt = new Set(replies.map((r) => (r.result as Order).paidAt));
    expect(paidAt.size).toBe(1);
    expect((await messagesOf(m.user.id)).filter((x) => x.titleEn === 'Payment successful')).toHaveLength(1);
    expect((await getOrder(t, m.token, o.orderNo)).result).toMatchObject({
      payStatus: 1,
      label: 'paymentSuccessful',
      testPayment: true,
      ticket: { quantity: 2, remainingQuantity: 2, usedQuantity: 0 },
    });
    expect(await remaining(t, sale.id)).toBe(3);
  });

  it('a failed sandbox payment says so and leaves the order unpaid; cancelled or other members’ orders cannot be paid', async () => {
    const m = await member(t);
    const sale = await makeSale(t, 5);
    const o = (await buy(t, m.token, { saleId: sale.id, quantity: 1 })).result as Order;
    expect((await pay(t, m.token, o.orderNo, 'failed')).message).toBe(
      'Payment Error. Please contact Customer Service.',
    );
    expect(
      (
        await call(t, 'POST', '/ticket/order/payComplete', {
          token: m.token,
          body: { orderNo: o.orderNo },
          lang: 'zh-Hans',
        })
      ).message,
    ).toBe('支付失败，请联系客服。');
    expect((await getOrder(t, m.token, o.orderNo)).result).toMatchObject({ payStatus: 0 });
    const other = await member(t);
    expect((await pay(t, other.token, o.orderNo)).message).toBe('Order not found');
    await call(t, 'POST', '/ticket/order/cancel', { token: m.token, form: { orderNo: o.orderNo } });
    expect((await pay(t, m.token, o.orderNo)).message).toBe('This order has been cancelled');
    expect(
      (
        await call(t, 'POST', '/ticket/order/cancel', {
          token: m.token,
          form: { orderNo: (await paidOrder()).order.orderNo },
        })
      ).message,
    ).toBe('Order not found');
  });

  it('a paid order cannot be cancelled, nor deleted while its tickets are usable', async () => {
    const { token, order } = await paidOrder();
    expect((await call(t, 'POST', '/ticket/order/cancel', { token, form: { orderNo: order.orderNo } })).message).toBe(
      'This order is paid and cannot be cancelled; please request a refund instead',
    );
    expect(
      (await call(t, 'POST', '/ticket/order/deleteByOrderNo', { token, form: { orderNo: order.orderNo } })).message,
    ).toBe('This order still has usable tickets and cannot be deleted');
  });

  it('check-in: staff only; partial use counts down; used up, forged and reused codes are refused', async () => {
    const { token, order, sale } = await paidOrder(2);
    const qr = order.ticket.qrToken!;
    const checkIn = (tk: string, body: object) =>
      call(t, 'POST', '/admin/ticket/checkIn', { token: tk, body: { performanceId: sale.theatreId, ...body } });
    expect((await call(t, 'POST', '/admin/ticket/checkIn', { body: { token: qr } })).status).toBe(401);
    expect(await checkIn(token, { token: qr })).toMatchObject({
      status: 403,
      code: 1003,
      message: 'Your account is not allowed to do this',
    });
    expect((await checkIn(staff, { token: qr })).result).toMatchObject({
      orderNo: order.orderNo,
      quantity: 2,
      usedQuantity: 1,
      remainingQuantity: 1,
    });
    expect((await getOrder(t, token, order.orderNo)).result).toMatchObject({
      isQrcodeUsed: true,
      label: 'transactionSuccessful',
      ticket: { usedQuantity: 1, remainingQuantity: 1 },
    });
    expect((await checkIn(staff, { token: qr, quantity: 2 })).message).toBe(
      'Not enough unused tickets on this QR code (1 remaining)',
    );
    expect((await checkIn(staff, { token: qr })).result).toMatchObject({ remainingQuantity: 0 });
    expect((await checkIn(staff, { token: qr })).message).toBe(
      'Not enough unused tickets on this QR code (0 remaining)',
    );
    // Not 'all used (N left)': the Chinese says there are too few unused tickets, as the English does.
    expect(
      (
        await call(t, 'POST', '/admin/ticket/checkIn', {
          token: staff,
          body: { token: qr, performanceId: sale.theatreId },
          lang: 'zh-Hans',
        })
      ).message,
    ).toBe('该二维码的未用门票不足（剩余 0 张）');
    expect((await getOrder(t, token, order.orderNo)).result).toMatchObject({
      ticket: { qrToken: null, remainingQuantity: 0 },
    });
    expect((await checkIn(staff, { token: `${qr.slice(0, -2)}xx` })).message).toBe('This ticket QR code is not valid');
    expect((await checkIn(staff, { token: '' })).message).toBe('This ticket QR code is not valid');
    expect((await checkIn(staff, { token: qr, quantity: 0 })).message).toBe(
      'The quantity must be a whole number of at least 1',
    );
    expect(
      (await call(t, 'POST', '/ticket/order/deleteByOrderNo', { token, form: { orderNo: order.orderNo } })).code,
    ).toBe(1002);
  });

  it('a price category shows on the order line, the ticket and the check-in answer, in the reader’s language', async () => {
    const m = await member(t);
    const sale = await doorSale(10, { priceCents: 2800 });
    await insertPrices(t.deps.database.db, [
      { saleId: sale.id, nameZh: '贵宾席', nameEn: 'Premium stalls', priceCents: 6800, sort: 0 },
      { saleId: sale.id, nameZh: '乐龄优惠', nameEn: 'Senior concession', priceCents: 2800, sort: 1 },
    ]);
    const [, senior] = ((await call(t, 'GET', `/ticket/sale/get/${sale.id}`)).result as { prices: { id: number }[] })
      .prices;
    type Categorised = Order & { lines: { category: string | null }[]; ticket: { category: string | null } };
    const o = (await buy(t, m.token, { saleId: sale.id, priceId: senior!.id, quantity: 2 })).result as Categorised;
    expect(o.lines[0]!.category).toBe('Senior concession');
    expect(o.ticket.category).toBe('Senior concession');
    await pay(t, m.token, o.orderNo);
    const zh = (
      await call(t, 'POST', '/ticket/order/getByOrderNo', {
        token: m.token,
        form: { orderNo: o.orderNo },
        lang: 'zh-Hans',
      })
    ).result as Categorised;
    expect([zh.lines[0]!.category, zh.ticket.category]).toEqual(['乐龄优惠', '乐龄优惠']);
    const mine = (await call(t, 'GET', '/ticket/order/getMyOrders', { token: m.token })).result as {
      records: Categorised[];
    };
    expect(mine.records[0]!.ticket.category).toBe('Senior concession');
    const qr = ((await getOrder(t, m.token, o.orderNo)).result as Order).ticket.qrToken!;
    expect(
      (
        await call(t, 'POST', '/admin/ticket/checkIn', {
          token: staff,
          body: { token: qr, performanceId: sale.theatreId },
        })
      ).result,
    ).toMatchObject({ orderNo: o.orderNo, category: 'Senior concession', usedQuantity: 1 });
    expect(
      (
        await call(t, 'POST', '/admin/ticket/checkIn', {
          token: staff,
          body: { token: qr, performanceId: sale.theatreId },
          lang: 'zh-Hans',
        })
      ).result,
    ).toMatchObject({ category: '乐龄优惠', remainingQuantity: 0 });
    // A single-price sale has no category anywhere.
    const plain = await paidOrder(1);
    expect((plain.order as Categorised).ticket.category).toBeNull();
    expect(
      (
        await call(t, 'POST', '/admin/ticket/checkIn', {
          token: staff,
          body: { token: plain.order.ticket.qrToken, performanceId: plain.sale.theatreId },
        })
      ).result,
    ).toMatchObject({ category: null });
  });

  it('the same check-in from two scanners at once counts once', async () => {
    const { order, sale } = await paidOrder(1);
    const both = await Promise.all(
      [1, 2].map(() =>
        call(t, 'POST', '/admin/ticket/checkIn', {
          token: staff,
          body: { token: order.ticket.qrToken, performanceId: sale.theatreId },
        }),
      ),
    );
    expect(both.filter((r) => r.code === 1002)).toHaveLength(1);
    expect(both.filter((r) => r.code === 1003)).toHaveLength(1);
  });

  it('refund apply: reason required, a sent amount 0 < amount ≤ refundable, only on paid orders, one open at a time', async () => {
    const { token, order, sale } = await paidOrder(2);
    const apply = (body: object, lang: 'en' | 'zh-Hans' = 'en') =>
      call(t, 'POST', '/ticket/orderReturn/apply', { token, body, lang });
    expect((await call(t, 'POST', '/ticket/orderReturn/apply', { body: {} })).status).toBe(401);
    expect((await apply({ orderNo: order.orderNo, reason: '  ', amount: 100 })).message).toBe(
      'Please enter the refund reason',
    );
    expect((await apply({ orderNo: order.orderNo, reason: '', amount: 100 }, 'zh-Hans')).message).toBe(
      '请输入退款原因',
    );
    expect((await apply({ orderNo: order.orderNo, reason: 'ill', amount: 0 })).message).toBe(
      'The refund amount must be greater than 0',
    );
    expect((await apply({ orderNo: order.orderNo, reason: 'ill', amount: 12.5 })).message).toBe(
      'The refund amount must be greater than 0',
    );
    expect((await apply({ orderNo: order.orderNo, reason: 'ill', amount: 7601 })).message).toBe(
      'The refund amount cannot exceed the refundable S$76.00',
    );
    expect((await apply({ orderNo: order.orderNo, reason: 'ill', quantity: 0 })).message).toBe(
      'The quantity must be a whole number of at least 1',
    );
    expect((await apply({ orderNo: order.orderNo, reason: 'x'.repeat(141), amount: 1 })).message).toBe(
      'The refund reason can have at most 140 characters',
    );
    const both = await Promise.all(
      [1, 2].map(() => apply({ orderNo: order.orderNo, reason: 'Cannot attend', amount: 7600 })),
    );
    expect(both.map((r) => r.code).sort()).toEqual([1002, 1003]);
    expect(both.find((r) => r.code === 1003)!.message).toBe('A refund request for this order is already under review');
    expect((await getOrder(t, token, order.orderNo)).result).toMatchObject({
      label: 'approvingRefund',
      orderReturn: { status: 1, amount: 7600 },
    });
    const list = (await call(t, 'GET', '/ticket/orderReturn/get', { token })).result as { total: number };
    expect(list.total).toBe(1);
    const unpaid = (await buy(t, token, { saleId: (await makeSale(t, 3)).id, quantity: 1 })).result as Order;
    expect((await apply({ orderNo: unpaid.orderNo, reason: 'x', amount: 1 })).message).toBe(
      'Only paid orders can be refunded',
    );
    const stranger = await member(t);
    expect(
      (
        await call(t, 'POST', '/ticket/orderReturn/apply', {
          token: stranger.token,
          body: { orderNo: order.orderNo, reason: 'x', amount: 1 },
        })
      ).message,
    ).toBe('Order not found');
    expect(
      (
        await call(t, 'POST', '/admin/ticket/checkIn', {
          token: staff,
          body: { token: order.ticket.qrToken, performanceId: sale.theatreId },
        })
      ).message,
    ).toBe('A refund for this order is under review; its tickets cannot be used now');
  });

  it('staff approve: money back, seats released, refund successful, a system message; deciding twice is refused', async () => {
    const { user, token, order, sale } = await paidOrder(2);
    expect(await remaining(t, sale.id)).toBe(8);
    const applied = (
      await call(t, 'POST', '/ticket/orderReturn/apply', {
        token,
        body: { orderNo: order.orderNo, reason: 'Travelling', amount: 7600 },
      })
    ).result as { id: number };
    expect(await call(t, 'GET', '/admin/orderReturn/get?status=1', { token })).toMatchObject({
      status: 403,
      code: 1003,
      message: 'Your account is not allowed to do this',
    });
    const pending = (await call(t, 'GET', '/admin/orderReturn/get?status=1&pageSize=50', { token: staff })).result as {
      records: { id: number; userEmail: string }[];
    };
    expect(pending.records.find((r) => r.id === applied.id)).toMatchObject({ userEmail: user.email });
    expect(await call(t, 'POST', `/admin/orderReturn/approve/${applied.id}`, { token, body: {} })).toMatchObject({
      status: 403,
      code: 1003,
      message: 'Your account is not allowed to do this',
    });
    const approved = await call(t, 'POST', `/admin/orderReturn/approve/${applied.id}`, { token: staff, body: {} });
    expect(approved.result).toMatchObject({ status: 2 });
    expect(
      (await call(t, 'POST', `/admin/orderReturn/approve/${applied.id}`, { token: staff, body: {} })).message,
    ).toBe('This refund request has already been decided');
    expect(
      (await call(t, 'POST', `/admin/orderReturn/reject/${applied.id}`, { token: staff, body: { reason: 'late' } }))
        .message,
    ).toBe('This refund request has already been decided');
    expect(await remaining(t, sale.id)).toBe(10);
    expect((await getOrder(t, token, order.orderNo)).result).toMatchObject({
      label: 'refundSuccessful',
      ticket: { qrToken: null, remainingQuantity: 0 },
      orderReturn: { status: 2 },
    });
    expect((await messagesOf(user.id)).map((m) => m.titleEn)).toContain('Refund successful');
    expect(
      (
        await call(t, 'POST', '/ticket/orderReturn/apply', {
          token,
          body: { orderNo: order.orderNo, reason: 'again', amount: 1 },
        })
      ).message,
    ).toBe('This order has already been refunded');
    expect(
      (
        await call(t, 'POST', '/admin/ticket/checkIn', {
          token: staff,
          body: { token: order.ticket.qrToken, performanceId: sale.theatreId },
        })
      ).message,
    ).toBe('This order was refunded; its tickets are void');
    expect((await call(t, 'POST', '/admin/orderReturn/approve/999999', { token: staff, body: {} })).message).toBe(
      'Refund request not found',
    );
    expect(
      (await call(t, 'POST', '/ticket/order/deleteByOrderNo', { token, form: { orderNo: order.orderNo } })).code,
    ).toBe(1002);
  });

  it('staff reject with a reason: refund rejected, a system message, tickets usable again, a new request allowed', async () => {
    const { user, token, order, sale } = await paidOrder(1);
    const applied = (
      await call(t, 'POST', '/ticket/orderReturn/apply', {
        token,
        body: { orderNo: order.orderNo, reason: 'Changed mind', amount: 100 },
      })
    ).result as { id: number };
    expect(
      (await call(t, 'POST', `/admin/orderReturn/reject/${applied.id}`, { token: staff, body: { reason: '' } }))
        .message,
    ).toBe('Please enter the reason for rejecting');
    const rejected = await call(t, 'POST', `/admin/orderReturn/reject/${applied.id}`, {
      token: staff,
      body: { reason: 'Past the refund deadline' },
    });
    expect(rejected.result).toMatchObject({ status: 3, result: 'Past the refund deadline' });
    expect((await getOrder(t, token, order.orderNo)).result).toMatchObject({
      label: 'refundRejected',
      orderReturn: { status: 3, result: 'Past the refund deadline' },
    });
    const msgs = await messagesOf(user.id);
    expect(msgs.find((m) => m.titleEn === 'Refund rejected')?.contentEn).toMatch(/Past the refund deadline/);
    expect(
      (
        await call(t, 'POST', '/admin/ticket/checkIn', {
          token: staff,
          body: { token: order.ticket.qrToken, performanceId: sale.theatreId },
        })
      ).code,
    ).toBe(1002);
    expect(
      (
        await call(t, 'POST', '/ticket/orderReturn/apply', {
          token,
          body: { orderNo: order.orderNo, reason: 'x', amount: 1 },
        })
      ).message,
    ).toBe('All tickets of this order have been used and cannot be refunded');
  });

  it('buying creates the provider payment for the order', async () => {
    const m = await member(t);
    const sale = await makeSale(t, 5);
    const o = (await buy(t, m.token, { saleId: sale.id, quantity: 1 })).result as Order;
    const [row] = await t.deps.database.db.select().from(orders).where(eq(orders.orderNo, o.orderNo));
    expect(row!.providerRef).toMatch(/^sbx_/);
  });
});
