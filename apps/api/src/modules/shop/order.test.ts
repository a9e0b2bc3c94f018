import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { orders, shopOrderDetails } from '../../db/schema/index.js';
import { insertPackage } from '../membership/repository.js';
import { deleteAddress } from '../usercenter/address-repository.js';
import { withdrawProduct } from './repository.js';
import {
  addressOf,
  buy,
  buyer,
  call,
  closeQuietly,
  getOrder,
  makeProduct,
  member,
  pay,
  productRow,
  shopOrderCount,
  stockOf,
  type ShopOrderDto,
} from './test-kit.js';

const minute = 60_000;
const day = 86_400_000;

describe.skipIf(pgUnavailable())('shop orders: buy, member discount, read, cancel, expiry, pay, delete', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => closeQuietly(t));

  it('auth: the order calls need a token (HTTP 401)', async () => {
    for (const [m, p] of [
      ['POST', '/shop/order/buy'],
      ['GET', '/shop/order/getMyOrders'],
      ['POST', '/shop/order/getByOrderNo'],
      ['POST', '/shop/order/deleteByOrderNo'],
      ['POST', '/shop/order/payComplete'],
      ['POST', '/shop/order/cancel'],
    ] as const) {
      expect((await call(t, m, p, { body: {} })).status, p).toBe(401);
    }
  });

  it('buys at the server price: total = price × quantity, stock down, one line, the address copied; client totals ignored', async () => {
    const b = await buyer(t);
    const p = await makeProduct(t, 10, { titleZh: '潮剧唱腔 CD', titleEn: 'Arias CD', priceCents: 2000 });
    const r = await buy(t, b.token, {
      productId: p.id,
      quantity: 3,
      addressId: b.address.id,
      paymentMethod: 'paynow',
      remarks: 'Size M',
      totalAmount: 1,
      discountAmount: 5999,
      subtotalAmount: 1,
    });
    expect(r.code).toBe(1002);
    const o = r.result as ShopOrderDto;
    expect(o).toMatchObject({
      kind: 'shop',
      payStatus: 0,
      label: 'notYetPaid',
      subtotalAmount: 6000,
      discountAmount: 0,
      totalAmount: 6000,
      currency: 'SGD',
      paymentMethod: 'paynow',
      remarks: 'Size M',
      lines: [{ title: 'Arias CD', unitPrice: 2000, quantity: 3, amount: 6000 }],
      productId: p.id,
      cover: p.cover,
      delivery: {
        recipientName: '陈五娘',
        country: 'Singapore',
        address: '1 Chinatown Street #02-01',
        postalCode: '058000',
        contactNumber: '+65 9123 4567',
      },
      shippedAt: null,
      shippingNote: null,
      ticket: null,
      orderReturn: null,
    });
    expect(o.orderNo).toMatch(/^S/);
    expect(await stockOf(t, p.id)).toBe(7);
    expect((await productRow(t, p.id)).sales).toBe(0);
    // A later edit of the address book does not move the parcel.
    await deleteAddress(t.deps.database.db, b.user.id, b.address.id);
    expect(((await getOrder(t, b.token, o.orderNo)).result as ShopOrderDto).delivery?.address).toBe(
      '1 Chinatown Street #02-01',
    );
    expect(((await getOrder(t, b.token, o.orderNo)).result as ShopOrderDto).lines[0]!.title).toBe('Arias CD');
    const zh = (
      await call(t, 'POST', '/shop/order/getByOrderNo', {
        token: b.token,
        form: { orderNo: o.orderNo },
        lang: 'zh-Hans',
      })
    ).result as ShopOrderDto;
    expect(zh.lines[0]!.title).toBe('潮剧唱腔 CD');
  });

  it('bad quantities, addresses and products: clear messages in both languages, nothing half-written', async () => {
    const b = await buyer(t);
    const p = await makeProduct(t, 3);
    const before = await shopOrderCount(t);
    const cases: [unknown, string][] = [
      [0, 'The quantity must be a whole number of at least 1'],
      [-1, 'The quantity must be a whole number of at least 1'],
      [1.5, 'The quantity must be a whole number of at least 1'],
      ['2', 'The quantity must be a whole number of at least 1'],
      [1e9, 'You can buy at most 99 pieces in one order'],
      [4, 'Only 3 left in stock'],
    ];
    for (const [quantity, message] of cases) {
      const r = await buy(t, b.token, { productId: p.id, quantity, addressId: b.address.id });
      expect([r.status, r.code, r.message], String(quantity)).toEqual([200, 1003, message]);
    }
    expect((await buy(t, b.token, { productId: p.id, quantity: 0, addressId: b.address.id }, 'zh-Hans')).message).toBe(
      '购买数量须为 1 或以上的整数',
    );
    expect((await buy(t, b.token, { productId: p.id, quantity: 4, addressId: b.address.id }, 'zh-Hans')).message).toBe(
      '库存不足，仅剩 3 件',
    );
    expect((await buy(t, b.token, { productId: p.id, addressId: b.address.id })).message).toBe('Missing “quantity”');

    // Delivery address: missing, another member's, deleted.
    for (const addressId of ['', null]) {
      expect((await buy(t, b.token, { productId: p.id, quantity: 1, addressId })).message, String(addressId)).toBe(
        'Please select delivery address',
      );
    }
    expect((await buy(t, b.token, { productId: p.id, quantity: 1, addressId: '' }, 'zh-Hans')).message).toBe(
      '请选择收货地址',
    );
    // An absent field gets the field's own "required" message too.
    expect((await buy(t, b.token, { productId: p.id, quantity: 1 })).message).toBe('Please select delivery address');
    const stranger = await buyer(t);
    expect((await buy(t, b.token, { productId: p.id, quantity: 1, addressId: stranger.address.id })).message).toBe(
      'This delivery address was not found, please choose another one',
    );
    expect(
      (await buy(t, b.token, { productId: p.id, quantity: 1, addressId: stranger.address.id }, 'zh-Hans')).message,
    ).toBe('收货地址不存在，请重新选择');
    const old = await addressOf(t, b.user.id, { isDefault: false });
    await deleteAddress(t.deps.database.db, b.user.id, old.id);
    expect((await buy(t, b.token, { productId: p.id, quantity: 1, addressId: old.id })).message).toBe(
      'This delivery address was not found, please choose another one',
    );

    // Products: unknown, withdrawn, sold out.
    expect((await buy(t, b.token, { productId: 999999, quantity: 1, addressId: b.address.id })).message).toBe(
      'This product does not exist or is no longer available',
    );
    const gone = await makeProduct(t, 5);
    await withdrawProduct(t.deps.database.db, gone.id, t.clock.now());
    expect((await buy(t, b.token, { productId: gone.id, quantity: 1, addressId: b.address.id })).message).toBe(
      'This product does not exist or is no longer available',
    );
    const none = await makeProduct(t, 0);
    expect((await buy(t, b.token, { productId: none.id, quantity: 1, addressId: b.address.id })).message).toBe(
      'Sorry, this product is sold out',
    );
    expect(
      (await buy(t, b.token, { productId: none.id, quantity: 1, addressId: b.address.id }, 'zh-Hans')).message,
    ).toBe('商品已售罄');
    expect(
      (await buy(t, b.token, { productId: p.id, quantity: 1, addressId: b.address.id, paymentMethod: 'cash' })).code,
    ).toBe(1003);

    expect(await shopOrderCount(t)).toBe(before);
    expect(await stockOf(t, p.id)).toBe(3);
    expect(await stockOf(t, gone.id)).toBe(5);
    expect(
      await t.deps.database.db.select().from(shopOrderDetails).where(eq(shopOrderDetails.productId, p.id)),
    ).toHaveLength(0);
  });

  it('member discount: a monthly member gets the discount line and a lower total; after the expiry none', async () => {
    await insertPackage(t.deps.database.db, {
      userType: 3,
      nameZh: '月度会员',
      nameEn: 'Monthly member',
      durationDays: 30,
      priceCents: 1500,
      originalPriceCents: 2000,
      shopDiscountPercent: 5,
    });
    const b = await buyer(t, { userType: 3, memberExpiresAt: new Date(t.clock.now().getTime() + 2 * day) });
    const p = await makeProduct(t, 10, { priceCents: 2590 });
    expect((await call(t, 'GET', `/shop/product/get/${p.id}`, { token: b.token })).result).toMatchObject({
      memberDiscountPercent: 5,
    });
    const o = (
      await buy(t, b.token, {
        productId: p.id,
        quantity: 3,
        addressId: b.address.id,
        discountAmount: 0,
        totalAmount: 7770,
      })
    ).result as ShopOrderDto;
    // 5% of 77.70 is 3.885, rounded to the cent.
    expect(o).toMatchObject({ subtotalAmount: 7770, discountAmount: 389, totalAmount: 7381 });
    expect((await call(t, 'GET', `/Payment/paymentKey/get/${o.id}`, { token: b.token })).result).toMatchObject({
      kind: 'shop',
      amount: 7381,
      items: [{ title: 'Test product', quantity: 3 }],
    });
    // The payment page says what is paid for, in the member's language.
    expect(
      (await call(t, 'GET', `/Payment/paymentKey/get/${o.id}`, { token: b.token, lang: 'zh-Hans' })).result,
    ).toMatchObject({ items: [{ title: '测试商品', quantity: 3 }] });
    const visitor = await buyer(t);
    expect((await buy(t, visitor.token, { productId: p.id, quantity: 1, addressId: b.address.id })).message).toBe(
      'This delivery address was not found, please choose another one',
    );
    expect(
      (
        (await buy(t, visitor.token, { productId: p.id, quantity: 1, addressId: visitor.address.id }))
          .result as ShopOrderDto
      ).discountAmount,
    ).toBe(0);

    t.clock.advance(3 * day);
    const again = (await t.signIn(b.user)).accessToken;
    expect((await call(t, 'GET', `/shop/product/get/${p.id}`, { token: again })).result).toMatchObject({
      memberDiscountPercent: 0,
    });
    const lapsed = (await buy(t, again, { productId: p.id, quantity: 3, addressId: b.address.id }))
      .result as ShopOrderDto;
    expect(lapsed).toMatchObject({ subtotalAmount: 7770, discountAmount: 0, totalAmount: 7770 });
  });

  it("lists my orders newest first, paged; another member's order is not found", async () => {
    const b = await buyer(t);
    const p = await makeProduct(t, 10);
    const a = (await buy(t, b.token, { productId: p.id, quantity: 1, addressId: b.address.id })).result as ShopOrderDto;
    t.clock.advance(1000);
    const c = (await buy(t, b.token, { productId: p.id, quantity: 2, addressId: b.address.id })).result as ShopOrderDto;
    const list = (await call(t, 'GET', '/shop/order/getMyOrders?page=1&pageSize=1', { token: b.token })).result as {
      records: ShopOrderDto[];
      total: number;
    };
    expect(list.total).toBe(2);
    expect(list.records.map((o) => o.orderNo)).toEqual([c.orderNo]);
    const second = (await call(t, 'GET', '/shop/order/getMyOrders?page=2&pageSize=1', { token: b.token })).result as {
      records: ShopOrderDto[];
    };
    expect(second.records.map((o) => o.orderNo)).toEqual([a.orderNo]);
    expect(second.records[0]!.delivery?.recipientName).toBe('陈五娘');
    // Ticket orders and shop orders do not mix.
    expect(
      ((await call(t, 'GET', '/ticket/order/getMyOrders', { token: b.token })).result as { total: number }).total,
    ).toBe(0);
    const other = await member(t);
    for (const path of ['/shop/order/getByOrderNo', '/shop/order/cancel', '/shop/order/deleteByOrderNo']) {
      expect((await call(t, 'POST', path, { token: other.token, form: { orderNo: a.orderNo } })).message, path).toBe(
        'Order not found',
      );
    }
    expect((await pay(t, other.token, a.orderNo)).message).toBe('Order not found');
    expect(
      (await call(t, 'POST', '/ticket/order/getByOrderNo', { token: b.token, form: { orderNo: a.orderNo } })).message,
    ).toBe('Order not found');
    expect((await call(t, 'POST', '/shop/order/getByOrderNo', { token: b.token, form: { orderNo: '' } })).message).toBe(
      'The order number is missing',
    );
    expect(await stockOf(t, p.id)).toBe(7);
  });

  it('cancel returns the stock exactly once, even twice at once; a cancelled order cannot be paid', async () => {
    const b = await buyer(t);
    const p = await makeProduct(t, 10);
    const o = (await buy(t, b.token, { productId: p.id, quantity: 4, addressId: b.address.id })).result as ShopOrderDto;
    expect(await stockOf(t, p.id)).toBe(6);
    const both = await Promise.all(
      [1, 2].map(() => call(t, 'POST', '/shop/order/cancel', { token: b.token, form: { orderNo: o.orderNo } })),
    );
    expect(both.map((r) => (r.result as ShopOrderDto).payStatus)).toEqual([2, 2]);
    expect((both[0]!.result as ShopOrderDto).label).toBe('cancelled');
    expect(await stockOf(t, p.id)).toBe(10);
    expect((await pay(t, b.token, o.orderNo)).message).toBe('This order has been cancelled');
    expect(await stockOf(t, p.id)).toBe(10);
  });

  it('an overdue unpaid order reads as expired, cannot be paid, and the sweep returns its stock exactly once', async () => {
    const b = await buyer(t);
    const p = await makeProduct(t, 10);
    const o = (await buy(t, b.token, { productId: p.id, quantity: 3, addressId: b.address.id })).result as ShopOrderDto;
    const other = (await buy(t, b.token, { productId: p.id, quantity: 2, addressId: b.address.id }))
      .result as ShopOrderDto;
    expect(await stockOf(t, p.id)).toBe(5);
    t.clock.advance(t.deps.config.ORDER_EXPIRY_MINUTES * minute + 1000);
    const token = (await t.signIn(b.user)).accessToken;
    expect((await getOrder(t, token, o.orderNo)).result).toMatchObject({ payStatus: 3, label: 'cancelled' });
    expect(await stockOf(t, p.id)).toBe(5);
    expect((await pay(t, token, o.orderNo)).message).toBe(
      'This order was cancelled because it was not paid in time, please order again',
    );
    expect(await stockOf(t, p.id)).toBe(8);
    const core = t.services.commerce.core;
    const due = (await t.deps.database.db.select().from(orders).where(eq(orders.payStatus, 0))).length;
    const counts = await Promise.all([core.expireDue(), core.expireDue()]);
    expect(counts.reduce((s, n) => s + n, 0)).toBe(due);
    expect(await core.expireDue()).toBe(0);
    expect(await stockOf(t, p.id)).toBe(10);
    expect((await getOrder(t, token, other.orderNo)).result).toMatchObject({ payStatus: 3 });
    expect(await stockOf(t, p.id)).toBe(10);
  });

  it('pay: sales go up once however often payComplete is replayed; a payment message; a failed payment leaves it unpaid', async () => {
    const b = await buyer(t);
    const p = await makeProduct(t, 10);
    const o = (await buy(t, b.token, { productId: p.id, quantity: 2, addressId: b.address.id })).result as ShopOrderDto;
    expect((await pay(t, b.token, o.orderNo, 'failed')).message).toBe(
      'Payment Error. Please contact Customer Service.',
    );
    expect((await getOrder(t, b.token, o.orderNo)).result).toMatchObject({ payStatus: 0 });
    const replies = await Promise.all(Array.from({ length: 5 }, () => pay(t, b.token, o.orderNo)));
    expect(replies.every((r) => r.code === 1002)).toBe(true);
    expect(new Set(replies.map((r) => (r.result as ShopOrderDto).paidAt)).size).toBe(1);
    expect(replies[0]!.result).toMatchObject({
      payStatus: 1,
      label: 'paymentSuccessful',
      testPayment: true,
      isQrcodeUsed: false,
    });
    expect(await productRow(t, p.id)).toMatchObject({ stock: 8, sales: 2 });
    for (let i = 0; i < 5; i++) await pay(t, b.token, o.orderNo);
    expect(await productRow(t, p.id)).toMatchObject({ stock: 8, sales: 2 });
    const msgs = (await call(t, 'GET', '/usercenter/userMessage/get?type=2', { token: b.token })).result as {
      records: { title: string; link: string }[];
    };
    expect(msgs.records.filter((m) => m.title === 'Payment successful')).toHaveLength(1);
    expect(msgs.records[0]!.link).toBe(`/pages/shopOrder/detail?orderNo=${o.orderNo}`);
    expect(
      (await call(t, 'POST', '/shop/order/cancel', { token: b.token, form: { orderNo: o.orderNo } })).message,
    ).toBe('This order is paid and cannot be cancelled; please request a refund instead');
  });

  it('delete: an unpaid order is cancelled first (stock back); a paid unshipped order stays; a shipped one may go', async () => {
    const staff = await member(t, { role: 'boxOffice' });
    const b = await buyer(t);
    const p = await makeProduct(t, 10);
    const del = (orderNo: string, lang: 'en' | 'zh-Hans' = 'en') =>
      call(t, 'POST', '/shop/order/deleteByOrderNo', { token: b.token, form: { orderNo }, lang });
    const unpaid = (await buy(t, b.token, { productId: p.id, quantity: 2, addressId: b.address.id }))
      .result as ShopOrderDto;
    expect((await del(unpaid.orderNo)).code).toBe(1002);
    expect(await stockOf(t, p.id)).toBe(10);
    expect((await getOrder(t, b.token, unpaid.orderNo)).message).toBe('Order not found');
    const [row] = await t.deps.database.db.select().from(orders).where(eq(orders.orderNo, unpaid.orderNo));
    expect(row).toMatchObject({ payStatus: 2 });
    expect(row!.deletedAt).not.toBeNull();

    const paid = (await buy(t, b.token, { productId: p.id, quantity: 1, addressId: b.address.id }))
      .result as ShopOrderDto;
    await pay(t, b.token, paid.orderNo);
    expect((await del(paid.orderNo)).message).toBe('This order has not been shipped yet and cannot be deleted');
    expect((await del(paid.orderNo, 'zh-Hans')).message).toBe('订单尚未发货，暂不能删除');
    expect(
      (
        await call(t, 'POST', `/admin/shop/order/ship/${paid.id}`, {
          token: staff.token,
          body: { note: 'SingPost RR123' },
        })
      ).code,
    ).toBe(1002);
    expect((await del(paid.orderNo)).code).toBe(1002);
    expect(
      ((await call(t, 'GET', '/shop/order/getMyOrders', { token: b.token })).result as { total: number }).total,
    ).toBe(0);
    expect(await productRow(t, p.id)).toMatchObject({ stock: 9, sales: 1 });
  });

  it('one account cannot hold stock without end: the 21st order in ten minutes is rate limited', async () => {
    const b = await buyer(t);
    const p = await makeProduct(t, 100);
    for (let i = 0; i < 20; i++)
      expect((await buy(t, b.token, { productId: p.id, quantity: 1, addressId: b.address.id })).code).toBe(1002);
    expect((await buy(t, b.token, { productId: p.id, quantity: 1, addressId: b.address.id })).status).toBe(429);
    expect(await stockOf(t, p.id)).toBe(80);
  });

  it('300 members at once for 50 in stock: exactly 50 orders, stock 0, sales untouched until paid, the rest refused clearly, no 5xx', async () => {
    const p = await makeProduct(t, 50);
    const before = await shopOrderCount(t);
    const buyers = await Promise.all(Array.from({ length: 300 }, () => buyer(t)));
    const results = await Promise.all(
      buyers.map((b) => buy(t, b.token, { productId: p.id, quantity: 1, addressId: b.address.id })),
    );
    expect(results.filter((r) => r.status !== 200)).toHaveLength(0);
    const ok = results.filter((r) => r.code === 1002);
    expect(ok).toHaveLength(50);
    expect(new Set(ok.map((r) => (r.result as ShopOrderDto).orderNo)).size).toBe(50);
    const refused = results.filter((r) => r.code === 1003);
    expect(refused).toHaveLength(250);
    expect(refused.every((r) => r.message === 'Sorry, this product is sold out')).toBe(true);
    expect(await shopOrderCount(t)).toBe(before + 50);
    expect(await productRow(t, p.id)).toMatchObject({ stock: 0, sales: 0 });
    expect(
      await t.deps.database.db.select().from(shopOrderDetails).where(eq(shopOrderDetails.productId, p.id)),
    ).toHaveLength(50);
  }, 120_000);
});
