import type { StaffProduct, StaffShopCategory } from '@nanhua/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dbKind, pgUnavailable, type TestApp } from '../../../../test/helper.js';
import { products, shopCategories } from '../../../db/schema/index.js';
import { pinyinSortKey } from '../../../lib/pinyin.js';
import { buy, buyer, call, closeQuietly, member, pay, productRow, type ShopOrderDto } from '../test-kit.js';

describe.skipIf(pgUnavailable())(`staff shop categories and products (${dbKind})`, () => {
  let t: TestApp;
  let editor: string;

  beforeAll(async () => {
    t = await buildTestApp();
    editor = (await t.signIn(await t.createUser({ nickName: 'Editor', role: 'editor' }))).accessToken;
  });
  afterAll(() => closeQuietly(t));

  const staff = (method: 'GET' | 'POST', path: string, body?: object, lang: 'en' | 'zh-Hans' = 'en') =>
    call(t, method, `/admin${path}`, { token: editor, body, lang });
  const newCategory = async (nameZh = '扇子道具') =>
    (await staff('POST', '/shopCategory/create', { nameZh, nameEn: 'Fans' })).result as StaffShopCategory;
  const productBody = (categoryId: number, over: object = {}) => ({
    categoryId,
    titleZh: '潮剧折扇',
    titleEn: 'Opera fan',
    descriptionZh: '手绘折扇',
    descriptionEn: 'A hand-painted fan',
    images: ['/files/uploads/fan.webp', '/files/uploads/fan-2.webp'],
    priceCents: 2500,
    originalPriceCents: 3000,
    stock: 5,
    ...over,
  });
  const newProduct = async (categoryId: number, over: object = {}) => {
    const r = await staff('POST', '/product/create', productBody(categoryId, over));
    expect(r.code, r.message).toBe(1002);
    return r.result as StaffProduct;
  };
  const counts = async () => {
    const db = t.deps.database.db;
    return [
      (await db.select({ n: count() }).from(shopCategories))[0]!.n,
      (await db.select({ n: count() }).from(products))[0]!.n,
    ];
  };

  it('auth: the staff calls need a staff token', async () => {
    expect((await call(t, 'GET', '/admin/product/list')).status).toBe(401);
    const m = await member(t);
    expect((await call(t, 'POST', '/admin/shopCategory/create', { token: m.token, body: {} })).status).toBe(403);
  });

  it('categories: create, get, list, update, delete (an empty one only), audited', async () => {
    const c = await newCategory('剧本书籍');
    expect(c).toMatchObject({ nameZh: '剧本书籍', nameEn: 'Fans', sort: 0, productCount: 0 });
    expect((await staff('GET', `/shopCategory/get/${c.id}`)).result).toEqual(c);
    expect(
      ((await staff('GET', '/shopCategory/list?q=剧本')).result as { items: StaffShopCategory[] }).items.map(
        (i) => i.id,
      ),
    ).toEqual([c.id]);
    expect((await staff('POST', `/shopCategory/update/${c.id}`, { nameEn: 'Scripts', sort: 3 })).result).toMatchObject({
      nameZh: '剧本书籍',
      nameEn: 'Scripts',
      sort: 3,
    });
    await newProduct(c.id);
    expect((await staff('POST', `/shopCategory/delete/${c.id}`)).message).toBe(
      'This category still has 1 products and cannot be deleted',
    );
    const empty = await newCategory('空');
    expect((await staff('POST', `/shopCategory/delete/${empty.id}`)).result).toBeNull();
    expect((await staff('GET', `/shopCategory/get/${empty.id}`)).message).toBe('That shop category does not exist');
    const trail = (await t.services.audit.page({ entity: 'shopCategory', entityId: String(c.id) }, 10)).rows;
    expect(trail.map((r) => [r.action, (r.after as { nameEn?: string } | null)?.nameEn])).toEqual([
      ['update', 'Scripts'],
      ['create', 'Fans'],
    ]);
  });

  it('products: create with photos, get, list, update (pinyin key follows the Chinese title), delete, audited', async () => {
    const c = await newCategory();
    const p = await newProduct(c.id);
    expect(p).toMatchObject({
      categoryId: c.id,
      categoryZh: '扇子道具',
      titleZh: '潮剧折扇',
      cover: '/files/uploads/fan.webp',
      images: ['/files/uploads/fan.webp', '/files/uploads/fan-2.webp'],
      priceCents: 2500,
      originalPriceCents: 3000,
      stock: 5,
      available: 5,
      held: 0,
      sales: 0,
      published: true,
      hasOrders: false,
    });
    expect((await productRow(t, p.id)).titleZhSort).toBe(pinyinSortKey('潮剧折扇'));
    expect((await call(t, 'GET', `/shop/product/get/${p.id}`)).result).toMatchObject({ id: p.id });
    const list = (await staff('GET', `/product/list?categoryId=${c.id}&q=fan`)).result as {
      items: StaffProduct[];
      total: number;
    };
    expect([list.total, list.items[0]!.id]).toEqual([1, p.id]);
    expect(
      ((await staff('GET', `/product/list?categoryId=${c.id}&published=false`)).result as { total: number }).total,
    ).toBe(0);

    const u = (
      await staff('POST', `/product/update/${p.id}`, {
        titleZh: '安塔丽扇',
        images: ['https://cdn.example.org/a.webp'],
        published: false,
      })
    ).result as StaffProduct;
    expect(u).toMatchObject({
      titleZh: '安塔丽扇',
      titleEn: 'Opera fan',
      cover: 'https://cdn.example.org/a.webp',
      images: ['https://cdn.example.org/a.webp'],
      published: false,
      stock: 5,
    });
    expect((await productRow(t, p.id)).titleZhSort).toBe(pinyinSortKey('安塔丽扇'));
    expect((await call(t, 'GET', `/shop/product/get/${p.id}`)).code).toBe(1003);

    expect((await staff('POST', `/product/delete/${p.id}`)).result).toBeNull();
    expect((await staff('GET', `/product/get/${p.id}`)).message).toBe('That product does not exist');
    expect(
      (await t.services.audit.page({ entity: 'product', entityId: String(p.id) }, 10)).rows.map((r) => r.action),
    ).toEqual(['delete', 'update', 'create']);
  });

  it('bad input to every call: a localized refusal, nothing stored', async () => {
    const c = await newCategory();
    const p = await newProduct(c.id);
    const before = await counts();
    const cases: [object, string][] = [
      [productBody(c.id, { images: [] }), 'Please add at least one picture of the product'],
      [
        productBody(c.id, { images: ['javascript:alert(1)'] }),
        'A picture must be a file uploaded here (/files/…) or an https link',
      ],
      [
        productBody(c.id, { images: ['/files/../etc/passwd'] }),
        'A picture must be a file uploaded here (/files/…) or an https link',
      ],
      [productBody(c.id, { originalPriceCents: 100 }), 'The original price cannot be lower than the price'],
      [productBody(c.id, { stock: -1 }), 'Stock must be a whole number, 0 or more'],
      [productBody(c.id, { titleZh: '' }), 'Please fill in the Chinese text'],
      [productBody(999_999), 'That shop category does not exist'],
    ];
    for (const [body, message] of cases)
      expect((await staff('POST', '/product/create', body)).message, JSON.stringify(body)).toBe(message);
    expect((await staff('POST', '/product/create', productBody(c.id, { images: [] }), 'zh-Hans')).message).toBe(
      '请至少上传一张商品图片',
    );
    expect((await staff('POST', `/product/update/${p.id}`, { priceCents: 5000 })).message).toBe(
      'The original price cannot be lower than the price',
    );
    expect((await staff('POST', `/product/update/${p.id}`, { categoryId: 999_999 })).message).toBe(
      'That shop category does not exist',
    );
    expect((await staff('POST', `/product/update/${p.id}`, { sales: 9 })).message).toBe('Unknown field “sales”');
    expect((await staff('POST', '/product/update/999999', { stock: 1 })).message).toBe('That product does not exist');
    expect((await staff('POST', '/shopCategory/create', { nameEn: 'No Chinese' })).message).toBe(
      'Please fill in the Chinese text',
    );
    expect((await staff('POST', '/shopCategory/create', { nameZh: '长'.repeat(41) }, 'zh-Hans')).message).toBe(
      'nameZh 内容过长',
    );
    expect((await staff('GET', '/product/list?published=maybe')).code).toBe(1003);
    expect((await staff('GET', '/shopCategory/list?size=101')).code).toBe(1003);
    expect(await counts()).toEqual(before);
    expect((await staff('GET', `/product/get/${p.id}`)).result).toMatchObject({ priceCents: 2500, categoryId: c.id });
  });

  it('stock is set with the pieces held by unpaid orders counted, never below them; a price raise reaches new orders only', async () => {
    const c = await newCategory();
    const p = await newProduct(c.id, { stock: 5 });
    const b = await buyer(t);
    const o = (await buy(t, b.token, { productId: p.id, quantity: 2, addressId: b.address.id, paymentMethod: 'card' }))
      .result as ShopOrderDto;
    expect(o.totalAmount).toBe(5000);
    expect((await staff('GET', `/product/get/${p.id}`)).result).toMatchObject({
      stock: 5,
      available: 3,
      held: 2,
      hasOrders: true,
    });

    expect((await staff('POST', `/product/update/${p.id}`, { stock: 1 })).message).toBe(
      '2 pieces are held by orders awaiting payment; the stock cannot be fewer than 2',
    );
    expect((await staff('POST', `/product/update/${p.id}`, { stock: 1 }, 'zh-Hans')).message).toBe(
      '有 2 件正被待支付订单保留，库存不能少于 2',
    );
    expect((await productRow(t, p.id)).stock).toBe(3);
    expect(
      (await staff('POST', `/product/update/${p.id}`, { stock: 8, priceCents: 3000, originalPriceCents: 3500 })).result,
    ).toMatchObject({ stock: 8, available: 6, held: 2, priceCents: 3000 });

    const paid = (await pay(t, b.token, o.orderNo)).result as ShopOrderDto;
    expect(paid).toMatchObject({ payStatus: 1, totalAmount: 5000, lines: [{ unitPrice: 2500, quantity: 2 }] });
    expect((await staff('GET', `/product/get/${p.id}`)).result).toMatchObject({
      stock: 6,
      available: 6,
      held: 0,
      sales: 2,
    });
    const b2 = await buyer(t);
    expect(
      (
        (await buy(t, b2.token, { productId: p.id, quantity: 1, addressId: b2.address.id, paymentMethod: 'card' }))
          .result as ShopOrderDto
      ).totalAmount,
    ).toBe(3000);

    expect((await staff('POST', `/product/delete/${p.id}`)).message).toBe(
      'This product has orders and cannot be deleted; unpublish it instead',
    );
    expect((await staff('POST', `/product/update/${p.id}`, { published: false })).result).toMatchObject({
      published: false,
    });
  });

  it('a stock cut racing with buyers never oversells: exact counts', async () => {
    const c = await newCategory();
    const p = await newProduct(c.id, { stock: 10 });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => buyer(t)));
    const [cut, ...bought] = await Promise.all([
      staff('POST', `/product/update/${p.id}`, { stock: 4 }),
      ...buyers.map((b) =>
        buy(t, b.token, { productId: p.id, quantity: 1, addressId: b.address.id, paymentMethod: 'card' }),
      ),
    ]);
    const ok = bought.filter((r) => r.code === 1002).length;
    const after = (await staff('GET', `/product/get/${p.id}`)).result as StaffProduct;
    expect(after.held).toBe(ok);
    if (cut!.code === 1002) {
      expect([ok, after.stock, after.available]).toEqual([4, 4, 0]);
    } else {
      expect(cut!.message).toMatch(/^(5|6) pieces are held/);
      expect([ok, after.stock, after.available]).toEqual([6, 10, 4]);
    }
    expect(after.available).toBeGreaterThanOrEqual(0);
  });
});
