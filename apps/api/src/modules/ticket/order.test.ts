import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { buildServices } from '../../composition.js';
import { orders, userMessages } from '../../db/schema/index.js';
import { insertPackage } from '../membership/repository.js';
import { insertPrices } from './repository.js';
import { buy, call, closeQuietly, getOrder, makeSale, member, remaining } from './test-kit.js';

type Order = {
  orderNo: string;
  payStatus: number;
  label: string;
  totalAmount: number;
  currency: string;
  ticket: { quantity: number; qrToken: string | null };
};
const minute = 60_000;

describe.skipIf(pgUnavailable())('ticket orders: buy, read, cancel, delete, expiry', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    ({ token } = await member(t));
  });
  afterAll(() => closeQuietly(t));

  it('auth: the order calls need a token (HTTP 401)', async () => {
    for (const [m, p] of [
      ['POST', '/ticket/order/buy'],
      ['GET', '/ticket/order/getMyOrders'],
      ['POST', '/ticket/order/getByOrderNo'],
      ['POST', '/ticket/order/deleteByOrderNo'],
      ['POST', '/ticket/order/payComplete'],
      ['POST', '/ticket/order/cancel'],
      ['GET', '/ticket/orderReturn/get'],
      ['POST', '/ticket/orderReturn/apply'],
      ['GET', '/Payment/paymentKey/get/1'],
    ] as const) {
      expect((await call(t, m, p, { body: {} })).status, p).toBe(401);
    }
  });

  it('buys at the server price; a client-sent price or amount is refused as unknown, nothing stored', async () => {
    const sale = await makeSale(t, 10);
    const r = await buy(t, token, { saleId: sale.id, quantity: 2, paymentMethod: 'card', remarks: 'aisle please' });
    expect(r.code).toBe(1002);
    const o = r.result as Order;
    expect(o).toMatchObject({
      payStatus: 0,
      label: 'notYetPaid',
      totalAmount: 7600,
      currency: 'SGD',
      ticket: { quantity: 2, qrToken: null },
    });
    expect(o.orderNo).toMatch(/^T\d{8}-[A-Z2-9]{10}$/);
    expect(await remaining(t, sale.id)).toBe(8);
    for (const extra of [{ price: 1 }, { amount: 1 }, { totalAmount: 1 }]) {
      const bad = await buy(t, token, { saleId: sale.id, quantity: 1, ...extra });
      expect(bad.message).toMatch(/^Unknown field/);
    }
    expect(await remaining(t, sale.id)).toBe(8);
  });

  it('bad quantities get clear messages in both languages and take no seat', async () => {
    const sale = await makeSale(t, 10);
    const cases: [unknown, string][] = [
      [0, 'The quantity must be a whole number of at least 1'],
      [-1, 'The quantity must be a whole number of at least 1'],
      [1.5, 'The quantity must be a whole number of at least 1'],
      ['2', 'The quantity must be a whole number of at least 1'],
      [1e9, 'You can buy at most 6 tickets in one order'],
    ];
    for (const [quantity, message] of cases)
      expect((await buy(t, token, { saleId: sale.id, quantity })).message, String(quantity)).toBe(message);
    expect((await buy(t, token, { saleId: sale.id, quantity: 0 }, 'zh-Hans')).message).toBe(
      '购票数量须为 1 或以上的整数',
    );
    expect((await buy(t, token, { saleId: sale.id })).message).toMatch(/quantity/);
    const small = await makeSale(t, 3);
    expect((await buy(t, token, { saleId: small.id, quantity: 4 })).message).toBe(
      'Not enough tickets left: only 3 remaining',
    );
    const limited = await makeSale(t, 10, { perOrderLimit: 2 });
    expect((await buy(t, token, { saleId: limited.id, quantity: 3 })).message).toBe(
      'You can buy at most 2 tickets for this performance in one order',
    );
    expect(await remaining(t, sale.id)).toBe(10);
    expect(await remaining(t, small.id)).toBe(3);
  });

  it('price categories: the chosen category prices the order; a missing or foreign category is refused', async () => {
    const sale = await makeSale(t, 10, { priceCents: 2800 });
    const other = await makeSale(t, 10);
    await insertPrices(t.deps.database.db, [
      { saleId: sale.id, nameZh: '贵宾席', nameEn: 'Premium', priceCents: 6800, sort: 0 },
      { saleId: sale.id, nameZh: '优惠', nameEn: 'Concession', priceCents: 2800, sort: 1 },
    ]);
    await insertPrices(t.deps.database.db, [{ saleId: other.id, nameZh: '甲', nameEn: 'A', priceCents: 100, sort: 0 }]);
    const detail = (await call(t, 'GET', `/ticket/sale/get/${sale.id}`)).result as {
      prices: { id: number; name: string; price: number }[];
    };
    expect(detail.prices.map((p) => [p.name, p.price])).toEqual([
      ['Premium', 6800],
      ['Concession', 2800],
    ]);
    expect((await buy(t, token, { saleId: sale.id, quantity: 1 })).message).toBe('Please choose a price category');
    const foreign = ((await call(t, 'GET', `/ticket/sale/get/${other.id}`)).result as { prices: { id: number }[] })
      .prices[0]!.id;
    expect((await buy(t, token, { saleId: sale.id, priceId: foreign, quantity: 1 })).message).toBe(
      'This price category does not belong to this performance',
    );
    const o = (await buy(t, token, { saleId: sale.id, priceId: detail.prices[0]!.id, quantity: 2 })).result as Order & {
      lines: { title: string }[];
    };
    expect(o.totalAmount).toBe(13600);
    expect(o.lines[0]!.title).toBe('Test performance (Premium)');
    expect(await remaining(t, sale.id)).toBe(8);
  });

  it('member ticket discount: the package’s ticket discount is charged by the server; none for others or once lapsed', async () => {
    const day = 86_400_000;
    await insertPackage(t.deps.database.db, {
      userType: 2,
      nameZh: '年度会员',
      nameEn: 'Annual member',
      durationDays: 365,
      priceCents: 12800,
      originalPriceCents: 16800,
      shopDiscountPercent: 15,
      ticketDiscountPercent: 10,
    });
    const m = await member(t, { userType: 2, memberExpiresAt: new Date(t.clock.now().getTime() + 2 * day) });
    const status = (await call(t, 'GET', '/usercenter/memberPackage/get', { token: m.token })).result as {
      membership: object;
      packages: object[];
    };
    expect(status.membership).toMatchObject({ isMember: true, shopDiscountPercent: 15, ticketDiscountPercent: 10 });
    expect(status.packages[0]).toMatchObject({ ticketDiscountPercent: 10 });
    const sale = await makeSale(t, 10, { priceCents: 3850 });
    // 10% of 3 × 38.50 = 11.55; a client-sent discount is refused as an unknown field.
    expect((await buy(t, m.token, { saleId: sale.id, quantity: 3, discountAmount: 9999 })).message).toMatch(
      /^Unknown field/,
    );
    const o = (await buy(t, m.token, { saleId: sale.id, quantity: 3 })).result as Order & {
      subtotalAmount: number;
      discountAmount: number;
      id: number;
    };
    expect(o).toMatchObject({ subtotalAmount: 11550, discountAmount: 1155, totalAmount: 10395 });
    expect((await call(t, 'GET', `/Payment/paymentKey/get/${o.id}`, { token: m.token })).result).toMatchObject({
      kind: 'ticket',
      amount: 10395,
    });
    const plain = (await buy(t, token, { saleId: sale.id, quantity: 1 })).result as Order & { discountAmount: number };
    expect(plain).toMatchObject({ discountAmount: 0, totalAmount: 3850 });
    t.clock.advance(3 * day);
    const again = (await t.signIn(m.user)).accessToken;
    expect(
      ((await call(t, 'GET', '/usercenter/memberPackage/get', { token: again })).result as { membership: object })
        .membership,
    ).toMatchObject({ ticketDiscountPercent: 0 });
    expect(
      (await buy(t, again, { saleId: (await makeSale(t, 10, { priceCents: 3850 })).id, quantity: 1 })).result,
    ).toMatchObject({ discountAmount: 0, totalAmount: 3850 });
    ({ token } = await member(t));
  });

  it('held seats: a sale whose last seats sit in unpaid orders says so (and when), not closed; paid or lapsed, it is sold out or back', async () => {
    const sale = await makeSale(t, 3);
    const a = await member(t);
    const o = (await buy(t, a.token, { saleId: sale.id, quantity: 3 })).result as Order;
    t.clock.advance(4 * minute);
    const detail = (await call(t, 'GET', `/ticket/sale/get/${sale.id}`)).result as {
      buyStatus: number;
      remaining: number;
      held: { seats: number; releaseAt: string } | null;
    };
    expect(detail).toMatchObject({
      buyStatus: 3,
      remaining: 0,
      held: { seats: 3, releaseAt: new Date(t.clock.now().getTime() + 11 * minute).toISOString() },
    });
    const listed = (await call(t, 'GET', '/ticket/sale/get?pageSize=50')).result as {
      records: { id: number; held: object | null }[];
    };
    expect(listed.records.find((r) => r.id === sale.id)!.held).toMatchObject({ seats: 3 });
    expect(listed.records.filter((r) => r.id !== sale.id).every((r) => r.held === null)).toBe(true);
    expect((await buy(t, token, { saleId: sale.id, quantity: 1 })).message).toBe(
      'All seats are held by orders awaiting payment; some may come back within 11 min, please try again then',
    );
    expect((await buy(t, token, { saleId: sale.id, quantity: 1 }, 'zh-Hans')).message).toBe(
      '座位已全部被待支付的订单保留，约 11 分钟内可能有座位释放，请稍后再试',
    );
    await call(t, 'POST', '/ticket/order/payComplete', {
      token: a.token,
      body: { orderNo: o.orderNo, outcome: 'succeeded' },
    });
    expect(((await call(t, 'GET', `/ticket/sale/get/${sale.id}`)).result as { held: unknown }).held).toBeNull();
    expect((await buy(t, token, { saleId: sale.id, quantity: 1 })).message).toBe('Sorry, the tickets are sold out');
    // Held seats that lapse come back on sale.
    const other = await makeSale(t, 2);
    expect((await buy(t, a.token, { saleId: other.id, quantity: 2 })).code).toBe(1002);
    t.clock.advance(15 * minute);
    expect((await call(t, 'GET', `/ticket/sale/get/${other.id}`)).result).toMatchObject({ held: null });
    await buildServices(t.deps).commerce.core.expireDue();
    expect((await call(t, 'GET', `/ticket/sale/get/${other.id}`)).result).toMatchObject({
      buyStatus: 2,
      remaining: 2,
      held: null,
    });
    ({ token } = await member(t));
  });

  it('going back from payment and submitting again answers the member’s pending order for the same choice, taking no more seats', async () => {
    const m = await member(t);
    const sale = await makeSale(t, 10, { priceCents: 2800 });
    await insertPrices(t.deps.database.db, [
      { saleId: sale.id, nameZh: '贵宾席', nameEn: 'Premium', priceCents: 6800, sort: 0 },
      { saleId: sale.id, nameZh: '优惠', nameEn: 'Concession', priceCents: 2800, sort: 1 },
    ]);
    const [premium, concession] = (
      (await call(t, 'GET', `/ticket/sale/get/${sale.id}`)).result as { prices: { id: number }[] }
    ).prices;
    const first = (await buy(t, m.token, { saleId: sale.id, priceId: premium!.id, quantity: 2 })).result as Order;
    t.clock.advance(minute);
    const again = (
      await buy(t, m.token, { saleId: sale.id, priceId: premium!.id, quantity: 2, paymentMethod: 'paynow' })
    ).result as Order;
    expect(again.orderNo).toBe(first.orderNo);
    expect(await remaining(t, sale.id)).toBe(8);
    // Two quick submits at once still make one order.
    const both = await Promise.all(
      [1, 2].map(() => buy(t, m.token, { saleId: sale.id, priceId: concession!.id, quantity: 1 })),
    );
    expect(new Set(both.map((r) => (r.result as Order).orderNo)).size).toBe(1);
    expect(await remaining(t, sale.id)).toBe(7);
    // Another category, another quantity or another member: a new order.
    expect(
      ((await buy(t, m.token, { saleId: sale.id, priceId: premium!.id, quantity: 1 })).result as Order).orderNo,
    ).not.toBe(first.orderNo);
    expect(
      ((await buy(t, token, { saleId: sale.id, priceId: premium!.id, quantity: 2 })).result as Order).orderNo,
    ).not.toBe(first.orderNo);
    expect(await remaining(t, sale.id)).toBe(4);
    // Once cancelled (or paid, or expired) it is not reused.
    await call(t, 'POST', '/ticket/order/cancel', { token: m.token, form: { orderNo: first.orderNo } });
    expect(
      ((await buy(t, m.token, { saleId: sale.id, priceId: premium!.id, quantity: 2 })).result as Order).orderNo,
    ).not.toBe(first.orderNo);
    // Even when the member's own order holds the last seats, the same choice answers it.
    const last = await makeSale(t, 2);
    const mine = (await buy(t, m.token, { saleId: last.id, quantity: 2 })).result as Order;
    expect(((await buy(t, m.token, { saleId: last.id, quantity: 2 })).result as Order).orderNo).toBe(mine.orderNo);
  });

  it('refuses sales not yet open, closed, or unknown', async () => {
    const now = t.clock.now().getTime();
    const soon = await makeSale(t, 5, { saleStartAt: new Date(now + 3_600_000) });
    const over = await makeSale(t, 5, { saleEndAt: new Date(now - 1000) });
    expect((await buy(t, token, { saleId: soon.id, quantity: 1 })).message).toBe(
      'Tickets are not on sale yet, please come back later',
    );
    expect((await buy(t, token, { saleId: over.id, quantity: 1 })).message).toBe(
      'Sales for this performance have closed',
    );
    expect((await buy(t, token, { saleId: 999999, quantity: 1 })).message).toBe(
      'This ticket sale does not exist or has been withdrawn',
    );
  });

  it("lists my orders newest first; another member's order is not found", async () => {
    const { token: mine } = await member(t);
    const sale = await makeSale(t, 10);
    const a = (await buy(t, mine, { saleId: sale.id, quantity: 1 })).result as Order;
    t.clock.advance(1000);
    const b = (await buy(t, mine, { saleId: sale.id, quantity: 3 })).result as Order;
    const list = (await call(t, 'GET', '/ticket/order/getMyOrders?page=1&pageSize=10', { token: mine })).result as {
      records: Order[];
      total: number;
    };
    expect(list.total).toBe(2);
    expect(list.records.map((o) => o.orderNo)).toEqual([b.orderNo, a.orderNo]);
    expect((await getOrder(t, mine, a.orderNo)).result).toMatchObject({ orderNo: a.orderNo, totalAmount: 3800 });
    expect(await getOrder(t, token, a.orderNo)).toMatchObject({ code: 1003, message: 'Order not found' });
    expect((await call(t, 'POST', '/ticket/order/cancel', { token, form: { orderNo: a.orderNo } })).message).toBe(
      'Order not found',
    );
    expect(
      (await call(t, 'POST', '/ticket/order/deleteByOrderNo', { token, form: { orderNo: a.orderNo } })).message,
    ).toBe('Order not found');
    expect((await call(t, 'POST', '/ticket/order/getByOrderNo', { token, form: { orderNo: '' } })).message).toBe(
      'The order number is missing',
    );
  });

  it('cancel returns the seats once; deleting hides the order', async () => {
    const sale = await makeSale(t, 10);
    const o = (await buy(t, token, { saleId: sale.id, quantity: 4 })).result as Order;
    expect(await remaining(t, sale.id)).toBe(6);
    const [c1, c2] = await Promise.all(
      [1, 2].map(() => call(t, 'POST', '/ticket/order/cancel', { token, form: { orderNo: o.orderNo } })),
    );
    expect([c1!.result, c2!.result]).toEqual([
      expect.objectContaining({ payStatus: 2, label: 'cancelled' }),
      expect.objectContaining({ payStatus: 2 }),
    ]);
    expect(await remaining(t, sale.id)).toBe(10);
    expect((await call(t, 'POST', '/ticket/order/deleteByOrderNo', { token, form: { orderNo: o.orderNo } })).code).toBe(
      1002,
    );
    expect((await getOrder(t, token, o.orderNo)).message).toBe('Order not found');
  });

  it('deleting an unpaid order cancels it first and returns its seats', async () => {
    const sale = await makeSale(t, 5);
    const o = (await buy(t, token, { saleId: sale.id, quantity: 2 })).result as Order;
    expect((await call(t, 'POST', '/ticket/order/deleteByOrderNo', { token, form: { orderNo: o.orderNo } })).code).toBe(
      1002,
    );
    expect(await remaining(t, sale.id)).toBe(5);
  });

  it('an overdue unpaid order reads as expired before any sweep, and the sweep returns its seats exactly once', async () => {
    const m = await member(t);
    const sale = await makeSale(t, 10);
    const o = (await buy(t, m.token, { saleId: sale.id, quantity: 3 })).result as Order;
    t.clock.advance(15 * minute);
    const again = (await t.signIn(m.user)).accessToken;
    expect((await getOrder(t, again, o.orderNo)).result).toMatchObject({ payStatus: 3, label: 'cancelled' });
    expect(
      (
        await call(t, 'POST', '/ticket/order/payComplete', {
          token: again,
          body: { orderNo: o.orderNo, outcome: 'succeeded' },
        })
      ).message,
    ).toBe('This order was cancelled because it was not paid in time, please order again');
    expect(await remaining(t, sale.id)).toBe(10);
    const core = t.services.commerce.core;
    await core.expireDue();
    expect(await core.expireDue()).toBe(0);
    expect(await remaining(t, sale.id)).toBe(10);
    // The member is told once, under Orders, with a way back to the order.
    const told = await t.deps.database.db
      .select()
      .from(userMessages)
      .where(and(eq(userMessages.userId, m.user.id), eq(userMessages.titleEn, 'Order expired')));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      type: 2,
      titleZh: '订单已超时取消',
      link: `/pages/ticket/orderDetail?orderNo=${encodeURIComponent(o.orderNo)}`,
    });
    expect(told[0]!.contentEn).toContain(o.orderNo);
    ({ token } = await member(t));
  });

  it('two sweepers at once return every expired order’s seats exactly once', async () => {
    const sale = await makeSale(t, 40);
    const buyers = await Promise.all(Array.from({ length: 10 }, () => member(t)));
    for (const b of buyers) expect((await buy(t, b.token, { saleId: sale.id, quantity: 3 })).code).toBe(1002);
    expect(await remaining(t, sale.id)).toBe(10);
    t.clock.advance(16 * minute);
    const due = (await t.deps.database.db.select().from(orders).where(eq(orders.payStatus, 0))).length;
    // Two processes' cores: the app's own and a second one built from the same dependencies.
    const a = t.services.commerce.core;
    const b = buildServices(t.deps).commerce.core;
    const counts = await Promise.all([a.expireDue(), b.expireDue(), a.expireDue(), b.expireDue()]);
    expect(counts.reduce((s, n) => s + n, 0)).toBe(due);
    expect(await remaining(t, sale.id)).toBe(40);
    expect(await t.deps.database.db.select().from(orders).where(eq(orders.payStatus, 0))).toHaveLength(0);
    ({ token } = await member(t));
  });

  it('one account cannot hold seats without end: the 21st order in ten minutes is rate limited', async () => {
    const m = await member(t);
    const sales = await Promise.all(Array.from({ length: 21 }, () => makeSale(t, 100)));
    for (const sale of sales.slice(0, 20))
      expect((await buy(t, m.token, { saleId: sale.id, quantity: 1 })).code).toBe(1002);
    const limited = await buy(t, m.token, { saleId: sales[20]!.id, quantity: 1 });
    expect(limited.status).toBe(429);
    expect(await remaining(t, sales[20]!.id)).toBe(100);
  });

  it('500 buyers at once for 100 seats: exactly 100 sold, the rest told it is sold out, no 500', async () => {
    const sale = await makeSale(t, 100);
    const buyers = await Promise.all(Array.from({ length: 500 }, (_, i) => t.createUser({ nickName: `rush${i}` })));
    const tokens = await Promise.all(buyers.map(async (u) => (await t.signIn(u)).accessToken));
    const results = await Promise.all(tokens.map((tk) => buy(t, tk, { saleId: sale.id, quantity: 1 })));
    expect(results.filter((r) => r.status !== 200)).toHaveLength(0);
    const ok = results.filter((r) => r.code === 1002);
    expect(ok).toHaveLength(100);
    expect(new Set(ok.map((r) => (r.result as Order).orderNo)).size).toBe(100);
    // The seats sit in unpaid orders: the others are told they are held and when some may come back.
    expect(
      results
        .filter((r) => r.code === 1003)
        .every(
          (r) =>
            r.message ===
            'All seats are held by orders awaiting payment; some may come back within 15 min, please try again then',
        ),
    ).toBe(true);
    expect(await remaining(t, sale.id)).toBe(0);
  }, 120_000);
});
