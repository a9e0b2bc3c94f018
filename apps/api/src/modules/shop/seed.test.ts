import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { call, closeQuietly } from './test-kit.js';

type Product = {
  id: number;
  title: string;
  cover: string;
  price: number;
  originalPrice: number | null;
  stock: number;
  sales: number;
};

describe.skipIf(pgUnavailable())('shop seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The demo seed's shop, made through the console's shop calls (seed/shop.ts).
    t = await buildTestApp({ seed: true });
  });
  afterAll(() => closeQuietly(t));

  it('four categories and 20+ bilingual products with drawn images, prices S$5–S$120, one sold out, one with 3 left', async () => {
    const cates = (await call(t, 'GET', '/shop/category/get', { lang: 'zh-Hans' })).result as { name: string }[];
    expect(cates.map((c) => c.name)).toEqual(['剧本书籍', '扇子道具', '音像制品', '服饰礼品']);
    const en = (await call(t, 'POST', '/shop/product/get?page=1&pageSize=50', { body: { sort: 'priceAsc' } }))
      .result as { records: Product[]; total: number };
    expect(en.total).toBeGreaterThanOrEqual(22);
    expect(en.records[0]!.price).toBe(500);
    expect(en.records.at(-1)!.price).toBe(12000);
    expect(en.records.filter((p) => p.stock === 0)).toHaveLength(1);
    expect(en.records.filter((p) => p.stock === 3)).toHaveLength(1);
    expect(en.records.some((p) => p.originalPrice !== null && p.originalPrice > p.price)).toBe(true);
    const zh = (await call(t, 'POST', '/shop/product/get?page=1&pageSize=50', { body: {}, lang: 'zh-Hans' }))
      .result as { records: Product[] };
    expect(zh.records.map((p) => p.title)).toContain('《荔镜记》注释剧本');
    const detail = (await call(t, 'GET', `/shop/product/get/${en.records[0]!.id}`)).result as {
      images: string[];
      description: string;
    };
    expect(detail.images.length).toBeGreaterThanOrEqual(3);
    expect(detail.description.length).toBeGreaterThan(20);
    for (const src of [en.records[0]!.cover, ...detail.images])
      expect(existsSync(join(t.deps.filesDir, src.replace('/files/', '')))).toBe(true);
  });
});
