import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { productFavourites, products, saleFavourites, ticketSales } from '../../db/schema/index.js';
import { changesContent } from '../../db/write-watch.js';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { makeProduct } from '../shop/test-kit.js';
import { call, closeQuietly, makeSale, member } from '../ticket/test-kit.js';
import { deleteMemberData } from '../usercenter/erase-repository.js';

type Page<T> = { records: T[]; total: number; page: number; pageSize: number };
type SaleRow = { saleId: number; title: string; buyStatus: number; favouritedAt: string };
type ProductRow = { productId: number; title: string; price: number; favouritedAt: string };

describe.skipIf(pgUnavailable())('favourite performances and products, apart from likes (issue 34 item 6)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => closeQuietly(t));

  const add = (token: string, kind: unknown, targetId: unknown, lang: 'en' | 'zh-Hans' = 'en') =>
    call(t, 'POST', '/usercenter/favourite/add', { token, body: { kind, targetId }, lang });
  const remove = (token: string, kind: string, targetId: number) =>
    call(t, 'POST', '/usercenter/favourite/remove', { token, body: { kind, targetId } });
  const state = (token: string, kind: string, targetId: number) =>
    call(t, 'GET', `/usercenter/favourite/state?kind=${kind}&targetId=${targetId}`, { token });
  const sales = async (token: string, q = '', lang: 'en' | 'zh-Hans' = 'en') =>
    (await call(t, 'GET', `/usercenter/favourite/sales${q}`, { token, lang })).result as Page<SaleRow>;
  const goods = async (token: string, q = '') =>
    (await call(t, 'GET', `/usercenter/favourite/products${q}`, { token })).result as Page<ProductRow>;

  it('every call needs a signed-in member', async () => {
    for (const path of [
      '/usercenter/favourite/sales',
      '/usercenter/favourite/products',
      '/usercenter/favourite/state?kind=sale&targetId=1',
    ]) {
      expect((await call(t, 'GET', path)).status, path).toBe(401);
    }
    for (const path of ['/usercenter/favourite/add', '/usercenter/favourite/remove']) {
      expect((await call(t, 'POST', path, { body: { kind: 'sale', targetId: 1 }, token: 'junk' })).status, path).toBe(
        401,
      );
    }
  });

  it('a member favourites a performance and a product, sees them newest first in their own lists, and removes them; likes are not touched', async () => {
    const { token } = await member(t);
    const a = await makeSale(t, 10, { titleZh: '甲场', titleEn: 'Show A' });
    const b = await makeSale(t, 10, {
      titleZh: '乙场',
      titleEn: 'Show B',
      saleStartAt: new Date(t.clock.now().getTime() + 3_600_000),
    });
    const p = await makeProduct(t, 5, { titleZh: '戏服', titleEn: 'Costume' });
    expect(await sales(token)).toEqual({ records: [], total: 0, page: 1, pageSize: 10 });
    expect((await state(token, 'sale', a.id)).result).toEqual({ kind: 'sale', targetId: a.id, favourite: false });
    expect((await add(token, 'sale', a.id)).result).toEqual({ kind: 'sale', targetId: a.id, favourite: true });
    t.clock.advance(1000);
    expect((await add(token, 'sale', String(b.id))).result).toEqual({ kind: 'sale', targetId: b.id, favourite: true });
    // Again: no second row, the first time stays.
    expect((await add(token, 'sale', a.id)).code).toBe(1002);
    expect((await add(token, 'product', p.id)).result).toEqual({ kind: 'product', targetId: p.id, favourite: true });
    const list = await sales(token);
    expect(list.total).toBe(2);
    expect(list.records.map((r) => [r.title, r.buyStatus])).toEqual([
      ['Show B', 1],
      ['Show A', 2],
    ]);
    expect((await sales(token, '', 'zh-Hans')).records.map((r) => r.title)).toEqual(['乙场', '甲场']);
    expect((await goods(token)).records).toEqual([
      expect.objectContaining({ productId: p.id, title: 'Costume', price: 2500 }),
    ]);
    expect((await state(token, 'product', p.id)).result).toMatchObject({ favourite: true });
    expect((await remove(token, 'sale', b.id)).result).toEqual({ kind: 'sale', targetId: b.id, favourite: false });
    expect((await remove(token, 'sale', b.id)).result).toMatchObject({ favourite: false });
    expect((await sales(token)).records.map((r) => r.saleId)).toEqual([a.id]);
    expect((await call(t, 'GET', '/video/zan/get', { token })).code).toBe(1002);
  });

  it('pages: page and pageSize, the total, past the end', async () => {
    const { token } = await member(t);
    for (let i = 0; i < 5; i++) {
      await add(token, 'sale', (await makeSale(t, 10, { titleEn: `Paged ${i}` })).id);
      t.clock.advance(1000);
    }
    const first = await sales(token, '?page=1&pageSize=2');
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.records.map((r) => r.title)).toEqual(['Paged 4', 'Paged 3']);
    expect((await sales(token, '?page=3&pageSize=2')).records.map((r) => r.title)).toEqual(['Paged 0']);
    expect(await sales(token, '?page=4&pageSize=2')).toMatchObject({ records: [], total: 5 });
    expect((await call(t, 'GET', '/usercenter/favourite/sales?pageSize=500', { token })).message).toBe(
      '“pageSize” must be a whole number in the allowed range',
    );
  });

  it('each member sees only their own; what the app no longer shows drops out of the list, and may still be removed', async () => {
    const one = await member(t);
    const two = await member(t);
    const sale = await makeSale(t);
    const p = await makeProduct(t);
    await add(one.token, 'sale', sale.id);
    await add(one.token, 'product', p.id);
    expect((await sales(two.token)).total).toBe(0);
    expect((await goods(two.token)).total).toBe(0);
    expect((await state(two.token, 'sale', sale.id)).result).toMatchObject({ favourite: false });
    // Another member's remove changes nothing of mine.
    await remove(two.token, 'sale', sale.id);
    expect((await sales(one.token)).total).toBe(1);
    await t.deps.database.db.update(ticketSales).set({ published: false }).where(eq(ticketSales.id, sale.id));
    await t.deps.database.db.update(products).set({ deletedAt: t.clock.now() }).where(eq(products.id, p.id));
    expect((await sales(one.token)).total).toBe(0);
    expect((await goods(one.token)).total).toBe(0);
    expect((await remove(one.token, 'product', p.id)).result).toMatchObject({ favourite: false });
    expect(
      await t.deps.database.db.select().from(productFavourites).where(eq(productFavourites.userId, one.user.id)),
    ).toHaveLength(0);
  });

  it('refuses nonsense and what cannot be shown with a clear message, and adds nothing', async () => {
    const { user, token } = await member(t);
    const hidden = await makeSale(t, 10, { published: false });
    const later = await makeProduct(t, 5, { publishedAt: new Date(t.clock.now().getTime() + 86_400_000) });
    const cases: [unknown, unknown, string][] = [
      ['video', 1, 'Only performances and products can be favourites'],
      ['sale', 'x', 'Invalid id'],
      ['sale', -3, 'Invalid id'],
      ['sale', hidden.id, 'This ticket sale does not exist or has been withdrawn'],
      ['sale', 2_000_000_000, 'This ticket sale does not exist or has been withdrawn'],
      ['product', later.id, 'This product does not exist or is no longer available'],
    ];
    for (const [kind, targetId, message] of cases) {
      const r = await add(token, kind, targetId);
      expect(r.status, `${String(kind)} ${String(targetId)}`).toBe(200);
      expect(r.code).toBe(1003);
      expect(r.message).toBe(message);
    }
    expect((await add(token, 'video', 1, 'zh-Hans')).message).toBe('只能收藏演出或商品');
    expect((await call(t, 'GET', '/usercenter/favourite/state?kind=sale', { token })).code).toBe(1003);
    expect(
      await t.deps.database.db.select().from(saleFavourites).where(eq(saleFavourites.userId, user.id)),
    ).toHaveLength(0);
  });

  it('favourites are private writes and go with an erased account', async () => {
    expect(changesContent('insert into "sale_favourites" ("user_id") values ($1)')).toBe(false);
    expect(changesContent('delete from "product_favourites" where "user_id" = $1')).toBe(false);
    const { user, token } = await member(t);
    await add(token, 'sale', (await makeSale(t)).id);
    await add(token, 'product', (await makeProduct(t)).id);
    await deleteMemberData(t.deps.database.db, user.id);
    expect(
      await t.deps.database.db.select().from(saleFavourites).where(eq(saleFavourites.userId, user.id)),
    ).toHaveLength(0);
    expect(
      await t.deps.database.db.select().from(productFavourites).where(eq(productFavourites.userId, user.id)),
    ).toHaveLength(0);
  });
});
