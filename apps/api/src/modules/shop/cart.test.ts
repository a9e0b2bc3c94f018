import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { cartItems, orderLines, shopOrderDetails } from '../../db/schema/index.js';
import { changesContent } from '../../db/write-watch.js';
import { insertPackage } from '../membership/repository.js';
import { deleteMemberData } from '../usercenter/erase-repository.js';
import { withdrawProduct } from './repository.js';
import {
  buyer,
  call,
  closeQuietly,
  getOrder,
  makeProduct,
  member,
  pay,
  shopOrderCount,
  stockOf,
  type ShopOrderDto,
} from './test-kit.js';

type Line = {
  id: number;
  productId: number;
  title: string;
  price: number;
  quantity: number;
  stock: number;
  state: string;
  amount: number;
};
type CartDto = {
  lines: Line[];
  count: number;
  subtotalAmount: number;
  memberDiscountPercent: number;
  discountAmount: number;
  totalAmount: number;
  currency: string;
};
type Lang = 'en' | 'zh-Hans';
/** A shop order with what its lines say about returns. */
type OrderWithLines = Omit<ShopOrderDto, 'lines'> & {
  lines: { id: number; title: string; refundedQuantity: number; refundableQuantity: number }[];
};

const day = 86_400_000;

describe.skipIf(pgUnavailable())('the shop cart: add, set, remove, clear, checkout as one order', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => closeQuietly(t));

  const get = (token: string, lang: Lang = 'en') => call(t, 'GET', '/shop/cart/get', { token, lang });
  const add = (token: string, body: object, lang: Lang = 'en') =>
    call(t, 'POST', '/shop/cart/add', { token, body, lang });
  const update = (token: string, body: object, lang: Lang = 'en') =>
    call(t, 'POST', '/shop/cart/update', { token, body, lang });
  const remove = (token: string, body: object, lang: Lang = 'en') =>
    call(t, 'POST', '/shop/cart/remove', { token, body, lang });
  const checkout = (token: string, body: object, lang: Lang = 'en') =>
    call(t, 'POST', '/shop/cart/checkout', { token, body, lang });
  const cartOf = async (token: string, lang: Lang = 'en') => (await get(token, lang)).result as CartDto;
  const rowsOf = (userId: number) => t.deps.database.db.select().from(cartItems).where(eq(cartItems.userId, userId));

  it('auth: every cart call needs a token (HTTP 401)', async () => {
    for (const [m, p] of [
      ['GET', '/shop/cart/get'],
      ['POST', '/shop/cart/add'],
      ['POST', '/shop/cart/update'],
      ['POST', '/shop/cart/remove'],
      ['POST', '/shop/cart/clear'],
      ['POST', '/shop/cart/checkout'],
    ] as const) {
      expect((await call(t, m, p, { body: {} })).status, p).toBe(401);
    }
  });

  it('add merges into the line of the product, update sets, remove and clear empty it; kept in the database for the next sign-in', async () => {
    const b = await buyer(t);
    const fan = await makeProduct(t, 10, { titleZh: '潮绣折扇', titleEn: 'Embroidered fan', priceCents: 1800 });
    const cd = await makeProduct(t, 5, { titleZh: '潮剧唱腔 CD', titleEn: 'Arias CD', priceCents: 2000 });
    expect(await cartOf(b.token)).toEqual({
      lines: [],
      count: 0,
      subtotalAmount: 0,
      memberDiscountPercent: 0,
      discountAmount: 0,
      totalAmount: 0,
      currency: 'SGD',
    });

    expect((await add(b.token, { productId: fan.id })).code).toBe(1002);
    expect((await add(b.token, { productId: fan.id, quantity: 2 })).code).toBe(1002);
    const c = (await add(b.token, { productId: cd.id, quantity: 1 })).result as CartDto;
    expect(c.lines.map((l) => [l.title, l.quantity, l.amount, l.state])).toEqual([
      ['Arias CD', 1, 2000, 'available'],
      ['Embroidered fan', 3, 5400, 'available'],
    ]);
    expect(c).toMatchObject({ count: 4, subtotalAmount: 7400, totalAmount: 7400 });
    expect((await cartOf(b.token, 'zh-Hans')).lines.map((l) => l.title)).toEqual(['潮剧唱腔 CD', '潮绣折扇']);

    // Another session of the same member (another device) sees the same cart.
    const other = (await t.signIn(b.user)).accessToken;
    expect((await cartOf(other)).count).toBe(4);

    const fanLine = c.lines.find((l) => l.productId === fan.id)!;
    expect(((await update(other, { lineId: fanLine.id, quantity: 1 })).result as CartDto).count).toBe(2);
    expect(((await remove(b.token, { lineId: fanLine.id })).result as CartDto).lines.map((l) => l.productId)).toEqual([
      cd.id,
    ]);
    expect((await remove(b.token, { lineId: fanLine.id })).message).toBe('This item is not in your cart');
    expect(((await call(t, 'POST', '/shop/cart/clear', { token: b.token, body: {} })).result as CartDto).lines).toEqual(
      [],
    );
    expect(await rowsOf(b.user.id)).toHaveLength(0);
    // Nothing of that took stock.
    expect([await stockOf(t, fan.id), await stockOf(t, cd.id)]).toEqual([10, 5]);
  });

  it('bad input is refused with a clear message in both languages and changes nothing', async () => {
    const b = await buyer(t);
    const p = await makeProduct(t, 3);
    const line = ((await add(b.token, { productId: p.id, quantity: 1 })).result as CartDto).lines[0]!;
    const cases: [() => ReturnType<typeof add>, string][] = [
      [() => add(b.token, { productId: p.id, quantity: 0 }), 'The quantity must be a whole number of at least 1'],
      [() => add(b.token, { productId: p.id, quantity: 1.5 }), 'The quantity must be a whole number of at least 1'],
      [() => add(b.token, { productId: p.id, quantity: 100 }), 'You can buy at most 99 pieces in one order'],
      [() => add(b.token, { productId: p.id, quantity: 3 }), 'Only 3 left in stock'],
      [() => add(b.token, { productId: 999999, quantity: 1 }), 'This product does not exist or is no longer available'],
      [() => update(b.token, { lineId: line.id, quantity: 4 }), 'Only 3 left in stock'],
      [() => update(b.token, { lineId: line.id, quantity: -2 }), 'The quantity must be a whole number of at least 1'],
      [() => update(b.token, { lineId: 'x', quantity: 1 }), 'Invalid id'],
      [() => update(b.token, { lineId: 999999, quantity: 1 }), 'This item is not in your cart'],
      [() => checkout(b.token, { addressId: b.address.id, lineIds: [] }), 'Your cart is empty. Add a product first'],
    ];
    for (const [send, message] of cases) {
      const r = await send();
      expect([r.status, r.code, r.message]).toEqual([200, 1003, message]);
    }
    expect((await add(b.token, { productId: p.id, quantity: 3 }, 'zh-Hans')).message).toBe('库存不足，仅剩 3 件');
    expect((await update(b.token, { lineId: 999999, quantity: 1 }, 'zh-Hans')).message).toBe('购物车中没有这件商品');
    expect((await rowsOf(b.user.id)).map((r) => r.quantity)).toEqual([1]);

    // The per-product limit counts what the cart already has.
    const many = await makeProduct(t, 500);
    await add(b.token, { productId: many.id, quantity: 98 });
    expect((await add(b.token, { productId: many.id, quantity: 2 })).message).toBe(
      'You can buy at most 99 pieces of a product; your cart already has 98',
    );
    expect((await add(b.token, { productId: many.id, quantity: 2 }, 'zh-Hans')).message).toBe(
      '每种商品最多购买 99 件，购物车中已有 98 件',
    );

    const empty = await buyer(t);
    expect((await checkout(empty.token, { addressId: empty.address.id })).message).toBe(
      'Your cart is empty. Add a product first',
    );
    expect((await checkout(empty.token, { addressId: empty.address.id }, 'zh-Hans')).message).toBe(
      '购物车是空的，请先添加商品',
    );
  });

  it('a cart write is private: it does not empty the public cache (the checkout, which moves stock, does)', () => {
    expect(
      changesContent(
        'insert into "cart_items" ("user_id", "product_id", "quantity") values ($1, $2, $3) on conflict do update set "quantity" = 1',
      ),
    ).toBe(false);
    expect(changesContent('update "cart_items" set "quantity" = $1 where "cart_items"."id" = $2')).toBe(false);
    expect(changesContent('delete from "cart_items" where "cart_items"."user_id" = $1')).toBe(false);
    expect(changesContent('update "products" set "stock" = "products"."stock" - $1 where "products"."id" = $2')).toBe(
      true,
    );
  });

  it('a deleted account leaves no cart behind (its personal data are erased, the row of the account stays)', async () => {
    const b = await buyer(t);
    const other = await buyer(t);
    const p = await makeProduct(t, 10);
    await add(b.token, { productId: p.id, quantity: 2 });
    await add(other.token, { productId: p.id, quantity: 1 });
    await t.deps.database.db.transaction((tx) => deleteMemberData(tx, b.user.id));
    expect(await rowsOf(b.user.id)).toHaveLength(0);
    expect(await rowsOf(other.user.id)).toHaveLength(1);
  });

  it("another member's cart lines are not found: they cannot be read, changed, removed or checked out", async () => {
    const owner = await buyer(t);
    const stranger = await buyer(t);
    const p = await makeProduct(t, 10);
    const line = ((await add(owner.token, { productId: p.id, quantity: 2 })).result as CartDto).lines[0]!;
    expect((await cartOf(stranger.token)).lines).toEqual([]);
    expect((await update(stranger.token, { lineId: line.id, quantity: 5 })).message).toBe(
      'This item is not in your cart',
    );
    expect((await remove(stranger.token, { lineId: line.id })).message).toBe('This item is not in your cart');
    expect((await checkout(stranger.token, { addressId: stranger.address.id, lineIds: [line.id] })).message).toBe(
      'This item is not in your cart',
    );
    // Checkout to another member's address is refused too.
    expect((await checkout(owner.token, { addressId: stranger.address.id })).message).toBe(
      'This delivery address was not found, please choose another one',
    );
    expect((await rowsOf(owner.user.id)).map((r) => r.quantity)).toEqual([2]);
    expect(await stockOf(t, p.id)).toBe(10);
  });

  it('checkout: ONE order of two products, one address, the member discount on the whole; the lines leave the cart; paying works', async () => {
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
    const fan = await makeProduct(t, 10, { titleZh: '潮绣折扇', titleEn: 'Embroidered fan', priceCents: 1800 });
    const cd = await makeProduct(t, 5, { titleZh: '潮剧唱腔 CD', titleEn: 'Arias CD', priceCents: 2590 });
    const kept = await makeProduct(t, 5, { priceCents: 999 });
    await add(b.token, { productId: fan.id, quantity: 2 });
    t.clock.advance(1000);
    await add(b.token, { productId: cd.id, quantity: 3 });
    t.clock.advance(1000);
    const before = (await add(b.token, { productId: kept.id, quantity: 1 })).result as CartDto;
    // 5% of 3600 + 7770 = 11370 is 568.5, rounded to 569; the cart previews what the checkout charges.
    expect(before).toMatchObject({ subtotalAmount: 12369, memberDiscountPercent: 5 });
    const lineIds = before.lines.filter((l) => l.productId !== kept.id).map((l) => l.id);
    const orderCount = await shopOrderCount(t);

    const r = await checkout(b.token, {
      addressId: b.address.id,
      lineIds,
      paymentMethod: 'paynow',
      remarks: 'Gift wrap',
      totalAmount: 1,
      discountAmount: 9999,
    });
    expect(r.code).toBe(1002);
    const o = r.result as ShopOrderDto;
    expect(o).toMatchObject({
      kind: 'shop',
      payStatus: 0,
      subtotalAmount: 11370,
      discountAmount: 569,
      totalAmount: 10801,
      paymentMethod: 'paynow',
      remarks: 'Gift wrap',
      lines: [
        { title: 'Embroidered fan', unitPrice: 1800, quantity: 2, amount: 3600 },
        { title: 'Arias CD', unitPrice: 2590, quantity: 3, amount: 7770 },
      ],
      delivery: { recipientName: '陈五娘', postalCode: '058000' },
    });
    expect(await shopOrderCount(t)).toBe(orderCount + 1);
    expect(
      await t.deps.database.db.select().from(shopOrderDetails).where(eq(shopOrderDetails.orderId, o.id)),
    ).toHaveLength(1);
    expect([await stockOf(t, fan.id), await stockOf(t, cd.id), await stockOf(t, kept.id)]).toEqual([8, 2, 5]);
    // Only the line not ordered stays in the cart.
    expect((await cartOf(b.token)).lines.map((l) => l.productId)).toEqual([kept.id]);
    expect(((await getOrder(t, b.token, o.orderNo)).result as ShopOrderDto).lines).toHaveLength(2);
    expect((await call(t, 'GET', `/Payment/paymentKey/get/${o.id}`, { token: b.token })).result).toMatchObject({
      amount: 10801,
      items: [{ quantity: 2 }, { quantity: 3 }],
    });
    expect(((await pay(t, b.token, o.orderNo)).result as ShopOrderDto).payStatus).toBe(1);

    // Without lineIds the whole cart is ordered.
    const rest = (await checkout(b.token, { addressId: b.address.id })).result as ShopOrderDto;
    expect(rest.lines.map((l) => l.quantity)).toEqual([1]);
    expect((await cartOf(b.token)).lines).toEqual([]);
  });

  it('a line out of stock refuses the whole checkout, naming the product in both languages, and changes nothing', async () => {
    const b = await buyer(t);
    const ok = await makeProduct(t, 10, { titleEn: 'Opera mask', titleZh: '潮剧脸谱' });
    const scarce = await makeProduct(t, 2, { titleEn: 'Silk scarf', titleZh: '丝巾' });
    await add(b.token, { productId: ok.id, quantity: 1 });
    await add(b.token, { productId: scarce.id, quantity: 2 });
    // Someone else buys one of the two scarves meanwhile.
    const rival = await buyer(t);
    await call(t, 'POST', '/shop/order/buy', {
      token: rival.token,
      body: { productId: scarce.id, quantity: 1, addressId: rival.address.id },
    });
    const cart = await cartOf(b.token);
    expect(cart.lines.find((l) => l.productId === scarce.id)).toMatchObject({ state: 'lowStock', stock: 1 });
    // Only what can be checked out is counted.
    expect(cart.subtotalAmount).toBe(2500);

    const orders = await shopOrderCount(t);
    const lines = (await t.deps.database.db.select().from(orderLines)).length;
    const r = await checkout(b.token, { addressId: b.address.id });
    expect([r.code, r.message]).toEqual([
      1003,
      'Only 1 of “Silk scarf” left in stock. Change the quantity to check out',
    ]);
    expect((await checkout(b.token, { addressId: b.address.id }, 'zh-Hans')).message).toBe(
      '“丝巾”库存不足，仅剩 1 件，请修改数量后再结算',
    );
    expect([await shopOrderCount(t), (await t.deps.database.db.select().from(orderLines)).length]).toEqual([
      orders,
      lines,
    ]);
    expect([await stockOf(t, ok.id), await stockOf(t, scarce.id)]).toEqual([10, 1]);
    expect(await rowsOf(b.user.id)).toHaveLength(2);

    await call(t, 'POST', '/shop/order/buy', {
      token: rival.token,
      body: { productId: scarce.id, quantity: 1, addressId: rival.address.id },
    });
    expect((await cartOf(b.token)).lines.find((l) => l.productId === scarce.id)!.state).toBe('soldOut');
    expect((await checkout(b.token, { addressId: b.address.id })).message).toBe(
      '“Silk scarf” is sold out. Remove it from your cart to check out',
    );
    await withdrawProduct(t.deps.database.db, ok.id, t.clock.now());
    const gone = (await cartOf(b.token)).lines.find((l) => l.productId === ok.id)!;
    expect(gone).toMatchObject({ state: 'unavailable', stock: 0 });
    expect((await checkout(b.token, { addressId: b.address.id, lineIds: [gone.id] }, 'zh-Hans')).message).toBe(
      '“潮剧脸谱”已下架，请从购物车中移除后再结算',
    );
    // A smaller quantity is always allowed, a larger one not once sold out.
    const scarf = (await cartOf(b.token)).lines.find((l) => l.productId === scarce.id)!;
    expect((await update(b.token, { lineId: scarf.id, quantity: 1 })).code).toBe(1002);
    expect((await update(b.token, { lineId: scarf.id, quantity: 2 })).message).toBe('Sorry, this product is sold out');
    expect(await shopOrderCount(t)).toBe(orders + 1);
  });

  it('concurrency: two members checking out the last unit at once get exactly one order; a cart checked out twice at once orders once', async () => {
    const p = await makeProduct(t, 1, { titleEn: 'Last one' });
    const [a, b] = await Promise.all([buyer(t), buyer(t)]);
    await add(a.token, { productId: p.id });
    await add(b.token, { productId: p.id });
    const before = await shopOrderCount(t);
    const results = await Promise.all([a, b].map((m) => checkout(m.token, { addressId: m.address.id })));
    expect(results.filter((r) => r.code === 1002)).toHaveLength(1);
    expect(results.filter((r) => r.code === 1003).map((r) => r.message)).toEqual([
      '“Last one” is sold out. Remove it from your cart to check out',
    ]);
    expect(await shopOrderCount(t)).toBe(before + 1);
    expect(await stockOf(t, p.id)).toBe(0);
    const winner = results[0]!.code === 1002 ? a : b;
    const loser = winner === a ? b : a;
    expect(await rowsOf(winner.user.id)).toHaveLength(0);
    expect(await rowsOf(loser.user.id)).toHaveLength(1);

    // One member, two devices, the same cart checked out at once: one order, the stock taken once.
    const many = await makeProduct(t, 10);
    const m = await buyer(t);
    await add(m.token, { productId: many.id, quantity: 2 });
    const second = (await t.signIn(m.user)).accessToken;
    const twice = await Promise.all([m.token, second].map((token) => checkout(token, { addressId: m.address.id })));
    expect(twice.filter((r) => r.code === 1002)).toHaveLength(1);
    expect(twice.filter((r) => r.code === 1003).map((r) => r.message)[0]).toMatch(
      /^(Your cart was changed elsewhere. Please check it and try again|Your cart is empty. Add a product first)$/,
    );
    expect(await stockOf(t, many.id)).toBe(8);
  });

  it('a paid order of several lines: one line can be returned alone, the other stays', async () => {
    const staff = (await member(t, { role: 'boxOffice' })).token;
    const b = await buyer(t);
    const fan = await makeProduct(t, 10, { titleEn: 'Fan', priceCents: 1800 });
    const cd = await makeProduct(t, 10, { titleEn: 'CD', priceCents: 2000 });
    await add(b.token, { productId: fan.id, quantity: 2 });
    await add(b.token, { productId: cd.id, quantity: 1 });
    const o = (await checkout(b.token, { addressId: b.address.id })).result as OrderWithLines;
    await pay(t, b.token, o.orderNo);
    const cdLine = o.lines.find((l) => l.title === 'CD')!;
    const applied = (
      await call(t, 'POST', '/shop/orderReturn/apply', {
        token: b.token,
        body: { orderNo: o.orderNo, reason: 'Scratched', items: [{ lineId: cdLine.id, quantity: 1 }] },
      })
    ).result as {
      id: number;
      amount: number;
    };
    expect(applied.amount).toBe(2000);
    expect(
      (await call(t, 'POST', `/admin/orderReturn/approve/${applied.id}`, { token: staff, body: { restock: true } }))
        .code,
    ).toBe(1002);
    const after = (await getOrder(t, b.token, o.orderNo)).result as OrderWithLines;
    expect(after.refundedAmount).toBe(2000);
    expect(after.lines.map((l) => [l.title, l.refundedQuantity, l.refundableQuantity])).toEqual([
      ['Fan', 0, 2],
      ['CD', 1, 0],
    ]);
    expect(await stockOf(t, cd.id)).toBe(10);
    expect(await stockOf(t, fan.id)).toBe(8);
  });
});
