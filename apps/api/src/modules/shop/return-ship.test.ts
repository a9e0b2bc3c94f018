import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { userMessages } from '../../db/schema/index.js';
import { insertPackage } from '../membership/repository.js';
import { makeSale } from '../ticket/test-kit.js';
import {
  buy,
  buyer,
  call,
  closeQuietly,
  getOrder,
  makeProduct,
  member,
  pay,
  productRow,
  type ShopOrderDto,
} from './test-kit.js';

type StaffOrder = ShopOrderDto & { userEmail: string | null };
type Paged<T> = { records: T[]; total: number };

describe.skipIf(pgUnavailable())('shop returns and staff shop calls', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await buildTestApp();
    staff = (await member(t, { role: 'boxOffice' })).token;
  });
  afterAll(() => closeQuietly(t));

  async function ordered(quantity = 2, stock = 10, over: Parameters<typeof buyer>[1] = {}) {
    const b = await buyer(t, over);
    const product = await makeProduct(t, stock, { priceCents: 1800 });
    const order = (await buy(t, b.token, { productId: product.id, quantity, addressId: b.address.id }))
      .result as ShopOrderDto;
    return { ...b, product, order };
  }
  async function paidOrder(quantity = 2, stock = 10, over: Parameters<typeof buyer>[1] = {}) {
    const o = await ordered(quantity, stock, over);
    return { ...o, order: (await pay(t, o.token, o.order.orderNo)).result as ShopOrderDto };
  }
  const apply = (token: string, body: object, lang: 'en' | 'zh-Hans' = 'en') =>
    call(t, 'POST', '/shop/orderReturn/apply', { token, body, lang });
  const messagesOf = (userId: number) =>
    t.deps.database.db.select().from(userMessages).where(eq(userMessages.userId, userId));
  const staffList = (state: string, token = staff) =>
    call(t, 'GET', `/admin/shop/order/get?state=${state}&page=1&pageSize=50`, { token });
  const ship = (
    id: number,
    body: object = { note: 'SingPost RR123456789SG' },
    token = staff,
    lang: 'en' | 'zh-Hans' = 'en',
  ) => call(t, 'POST', `/admin/shop/order/ship/${id}`, { token, body, lang });

  it('auth: return and staff calls need a token (HTTP 401)', async () => {
    for (const [m, p] of [
      ['GET', '/shop/orderReturn/get'],
      ['POST', '/shop/orderReturn/apply'],
      ['GET', '/admin/shop/order/get'],
      ['POST', '/admin/shop/order/ship/1'],
    ] as const) {
      expect((await call(t, m, p, { body: {} })).status, p).toBe(401);
    }
  });

  it('apply: reason required; the amount is the server’s, at most what was paid (after the member discount); only paid orders, one open request', async () => {
    await insertPackage(t.deps.database.db, {
      userType: 2,
      nameZh: '年度会员',
      nameEn: 'Annual member',
      durationDays: 365,
      priceCents: 12800,
      originalPriceCents: 16800,
      shopDiscountPercent: 10,
    });
    const { token, order } = await paidOrder(2, 10, {
      userType: 2,
      memberExpiresAt: new Date(t.clock.now().getTime() + 86_400_000 * 30),
    });
    expect(order).toMatchObject({ subtotalAmount: 3600, discountAmount: 360, totalAmount: 3240, payStatus: 1 });
    const orderNo = order.orderNo;
    expect((await apply(token, { orderNo, reason: '  ', amount: 100 })).message).toBe('Please enter the refund reason');
    expect((await apply(token, { orderNo, reason: '', amount: 100 }, 'zh-Hans')).message).toBe('请输入退款原因');
    expect((await apply(token, { orderNo, reason: 'Damaged', amount: 0 })).message).toBe(
      'The refund amount must be greater than 0',
    );
    expect((await apply(token, { orderNo, reason: 'Damaged', amount: 12.5 })).message).toBe(
      'The refund amount must be greater than 0',
    );
    expect((await apply(token, { orderNo, reason: 'Damaged', amount: 3241 })).message).toBe(
      'The refund amount cannot exceed the refundable S$32.40',
    );
    expect((await apply(token, { orderNo, reason: 'Damaged', amount: 3600 }, 'zh-Hans')).message).toBe(
      '退款金额不能超过可退金额 S$32.40',
    );
    // No amount: the server's (what the pieces were paid).
    const both = await Promise.all([1, 2].map(() => apply(token, { orderNo, reason: 'The fan arrived broken' })));
    expect(both.map((r) => r.code).sort()).toEqual([1002, 1003]);
    expect(both.find((r) => r.code === 1003)!.message).toBe('A refund request for this order is already under review');
    expect((await getOrder(t, token, orderNo)).result).toMatchObject({
      label: 'approvingRefund',
      orderReturn: { status: 1, amount: 3240 },
    });
    expect((await call(t, 'POST', '/shop/order/deleteByOrderNo', { token, form: { orderNo } })).message).toBe(
      'A refund is under review; the order cannot be deleted yet',
    );

    const unpaid = await ordered(1);
    expect((await apply(unpaid.token, { orderNo: unpaid.order.orderNo, reason: 'x', amount: 1 })).message).toBe(
      'Only paid orders can be refunded',
    );
    expect((await apply(unpaid.token, { orderNo: unpaid.order.orderNo, reason: 'x', amount: 1 }, 'zh-Hans')).code).toBe(
      1003,
    );
    const stranger = await member(t);
    expect((await apply(stranger.token, { orderNo, reason: 'x', amount: 1 })).message).toBe('Order not found');
  });

  it('orderReturn/get lists only my shop returns, newest first', async () => {
    const { user, token, order } = await paidOrder(1);
    t.clock.advance(1000);
    expect((await apply(token, { orderNo: order.orderNo, reason: 'Wrong size', amount: 1000 })).code).toBe(1002);
    // A ticket refund of the same member stays out of the shop list.
    const sale = await makeSale(t, 5);
    const ticket = (await call(t, 'POST', '/ticket/order/buy', { token, body: { saleId: sale.id, quantity: 1 } }))
      .result as { orderNo: string };
    await call(t, 'POST', '/ticket/order/payComplete', {
      token,
      body: { orderNo: ticket.orderNo, outcome: 'succeeded' },
    });
    expect(
      (
        await call(t, 'POST', '/ticket/orderReturn/apply', {
          token,
          body: { orderNo: ticket.orderNo, reason: 'ill', amount: 100 },
        })
      ).code,
    ).toBe(1002);
    const list = (await call(t, 'GET', '/shop/orderReturn/get?page=1&pageSize=10', { token })).result as Paged<{
      orderNo: string;
      reason: string;
      amount: number;
      status: number;
    }>;
    expect(list.total).toBe(1);
    // The amount asked (10.00) is below what the piece was paid: the server refunds what it was paid.
    expect(list.records).toEqual([
      expect.objectContaining({ orderNo: order.orderNo, reason: 'Wrong size', amount: 1800, quantity: 1, status: 1 }),
    ]);
    const other = await member(t);
    expect(
      ((await call(t, 'GET', '/shop/orderReturn/get', { token: other.token })).result as Paged<unknown>).total,
    ).toBe(0);
    expect(user.id).toBeGreaterThan(0);
  });

  it('staff approve: stock back, sales down, refund successful, a system message; the order may then leave the list', async () => {
    const { user, token, order, product } = await paidOrder(3);
    expect(await productRow(t, product.id)).toMatchObject({ stock: 7, sales: 3 });
    const applied = (
      await apply(token, { orderNo: order.orderNo, reason: 'Changed my mind', amount: order.totalAmount })
    ).result as { id: number };
    expect(await call(t, 'POST', `/admin/orderReturn/approve/${applied.id}`, { token, body: {} })).toMatchObject({
      status: 403,
      code: 1003,
      message: 'Your account is not allowed to do this',
    });
    expect(
      (
        await call(t, 'POST', `/admin/orderReturn/approve/${applied.id}`, {
          token: staff,
          body: { note: 'Refunded to card' },
        })
      ).result,
    ).toMatchObject({ status: 2 });
    expect(
      (await call(t, 'POST', `/admin/orderReturn/approve/${applied.id}`, { token: staff, body: {} })).message,
    ).toBe('This refund request has already been decided');
    expect(await productRow(t, product.id)).toMatchObject({ stock: 10, sales: 0 });
    expect((await getOrder(t, token, order.orderNo)).result).toMatchObject({
      label: 'refundSuccessful',
      orderReturn: { status: 2, result: 'Refunded to card' },
    });
    const msg = (await messagesOf(user.id)).find((m) => m.titleEn === 'Refund successful');
    expect(msg?.link).toBe(`/pages/shopOrder/detail?orderNo=${order.orderNo}`);
    expect(msg?.titleZh).toBe('退款成功');
    // Refund news belongs with the member's orders, not system notices.
    expect(msg?.type).toBe(2);
    expect((await apply(token, { orderNo: order.orderNo, reason: 'again', amount: 1 })).message).toBe(
      'This order has already been refunded',
    );
    expect((await ship(order.id)).message).toBe(
      'Only paid orders that have not been shipped and have no refund request can be shipped',
    );
    expect(((await staffList('toShip')).result as Paged<StaffOrder>).records.map((o) => o.orderNo)).not.toContain(
      order.orderNo,
    );
    expect(
      (await call(t, 'POST', '/shop/order/deleteByOrderNo', { token, form: { orderNo: order.orderNo } })).code,
    ).toBe(1002);
  });

  it('staff reject with a reason: refund rejected, a system message, stock and sales unchanged, shippable again', async () => {
    const { user, token, order, product } = await paidOrder(1);
    const applied = (await apply(token, { orderNo: order.orderNo, reason: 'Late', amount: 500 })).result as {
      id: number;
    };
    expect((await ship(order.id)).message).toBe(
      'Only paid orders that have not been shipped and have no refund request can be shipped',
    );
    expect(
      (
        await call(t, 'POST', `/admin/orderReturn/reject/${applied.id}`, {
          token: staff,
          body: { reason: 'Item already dispatched' },
        })
      ).result,
    ).toMatchObject({ status: 3 });
    expect((await getOrder(t, token, order.orderNo)).result).toMatchObject({
      label: 'refundRejected',
      refundedAmount: 0,
      orderReturn: { status: 3, result: 'Item already dispatched' },
    });
    expect((await messagesOf(user.id)).find((m) => m.titleEn === 'Refund rejected')?.contentEn).toMatch(
      /Item already dispatched/,
    );
    expect(await productRow(t, product.id)).toMatchObject({ stock: 9, sales: 1 });
    expect((await ship(order.id)).code).toBe(1002);
  });

  it('a partial return names lines and pieces; the amount is what they were paid; staff choose whether the goods go back into stock', async () => {
    const { token, order, product } = await paidOrder(3);
    type Lined = ShopOrderDto & {
      lines: { id: number; refundableQuantity: number; refundedQuantity: number; paidAmount: number }[];
    };
    const line = (order as Lined).lines[0]!;
    expect(line).toMatchObject({ quantity: 3, paidAmount: 5400, refundableQuantity: 3, refundedQuantity: 0 });
    expect(order.refundedAmount).toBe(0);
    expect(await productRow(t, product.id)).toMatchObject({ stock: 7, sales: 3 });
    expect(
      (
        await apply(token, {
          orderNo: order.orderNo,
          reason: 'One arrived broken',
          items: [{ lineId: line.id, quantity: 4 }],
        })
      ).message,
    ).toBe('At most 3 of “Test product” can be returned');
    expect(
      (
        await apply(
          token,
          { orderNo: order.orderNo, reason: 'One arrived broken', items: [{ lineId: line.id, quantity: 4 }] },
          'zh-Hans',
        )
      ).message,
    ).toBe('“测试商品”最多可退 3 件');
    expect(
      (
        await apply(token, {
          orderNo: order.orderNo,
          reason: 'One arrived broken',
          items: [{ lineId: 999999, quantity: 1 }],
        })
      ).message,
    ).toBe('The item chosen is not part of this order');
    expect((await apply(token, { orderNo: order.orderNo, reason: 'One arrived broken', items: [] })).message).toBe(
      'Please choose the items and how many to return',
    );
    const applied = (
      await apply(token, {
        orderNo: order.orderNo,
        reason: 'One arrived broken',
        items: [{ lineId: line.id, quantity: 1 }],
      })
    ).result as { id: number; amount: number; quantity: number };
    expect(applied).toMatchObject({ amount: 1800, quantity: 1 });
    expect(
      (await call(t, 'POST', `/admin/orderReturn/approve/${applied.id}`, { token: staff, body: { restock: 'no' } }))
        .message,
    ).toBe('Please choose whether the returned goods go back into stock');
    expect(
      (
        await call(t, 'POST', `/admin/orderReturn/approve/${applied.id}`, {
          token: staff,
          body: { note: 'Broken: written off', restock: false },
        })
      ).result,
    ).toMatchObject({ status: 2, restock: false, kind: 'shop' });
    // Restock off: the broken piece stays out of stock; it is no longer a sale.
    expect(await productRow(t, product.id)).toMatchObject({ stock: 7, sales: 2 });
    const after = (await getOrder(t, token, order.orderNo)).result as Lined;
    expect(after.lines[0]).toMatchObject({ refundedQuantity: 1, refundableQuantity: 2 });
    expect(after).toMatchObject({ totalAmount: 5400, refundedAmount: 1800 });
    // The rest is still owed: it can be shipped, and returned later with restock on.
    expect((await ship(order.id)).code).toBe(1002);
    const second = (await apply(token, { orderNo: order.orderNo, reason: 'Wrong colour' })).result as {
      id: number;
      amount: number;
      quantity: number;
    };
    expect(second).toMatchObject({ amount: 3600, quantity: 2 });
    expect(
      (await call(t, 'POST', `/admin/orderReturn/approve/${second.id}`, { token: staff, body: { restock: true } }))
        .result,
    ).toMatchObject({ restock: true });
    expect(await productRow(t, product.id)).toMatchObject({ stock: 9, sales: 0 });
    expect((await getOrder(t, token, order.orderNo)).result).toMatchObject({ refundedAmount: 5400 });
    expect((await apply(token, { orderNo: order.orderNo, reason: 'again' })).message).toBe(
      'This order has already been refunded',
    );
  });

  it('staff list: non-staff refused; to ship oldest paid first with the member’s email; shipped; all; a bad state refused', async () => {
    const member1 = await member(t);
    expect(await staffList('toShip', member1.token)).toMatchObject({
      status: 403,
      code: 1003,
      message: 'Your account is not allowed to do this',
    });
    expect(await call(t, 'GET', '/admin/shop/order/get', { token: member1.token, lang: 'zh-Hans' })).toMatchObject({
      status: 403,
      message: '你的账号没有此操作的权限',
    });
    const first = await paidOrder(1);
    t.clock.advance(1000);
    const second = await paidOrder(2);
    const unpaid = await ordered(1);
    const toShip = (
      (await call(t, 'GET', '/admin/shop/order/get?pageSize=50', { token: staff })).result as Paged<StaffOrder>
    ).records;
    const nos = toShip.map((o) => o.orderNo);
    expect(nos.indexOf(first.order.orderNo)).toBeGreaterThanOrEqual(0);
    expect(nos.indexOf(first.order.orderNo)).toBeLessThan(nos.indexOf(second.order.orderNo));
    expect(nos).not.toContain(unpaid.order.orderNo);
    expect(toShip.every((o) => o.payStatus === 1 && o.shippedAt === null)).toBe(true);
    expect(toShip.find((o) => o.orderNo === second.order.orderNo)).toMatchObject({
      userEmail: second.user.email,
      delivery: { recipientName: '陈五娘' },
      lines: [{ quantity: 2 }],
    });
    await ship(first.order.id);
    const shipped = ((await staffList('shipped')).result as Paged<StaffOrder>).records;
    expect(shipped.map((o) => o.orderNo)).toContain(first.order.orderNo);
    expect(shipped.every((o) => o.shippedAt !== null)).toBe(true);
    expect(((await staffList('toShip')).result as Paged<StaffOrder>).records.map((o) => o.orderNo)).not.toContain(
      first.order.orderNo,
    );
    const all = (await staffList('all')).result as Paged<StaffOrder>;
    expect(all.records.map((o) => o.orderNo)).toEqual(
      expect.arrayContaining([first.order.orderNo, second.order.orderNo, unpaid.order.orderNo]),
    );
    const page = (await call(t, 'GET', '/admin/shop/order/get?state=all&page=1&pageSize=2', { token: staff }))
      .result as Paged<StaffOrder>;
    expect(page.records).toHaveLength(2);
    expect(page.total).toBe(all.total);
    expect((await staffList('lost')).message).toBe('This order filter is not supported');
    expect((await staffList('lost', staff)).code).toBe(1003);
  });

  it('ship: staff only; the member is told with the note; transaction successful; a second ship, an unpaid or unknown order refused', async () => {
    const { user, token, order } = await paidOrder(2);
    expect(await ship(order.id, { note: 'x' }, token)).toMatchObject({
      status: 403,
      code: 1003,
      message: 'Your account is not allowed to do this',
    });
    expect((await ship(order.id, { note: 'x'.repeat(141) })).code).toBe(1003);
    const both = await Promise.all([1, 2].map(() => ship(order.id)));
    expect(both.map((r) => r.code).sort()).toEqual([1002, 1003]);
    const done = both.find((r) => r.code === 1002)!.result as StaffOrder;
    expect(done).toMatchObject({
      orderNo: order.orderNo,
      label: 'transactionSuccessful',
      isQrcodeUsed: true,
      shippingNote: 'SingPost RR123456789SG',
      userEmail: user.email,
    });
    expect(done.shippedAt).toBe(t.clock.now().toISOString());
    expect(both.find((r) => r.code === 1003)!.message).toBe(
      'Only paid orders that have not been shipped and have no refund request can be shipped',
    );
    expect((await ship(order.id, {}, staff, 'zh-Hans')).message).toBe('只有已支付、未发货且没有退款申请的订单才能发货');
    expect((await getOrder(t, token, order.orderNo)).result).toMatchObject({
      label: 'transactionSuccessful',
      shippingNote: 'SingPost RR123456789SG',
    });
    const notices = (await messagesOf(user.id)).filter((m) => m.titleEn === 'Order shipped');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      titleZh: '订单已发货',
      link: `/pages/shopOrder/detail?orderNo=${order.orderNo}`,
    });
    expect(notices[0]!.contentEn).toContain('SingPost RR123456789SG');
    expect(notices[0]!.contentZh).toContain('SingPost RR123456789SG');

    const unpaid = await ordered(1);
    expect((await ship(unpaid.order.id)).message).toBe(
      'Only paid orders that have not been shipped and have no refund request can be shipped',
    );
    expect((await ship(999999)).message).toBe('Order not found');
    const sale = await makeSale(t, 5);
    const ticket = (await call(t, 'POST', '/ticket/order/buy', { token, body: { saleId: sale.id, quantity: 1 } }))
      .result as { id: number };
    expect((await ship(ticket.id)).message).toBe('Order not found');
  });
});
