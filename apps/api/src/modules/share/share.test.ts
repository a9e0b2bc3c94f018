import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dbKind, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { products, theatres, ticketSales } from '../../db/schema/index.js';

/** The meta tags a link-preview crawler reads, as it reads them (property → content). */
function ogTags(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) out[m[1]!] = m[2]!.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
  return out;
}

/** An .ics file unfolded into its property lines (RFC 5545 §3.1). */
const icsLines = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n').filter(Boolean);

describe.skipIf(pgUnavailable())(`shared links and calendar files (${dbKind})`, () => {
  let t: TestApp;
  let theatre: typeof theatres.$inferSelect;
  beforeAll(async () => {
    t = await buildTestApp({ seed: true, env: { PUBLIC_URL: 'https://opera.example.org' } });
    [theatre] = await t.deps.database.db.select().from(theatres).where(eq(theatres.published, true)).limit(1);
  });
  afterAll(() => t.close());

  const crawl = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { 'user-agent': 'facebookexternalhit/1.1', accept: '*/*', ...headers } });

  it('gives a crawler Open Graph tags in the sharer language and sends a person on to the app page', async () => {
    const en = await crawl(`/s/performance/${theatre.id}?lang=en`);
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toMatch(/^text\/html/);
    const tags = ogTags(en.body);
    expect(tags['og:title']).toBe(theatre.titleEn);
    expect(tags['og:description']).toBe(theatre.summaryEn);
    expect(tags['og:image']).toBe(`https://opera.example.org${theatre.poster}`);
    expect(tags['og:url']).toBe(`https://opera.example.org/s/performance/${theatre.id}?lang=en`);
    expect(tags['og:site_name']).toBe('Nam Hwa Opera');
    expect(tags['twitter:card']).toBe('summary_large_image');
    expect(en.body).toContain(`<meta http-equiv="refresh" content="0; url=https://opera.example.org/#/pages/theatre/detail?id=${theatre.id}">`);

    const zh = ogTags((await crawl(`/s/performance/${theatre.id}?lang=zh-Hans`, { 'accept-language': 'en' })).body);
    expect(zh['og:title']).toBe(theatre.titleZh);
    expect(zh['og:site_name']).toBe('南华潮剧社');
  });

  it('previews every kind of detail page', async () => {
    const db = t.deps.database.db;
    const [sale] = await db.select().from(ticketSales).limit(1);
    const [product] = await db.select().from(products).limit(1);
    const sales = await crawl(`/s/sale/${sale!.id}?lang=en`);
    expect(ogTags(sales.body)['og:title']).toBe(sale!.titleEn);
    expect(sales.body).toContain(`/#/pages/ticket/detail?id=${sale!.id}`);
    const shop = await crawl(`/s/product/${product!.id}?lang=en`);
    expect(ogTags(shop.body)['og:title']).toBe(product!.titleEn);
    expect(shop.body).toContain(`/#/pages/shopProduct/detail?id=${product!.id}`);
    for (const kind of ['production', 'video', 'knowledge', 'news', 'vote']) {
      const res = await crawl(`/s/${kind}/1?lang=en`);
      expect(res.statusCode, kind).toBe(200);
      expect(ogTags(res.body)['og:title'], kind).toBeTruthy();
    }
  });

  it('says an item is gone for unknown, unpublished or malformed links, never a 500', async () => {
    await t.deps.database.db.update(theatres).set({ published: false }).where(eq(theatres.id, theatre.id));
    try {
      for (const url of [`/s/performance/${theatre.id}?lang=en`, '/s/performance/999999?lang=en', '/s/performance/2147483648', '/s/performance/abc', '/s/nothing/1', '/s/performance/-1']) {
        const res = await crawl(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      }
      expect((await crawl('/s/performance/999999?lang=en')).body).toContain('What you opened is no longer available');
    } finally {
      await t.deps.database.db.update(theatres).set({ published: true }).where(eq(theatres.id, theatre.id));
    }
  });

  it('writes a valid calendar file for a performance with its zone, place and a link back', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/calendar/performance/${theatre.id}.ics?lang=en` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="performance-${theatre.id}.ics"`);
    expect(res.body.endsWith('\r\n')).toBe(true);
    for (const physical of res.body.split('\r\n')) expect(Buffer.byteLength(physical)).toBeLessThanOrEqual(75);
    const lines = icsLines(res.body);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('TZID:Asia/Singapore');
    const local = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().replace(/[-:]/g, '').slice(0, 15);
    expect(lines).toContain(`DTSTART;TZID=Asia/Singapore:${local(theatre.startAt)}`);
    expect(lines).toContain(`DTEND;TZID=Asia/Singapore:${local(theatre.endAt)}`);
    const prop = (name: string) => lines.find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1);
    const unescape = (v: string | undefined) => v?.replace(/\\([,;\\])/g, '$1');
    expect(unescape(prop('SUMMARY'))).toBe(theatre.titleEn);
    expect(unescape(prop('LOCATION'))).toBe(theatre.venueEn);
    expect(prop('URL')).toBe(`https://opera.example.org/s/performance/${theatre.id}?lang=en`);
    expect(prop('UID')).toBe(`performance-${theatre.id}@opera.example.org`);
    expect(prop('DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);

    const zh = icsLines((await t.app.inject({ method: 'GET', url: `/calendar/performance/${theatre.id}.ics?lang=zh-Hans` })).body);
    expect(unescape(zh.find((l) => l.startsWith('SUMMARY:'))?.slice(8))).toBe(theatre.titleZh);
  });

  it('has a calendar file for a ticketed event and none for kinds without a date', async () => {
    const [sale] = await t.deps.database.db.select().from(ticketSales).limit(1);
    const res = await t.app.inject({ method: 'GET', url: `/calendar/sale/${sale!.id}.ics?lang=en` });
    expect(res.statusCode).toBe(200);
    expect(icsLines(res.body)).toContain('BEGIN:VEVENT');
    for (const url of ['/calendar/product/1.ics', '/calendar/performance/999999.ics', '/calendar/performance/1.txt', '/calendar/performance/99999999999.ics']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
