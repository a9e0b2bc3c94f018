import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSorts, type ProductSort } from '@nanhua/contract';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema/index.js';
import { withdrawProduct } from './repository.js';
import { call, closeQuietly, makeCategory, makeProduct, member } from './test-kit.js';

type Product = {
  id: number;
  cateId: number;
  cateName: string;
  title: string;
  price: number;
  sales: number;
  stock: number;
  publishedAt: string;
};
type Paged = { records: Product[]; total: number };
const day = 86_400_000;

describe.skipIf(pgUnavailable())('shop products and categories', () => {
  let t: TestApp;
  const list = (body: object, query = 'page=1&pageSize=50', lang: 'en' | 'zh-Hans' = 'en', token?: string) =>
    call(t, 'POST', `/shop/product/get?${query}`, { body, lang, token });
  const ids = async (body: object, lang: 'en' | 'zh-Hans' = 'en') =>
    ((await list(body, 'page=1&pageSize=50', lang)).result as Paged).records.map((p) => p.id);

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => closeQuietly(t));

  it('auth: products, details, recommendations and categories answer visitors and members alike', async () => {
    const p = await makeProduct(t, 5);
    const { token } = await member(t);
    for (const tk of [undefined, token]) {
      expect((await list({}, 'page=1&pageSize=5', 'en', tk)).code).toBe(1002);
      expect((await call(t, 'GET', `/shop/product/get/${p.id}`, { token: tk })).code).toBe(1002);
      expect((await call(t, 'GET', '/shop/product/rndList', { token: tk })).code).toBe(1002);
      expect((await call(t, 'GET', '/shop/category/get', { token: tk })).code).toBe(1002);
    }
  });

  it('categories in their order, in the request language', async () => {
    const fresh = await buildTestApp();
    try {
      const { insertCategory } = await import('./repository.js');
      await insertCategory(fresh.deps.database.db, { nameZh: '音像制品', nameEn: 'Recordings', sort: 2 });
      await insertCategory(fresh.deps.database.db, { nameZh: '剧本书籍', nameEn: 'Scripts & books', sort: 1 });
      expect(
        ((await call(fresh, 'GET', '/shop/category/get', { lang: 'zh-Hans' })).result as { name: string }[]).map(
          (c) => c.name,
        ),
      ).toEqual(['剧本书籍', '音像制品']);
      expect(
        ((await call(fresh, 'GET', '/shop/category/get')).result as { name: string; sort: number }[]).map((c) => [
          c.name,
          c.sort,
        ]),
      ).toEqual([
        ['Scripts & books', 1],
        ['Recordings', 2],
      ]);
    } finally {
      await closeQuietly(fresh);
    }
  });

  it('filters by category and by keyword in both languages; wildcards, quotes, emoji and long input are safe', async () => {
    const cate = await makeCategory(t);
    const fan = await makeProduct(t, 5, { cateId: cate.id, titleZh: '戏曲纹样折扇', titleEn: 'Folding fan 100% silk' });
    const cd = await makeProduct(t, 5, {
      cateId: cate.id,
      titleZh: '潮剧唱腔选段',
      titleEn: "Arias of the clown's_role",
    });
    const other = await makeProduct(t, 5, { titleZh: '帆布托特包', titleEn: 'Canvas tote' });
    expect(await ids({ cateId: cate.id })).toEqual([cd.id, fan.id]);
    const r = (await list({ cateId: cate.id })).result as Paged;
    expect(r.total).toBe(2);
    expect(r.records[0]!.cateName).toBe(cate.nameEn);
    expect(await ids({ keyword: '折扇' })).toEqual([fan.id]);
    expect(await ids({ keyword: 'canvas' }, 'zh-Hans')).toEqual([other.id]);
    expect(await ids({ keyword: '100%' })).toEqual([fan.id]);
    expect(await ids({ keyword: '%' })).toEqual([fan.id]);
    expect(await ids({ keyword: 's_r' })).toEqual([cd.id]);
    expect(await ids({ keyword: '_' })).toEqual([cd.id]);
    expect(await ids({ keyword: "clown's" })).toEqual([cd.id]);
    expect(await ids({ keyword: '\\' })).toEqual([]);
    expect(await ids({ keyword: '🎭' })).toEqual([]);
    expect(await ids({ keyword: '折扇', cateId: other.cateId })).toEqual([]);
    expect(await ids({ keyword: 'x'.repeat(100) })).toEqual([]);
    const long = await list({ keyword: 'x'.repeat(250) });
    expect([long.status, long.code, long.message]).toEqual([200, 1003, 'Keyword is too long']);
    expect((await list({ keyword: 'x'.repeat(250) }, undefined, 'zh-Hans')).message).toBe('关键词过长');
    expect((await list({ sort: 'cheapest' })).message).toBe('This sort order is not supported');
    expect((await list({ sort: 'cheapest' }, undefined, 'zh-Hans')).message).toBe('不支持该排序方式');
    expect((await list({ cateId: 99999 })).result).toMatchObject({ records: [], total: 0 });
  });

  it('withdrawn, unpublished and not yet published products are never listed nor shown', async () => {
    const cate = await makeCategory(t);
    const shown = await makeProduct(t, 5, { cateId: cate.id });
    const gone = await makeProduct(t, 5, { cateId: cate.id });
    await withdrawProduct(t.deps.database.db, gone.id, t.clock.now());
    const hidden = await makeProduct(t, 5, { cateId: cate.id, published: false });
    const later = await makeProduct(t, 5, { cateId: cate.id, publishedAt: new Date(t.clock.now().getTime() + day) });
    expect(await ids({ cateId: cate.id })).toEqual([shown.id]);
    for (const p of [gone, hidden, later]) {
      expect(await call(t, 'GET', `/shop/product/get/${p.id}`)).toMatchObject({
        status: 200,
        code: 1003,
        message: 'This product does not exist or is no longer available',
      });
    }
    expect((await call(t, 'GET', `/shop/product/get/${gone.id}`, { lang: 'zh-Hans' })).message).toBe(
      '该商品不存在或已下架',
    );
    expect((await call(t, 'GET', '/shop/product/get/999999')).message).toBe(
      'This product does not exist or is no longer available',
    );
    expect((await call(t, 'GET', '/shop/product/get/abc')).code).toBe(1003);
    const picks = (await call(t, 'GET', `/shop/product/rndList?cateId=${cate.id}&size=10`)).result as Product[];
    expect(picks.map((p) => p.id)).toEqual([shown.id]);
  });

  it('every sort, both directions, pages without repeats; name sorts follow the request language', async () => {
    const cate = await makeCategory(t);
    const now = t.clock.now().getTime();
    // Equal prices and sales make the id tie-breaker matter.
    const specs = [
      { titleEn: 'Bravo', titleZh: 'c-丙', priceCents: 1500, sales: 7, days: 5 },
      { titleEn: 'Alpha', titleZh: 'd-丁', priceCents: 800, sales: 7, days: 4 },
      { titleEn: 'Delta', titleZh: 'a-甲', priceCents: 1500, sales: 2, days: 3 },
      { titleEn: 'Charlie', titleZh: 'b-乙', priceCents: 4200, sales: 30, days: 2 },
      { titleEn: 'Echo', titleZh: 'e-戊', priceCents: 1500, sales: 2, days: 1 },
    ];
    const made: (Awaited<ReturnType<typeof makeProduct>> & { days: number })[] = [];
    for (const s of specs)
      made.push({
        ...(await makeProduct(t, 3, { cateId: cate.id, ...s, publishedAt: new Date(now - s.days * day) })),
        days: s.days,
      });
    const by = (f: (a: (typeof made)[number], b: (typeof made)[number]) => number) =>
      [...made].sort(f).map((p) => p.id);
    const expected: Record<ProductSort, { en: number[]; zh?: number[] }> = {
      newest: { en: by((a, b) => a.days - b.days || b.id - a.id) },
      oldest: { en: by((a, b) => b.days - a.days || a.id - b.id) },
      priceAsc: { en: by((a, b) => a.priceCents - b.priceCents || a.id - b.id) },
      priceDesc: { en: by((a, b) => b.priceCents - a.priceCents || b.id - a.id) },
      nameAsc: {
        en: by((a, b) => a.titleEn.localeCompare(b.titleEn)),
        zh: by((a, b) => a.titleZh.localeCompare(b.titleZh)),
      },
      nameDesc: {
        en: by((a, b) => b.titleEn.localeCompare(a.titleEn)),
        zh: by((a, b) => b.titleZh.localeCompare(a.titleZh)),
      },
      salesDesc: { en: by((a, b) => b.sales - a.sales || b.id - a.id) },
      salesAsc: { en: by((a, b) => a.sales - b.sales || a.id - b.id) },
    };
    for (const sort of productSorts) {
      for (const lang of ['en', 'zh-Hans'] as const) {
        const want = (lang === 'zh-Hans' ? expected[sort].zh : undefined) ?? expected[sort].en;
        const pages: number[] = [];
        for (let page = 1; page <= 3; page++) {
          const r = (await list({ cateId: cate.id, sort }, `page=${page}&pageSize=2`, lang)).result as Paged;
          expect(r.total).toBe(5);
          pages.push(...r.records.map((p) => p.id));
        }
        expect(pages, `${sort} ${lang}`).toEqual(want);
      }
    }
    expect(await ids({ cateId: cate.id })).toEqual(expected.newest.en);
    expect(((await list({ cateId: cate.id }, 'page=4&pageSize=2')).result as Paged).records).toEqual([]);
    expect(((await list({ cateId: cate.id }, 'page=4&pageSize=2')).result as Paged).total).toBe(5);
  });

  it('Chinese names sort by pinyin, not by character code; a product written without its key gets it before a name sort', async () => {
    const cate = await makeCategory(t);
    const titles = ['中国结', '潮剧脸谱', '北京风筝', '张生戏扇', '阿公茶具', '贝雕摆件'];
    const made = [];
    for (const titleZh of titles)
      made.push(await makeProduct(t, 3, { cateId: cate.id, titleZh, titleEn: `Item ${titleZh}` }));
    // A writer that left the key out (as rows did before it existed).
    await t.deps.database.db.update(products).set({ titleZhSort: '' }).where(eq(products.id, made[0]!.id));
    const names = async (sort: ProductSort) =>
      ((await list({ cateId: cate.id, sort }, 'page=1&pageSize=50', 'zh-Hans')).result as Paged).records.map(
        (p) => p.title,
      );
    const pinyin = ['阿公茶具', '北京风筝', '贝雕摆件', '潮剧脸谱', '张生戏扇', '中国结'];
    expect(await names('nameAsc')).toEqual(pinyin);
    expect(await names('nameDesc')).toEqual([...pinyin].reverse());
    expect([...titles].sort(new Intl.Collator('zh-Hans-u-co-pinyin').compare)).toEqual(pinyin);
  });

  it('detail: both languages, images, the category, and a visitor’s member discount of 0', async () => {
    const p = await makeProduct(t, 7, {
      titleZh: '迷你铜锣',
      titleEn: 'Mini gong',
      descriptionZh: '黄铜',
      descriptionEn: 'Brass',
      originalPriceCents: 3000,
    });
    const en = (await call(t, 'GET', `/shop/product/get/${p.id}`)).result;
    expect(en).toMatchObject({
      id: p.id,
      title: 'Mini gong',
      description: 'Brass',
      price: 2500,
      originalPrice: 3000,
      currency: 'SGD',
      stock: 7,
      sales: 0,
      images: ['/files/seed/shop-1.webp', '/files/seed/shop-gallery-0.webp'],
      memberDiscountPercent: 0,
    });
    expect((await call(t, 'GET', `/shop/product/get/${p.id}`, { lang: 'zh-Hans' })).result).toMatchObject({
      title: '迷你铜锣',
      description: '黄铜',
    });
    const { token } = await member(t);
    expect((await call(t, 'GET', `/shop/product/get/${p.id}`, { token })).result).toMatchObject({
      memberDiscountPercent: 0,
    });
  });

  it('rndList: six by default, in stock only, by category, bounded size', async () => {
    const cate = await makeCategory(t);
    for (let i = 0; i < 8; i++) await makeProduct(t, i === 0 ? 0 : 4, { cateId: cate.id, titleEn: `Pick ${i}` });
    const all = (await call(t, 'GET', '/shop/product/rndList')).result as Product[];
    expect(all).toHaveLength(6);
    expect(all.every((p) => p.stock > 0)).toBe(true);
    const mine = (await call(t, 'GET', `/shop/product/rndList?cateId=${cate.id}&size=20`)).result as Product[];
    expect(mine).toHaveLength(7);
    expect(new Set(mine.map((p) => p.id)).size).toBe(7);
    expect(mine.every((p) => p.cateId === cate.id && p.stock > 0)).toBe(true);
    expect((await call(t, 'GET', '/shop/product/rndList?size=0')).code).toBe(1003);
    expect((await call(t, 'GET', '/shop/product/rndList?size=51')).code).toBe(1003);
  });
});
