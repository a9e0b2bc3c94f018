import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dbKind, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { userMessages } from '../../db/schema/index.js';
import { buy, buyer, call, closeQuietly, getOrder, makeProduct, member, pay, type ShopOrderDto } from './test-kit.js';

const contact = {
  phone: '+65 6111 2222',
  email: 'hello@example.org',
  whatsapp: '',
  wechat: '',
  addressZh: '新加坡测试街 1 号',
  addressEn: '1 Test Street, Singapore',
  hoursZh: '星期二至星期日 10:00–18:00',
  hoursEn: 'Tuesday to Sunday, 10:00–18:00',
  returnAddressZh: '新加坡退货街 2 号 南华潮剧社 收',
  returnAddressEn: 'Nam Hwa Opera (returns), 2 Return Road, Singapore',
  returnInstructionsZh: '请在包裹内附上订单号。',
  returnInstructionsEn: 'Put the order number in the parcel.',
};

/** Issue 34 item 15b: the member learns where and how to send a shop return back, from the company's contact details. */
describe.skipIf(pgUnavailable())(`shop return address and instructions (${dbKind})`, () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await buildTestApp();
    staff = (await member(t, { role: 'admin' })).token;
    expect((await call(t, 'POST', '/admin/companyContact/update', { token: staff, body: contact })).code).toBe(1002);
  });
  afterAll(() => closeQuietly(t));

  async function returned(ship: boolean) {
    const b = await buyer(t);
    const product = await makeProduct(t, 10, { priceCents: 1800 });
    const order = (await buy(t, b.token, { productId: product.id, quantity: 1, addressId: b.address.id }))
      .result as ShopOrderDto;
    await pay(t, b.token, order.orderNo);
    if (ship)
      expect(
        (
          await call(t, 'POST', `/admin/shop/order/ship/${order.id}`, {
            token: staff,
            body: { note: 'SingPost RR1SG' },
          })
        ).code,
      ).toBe(1002);
    const applied = (
      await call(t, 'POST', '/shop/orderReturn/apply', {
        token: b.token,
        body: { orderNo: order.orderNo, reason: 'Wrong size' },
      })
    ).result as { id: number };
    return { ...b, order, refundId: applied.id };
  }
  const decisionOf = async (userId: number) =>
    (await t.deps.database.db.select().from(userMessages).where(eq(userMessages.userId, userId))).find((m) =>
      m.titleEn.startsWith('Refund'),
    )!;

  it('an approved return of a shipped order tells the member where and how to send it, in both languages', async () => {
    const r = await returned(true);
    expect((await call(t, 'POST', `/admin/orderReturn/approve/${r.refundId}`, { token: staff, body: {} })).code).toBe(
      1002,
    );
    const msg = await decisionOf(r.user.id);
    expect(msg.contentEn).toContain(contact.returnAddressEn);
    expect(msg.contentEn).toContain(contact.returnInstructionsEn);
    expect(msg.contentZh).toContain(contact.returnAddressZh);
    expect(msg.contentZh).toContain(contact.returnInstructionsZh);
  });

  it('nothing to send back: an order never shipped, goods written off, or a rejected return', async () => {
    const unshipped = await returned(false);
    expect(
      (await call(t, 'POST', `/admin/orderReturn/approve/${unshipped.refundId}`, { token: staff, body: {} })).code,
    ).toBe(1002);
    expect((await decisionOf(unshipped.user.id)).contentEn).not.toContain(contact.returnAddressEn);
    const writtenOff = await returned(true);
    expect(
      (
        await call(t, 'POST', `/admin/orderReturn/approve/${writtenOff.refundId}`, {
          token: staff,
          body: { restock: false },
        })
      ).code,
    ).toBe(1002);
    expect((await decisionOf(writtenOff.user.id)).contentEn).not.toContain(contact.returnAddressEn);
    const rejected = await returned(true);
    expect(
      (
        await call(t, 'POST', `/admin/orderReturn/reject/${rejected.refundId}`, {
          token: staff,
          body: { reason: 'Worn' },
        })
      ).code,
    ).toBe(1002);
    expect((await decisionOf(rejected.user.id)).contentEn).not.toContain(contact.returnAddressEn);
  });

  it('the order page says so by the same rule (sendGoodsBack), and the public contact call gives the address', async () => {
    const sendBack = async (r: { token: string; order: ShopOrderDto }) =>
      ((await getOrder(t, r.token, r.order.orderNo)).result as ShopOrderDto).sendGoodsBack;
    const shipped = await returned(true);
    expect(await sendBack(shipped)).toBe(false);
    expect(
      (await call(t, 'POST', `/admin/orderReturn/approve/${shipped.refundId}`, { token: staff, body: {} })).code,
    ).toBe(1002);
    expect(await sendBack(shipped)).toBe(true);
    const unshipped = await returned(false);
    await call(t, 'POST', `/admin/orderReturn/approve/${unshipped.refundId}`, { token: staff, body: {} });
    expect(await sendBack(unshipped)).toBe(false);
    const writtenOff = await returned(true);
    await call(t, 'POST', `/admin/orderReturn/approve/${writtenOff.refundId}`, {
      token: staff,
      body: { restock: false },
    });
    expect(await sendBack(writtenOff)).toBe(false);
    expect((await call(t, 'GET', '/site/contact/get', { lang: 'zh-Hans' })).result).toMatchObject({
      returnAddress: contact.returnAddressZh,
      returnInstructions: contact.returnInstructionsZh,
    });
  });
});
