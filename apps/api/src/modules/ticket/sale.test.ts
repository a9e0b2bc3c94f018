import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { venues } from '../../seed/content-theatre.js';
import { call, closeQuietly, makeSale } from './test-kit.js';

type Paged<T> = { records: T[]; total: number };
type Sale = { id: number; title: string; buyStatus: number; remaining: number; price: number };

describe.skipIf(pgUnavailable())('ticket home: carousel, information, news, sales', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
  });
  afterAll(() => closeQuietly(t));

  it('auth: every read is public, a junk token is ignored', async () => {
    for (const path of ['/ticket/carousel/get', '/ticket/info/get', '/ticket/news/get', '/ticket/sale/get']) {
      expect((await call(t, 'GET', path, { token: 'junk' })).code, path).toBe(1002);
    }
  });

  it('carousel: featured sales still selling, `size` caps it', async () => {
    const all = (await call(t, 'GET', '/ticket/carousel/get', { lang: 'zh-Hans' })).result as {
      link: string;
      title: string;
    }[];
    expect(all.length).toBe(5);
    expect(all[0]!.link).toMatch(/^\/pages\/ticket\/detail\?id=\d+$/);
    expect((await call(t, 'GET', '/ticket/carousel/get?size=2')).result).toHaveLength(2);
    expect((await call(t, 'GET', '/ticket/carousel/get?size=0')).message).toBe(
      '“size” must be a whole number in the allowed range',
    );
  });

  it('ticketing information by type, in both languages', async () => {
    const all = (await call(t, 'GET', '/ticket/info/get')).result as { type: number; title: string }[];
    expect(all.map((i) => i.type)).toEqual([1, 2, 3]);
    const refund = (await call(t, 'GET', '/ticket/info/get?type=3', { lang: 'zh-Hans' })).result as { title: string }[];
    expect(refund).toEqual([expect.objectContaining({ title: '退票规则' })]);
    expect((await call(t, 'GET', '/ticket/info/get?type=3')).result).toEqual([
      expect.objectContaining({ title: 'Refund policy' }),
    ]);
  });

  it('the venue guide names the venues the performances are seeded at, and no other; no demo show is tied to a festival date', async () => {
    const guide = async (lang: 'en' | 'zh-Hans') =>
      ((await call(t, 'GET', '/ticket/info/get?type=2', { lang })).result as { content: string }[])[0]!.content;
    const [en, zh] = [await guide('en'), await guide('zh-Hans')];
    for (const v of venues) {
      expect(en).toContain(v.en);
      expect(zh).toContain(v.zh);
    }
    expect(en).not.toMatch(/Nam Hwa theatre/);
    const shows = (await call(t, 'GET', '/theatre/theatre/get?pageSize=50')).result as Paged<{
      venue: string;
      title: string;
    }>;
    expect(shows.records.every((s) => venues.some((v) => v.en === s.venue))).toBe(true);
    // Seeded dates are relative to the seeding day, so a title may not promise a calendar date.
    expect(shows.records.filter((s) => /New Year|Christmas|Mid-Autumn|Lunar/i.test(s.title))).toEqual([]);
    const news = (await call(t, 'GET', '/ticket/news/get?pageSize=50')).result as Paged<{ title: string }>;
    expect(news.records.filter((n) => /New Year/i.test(n.title))).toEqual([]);
  });

  it('news pages newest first; a detail has its content; unknown id is not found', async () => {
    const page = (await call(t, 'GET', '/ticket/news/get?page=1&pageSize=3')).result as Paged<{
      id: number;
      publishedAt: string;
    }>;
    expect(page.total).toBe(4);
    expect(page.records).toHaveLength(3);
    const dates = page.records.map((n) => n.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const one = (await call(t, 'GET', `/ticket/news/get/${page.records[0]!.id}`)).result as { content: string };
    expect(one.content).toMatch(/winter season/);
    expect(await call(t, 'GET', '/ticket/news/get/99999')).toMatchObject({
      code: 1003,
      message: 'This ticket news item does not exist or has been withdrawn',
    });
  });

  it('sale list: buyStatus filters coming soon / on sale / closed, and a sold-out sale counts as closed', async () => {
    const list = async (q: string) => (await call(t, 'GET', `/ticket/sale/get?pageSize=50${q}`)).result as Paged<Sale>;
    const all = await list('');
    const [soon, on, closed] = await Promise.all([list('&buyStatus=1'), list('&buyStatus=2'), list('&buyStatus=3')]);
    expect(soon.total + on.total + closed.total).toBe(all.total);
    expect(
      soon.records.every((s) => s.buyStatus === 1) &&
        on.records.every((s) => s.buyStatus === 2) &&
        closed.records.every((s) => s.buyStatus === 3),
    ).toBe(true);
    expect(soon.total).toBeGreaterThan(0);
    const rank = (b: number) => [2, 1, 3].indexOf(b);
    const order = all.records.map((s) => rank(s.buyStatus));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(closed.total).toBeGreaterThan(0);
    const sold = await makeSale(t, 5, { remaining: 0, titleEn: 'Sold out night' });
    expect((await list('&buyStatus=3')).records.map((s) => s.id)).toContain(sold.id);
    expect((await list('&buyStatus=2')).records.map((s) => s.id)).not.toContain(sold.id);
    expect((await call(t, 'GET', '/ticket/sale/get?buyStatus=4')).message).toBe(
      '“buyStatus” must be a whole number in the allowed range',
    );
  });

  it('keyword searches both languages; wildcards are literal', async () => {
    const zh = (await call(t, 'GET', `/ticket/sale/get?keyword=${encodeURIComponent('金花')}`)).result as Paged<Sale>;
    expect(zh.total).toBe(1);
    const en = (await call(t, 'GET', '/ticket/sale/get?keyword=jin%20hua')).result as Paged<Sale>;
    expect(en.records[0]!.title).toMatch(/Jin Hua/);
    for (const k of ['%', '_', '\\'])
      expect(
        ((await call(t, 'GET', `/ticket/sale/get?keyword=${encodeURIComponent(k)}`)).result as Paged<Sale>).total,
        k,
      ).toBe(0);
  });

  it('sale detail in the request language; unknown id is not found', async () => {
    const s = await makeSale(t, 3, {
      titleZh: '详情测试',
      titleEn: 'Detail test',
      descriptionEn: 'A night at the opera',
    });
    const en = (await call(t, 'GET', `/ticket/sale/get/${s.id}`)).result as Sale & {
      description: string;
      currency: string;
    };
    expect(en).toMatchObject({
      title: 'Detail test',
      description: 'A night at the opera',
      price: 3800,
      currency: 'SGD',
      buyStatus: 2,
      remaining: 3,
    });
    expect((await call(t, 'GET', `/ticket/sale/get/${s.id}`, { lang: 'zh-Hans' })).result).toMatchObject({
      title: '详情测试',
    });
    expect(await call(t, 'GET', '/ticket/sale/get/424242')).toMatchObject({
      code: 1003,
      message: 'This ticket sale does not exist or has been withdrawn',
    });
  });
});
