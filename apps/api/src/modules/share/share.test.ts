import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dbKind, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { liveClasses, news, products, theatres, ticketSales } from '../../db/schema/index.js';
import { PUBLIC_TTL_MS } from '../../http/public-cache.js';
import { insertClass } from '../live-cast/repository.js';
import { insertNews } from '../site/news-repository.js';

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

  it('tells shared caches that a link without its language varies with Accept-Language', async () => {
    const bare = await crawl(`/s/performance/${theatre.id}`, { 'accept-language': 'en' });
    expect(ogTags(bare.body)['og:title']).toBe(theatre.titleEn);
    expect(bare.headers.vary).toMatch(/accept-language/i);
    expect(bare.headers['cache-control']).toBe('public, max-age=300');
    expect((await crawl(`/s/performance/${theatre.id}?lang=en`)).headers.vary ?? '').not.toMatch(/accept-language/i);
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

  /** The envelope code the app's own detail call answers for the same item (1003: not found). */
  const detailCode = async (path: string) => (await t.app.inject({ method: 'GET', url: `/api/v1${path}`, headers: { 'accept-language': 'en' } })).json<{ code: number }>().code;
  /** A write straight to the database bumps no content version: let the public cache's answers lapse. */
  const pastCache = () => t.clock.advance(PUBLIC_TTL_MS + 1);

  it('serves scheduled news from its publication time on, as the news detail call does', async () => {
    const later = await insertNews(t.deps.database.db, {
      titleZh: '预告消息',
      titleEn: 'Coming soon',
      summaryZh: '预告摘要',
      summaryEn: 'Not yet announced',
      publishedAt: new Date(t.clock.now().getTime() + 3_600_000),
    });
    const before = await crawl(`/s/news/${later.id}?lang=en`);
    expect(before.statusCode).toBe(404);
    expect(before.body).not.toContain('Coming soon');
    expect(before.body).not.toContain('Not yet announced');
    expect(await detailCode(`/site/news/get/${later.id}`)).toBe(1003);

    t.clock.advance(2 * 3_600_000);
    const after = await crawl(`/s/news/${later.id}?lang=en`);
    expect(after.statusCode).toBe(200);
    expect(ogTags(after.body)).toMatchObject({ 'og:title': 'Coming soon', 'og:description': 'Not yet announced' });
    expect(await detailCode(`/site/news/get/${later.id}`)).toBe(1002);
  });

  it('hides from share pages and calendar files exactly what the detail calls hide', async () => {
    const db = t.deps.database.db;
    const now = t.clock.now();
    const tomorrow = new Date(now.getTime() + 86_400_000);
    const [show] = await db.select().from(theatres).where(eq(theatres.published, true)).limit(2).offset(1);
    const [sale] = await db.select().from(ticketSales).where(eq(ticketSales.published, true)).limit(1).offset(1);
    const [scheduled, withdrawn] = await db.select().from(products).where(eq(products.published, true)).limit(2).offset(1);
    const [item] = await db.select().from(news).where(eq(news.published, true)).limit(1);
    const live = await insertClass(db, {
      titleZh: '隐藏课',
      titleEn: 'Hidden class',
      teacherZh: '林老师',
      teacherEn: 'Ms Lim',
      startAt: tomorrow,
      endAt: new Date(tomorrow.getTime() + 3_600_000),
      meetingNumber: '91234567890',
    });
    const cases = [
      { kind: 'performance', id: show!.id, api: `/theatre/theatre/get/${show!.id}`, hide: () => db.update(theatres).set({ published: false }).where(eq(theatres.id, show!.id)), show: () => db.update(theatres).set({ published: true }).where(eq(theatres.id, show!.id)) },
      { kind: 'sale', id: sale!.id, api: `/ticket/sale/get/${sale!.id}`, hide: () => db.update(ticketSales).set({ published: false }).where(eq(ticketSales.id, sale!.id)), show: () => db.update(ticketSales).set({ published: true }).where(eq(ticketSales.id, sale!.id)) },
      { kind: 'product', id: scheduled!.id, api: `/shop/product/get/${scheduled!.id}`, hide: () => db.update(products).set({ publishedAt: tomorrow }).where(eq(products.id, scheduled!.id)), show: () => db.update(products).set({ publishedAt: scheduled!.publishedAt }).where(eq(products.id, scheduled!.id)) },
      { kind: 'product', id: withdrawn!.id, api: `/shop/product/get/${withdrawn!.id}`, hide: () => db.update(products).set({ deletedAt: now }).where(eq(products.id, withdrawn!.id)), show: () => db.update(products).set({ deletedAt: null }).where(eq(products.id, withdrawn!.id)) },
      { kind: 'news', id: item!.id, api: `/site/news/get/${item!.id}`, hide: () => db.update(news).set({ published: false }).where(eq(news.id, item!.id)), show: () => db.update(news).set({ published: true }).where(eq(news.id, item!.id)) },
      { kind: 'live', id: live.id, api: null, hide: () => db.update(liveClasses).set({ published: false }).where(eq(liveClasses.id, live.id)), show: () => db.update(liveClasses).set({ published: true }).where(eq(liveClasses.id, live.id)) },
    ];
    const hasCalendar = (kind: string) => ['performance', 'sale', 'live'].includes(kind);
    for (const c of cases) {
      const what = `${c.kind} ${c.id}`;
      expect((await crawl(`/s/${c.kind}/${c.id}?lang=en`)).statusCode, what).toBe(200);
      if (hasCalendar(c.kind)) expect((await t.app.inject({ url: `/calendar/${c.kind}/${c.id}.ics` })).statusCode, what).toBe(200);
      if (c.api) expect(await detailCode(c.api), what).toBe(1002);
      await c.hide();
      pastCache();
      try {
        expect((await crawl(`/s/${c.kind}/${c.id}?lang=en`)).statusCode, what).toBe(404);
        if (hasCalendar(c.kind)) expect((await t.app.inject({ url: `/calendar/${c.kind}/${c.id}.ics` })).statusCode, what).toBe(404);
        if (c.api) expect(await detailCode(c.api), what).toBe(1003);
      } finally {
        await c.show();
        pastCache();
      }
    }
  });

  it('keeps control characters in titles, venues and summaries out of calendar files: a real parser finds no injected property', async () => {
    const db = t.deps.database.db;
    const title = 'Gala\rATTENDEE:mailto:evil@example.org\nX-INJECTED:1\r\nBEGIN:VALARM\u0001\u0007\u001b[31m\u007f\u0085\u2028end';
    const venue = 'Hall\rLOCATION:Elsewhere\u000b\u000c;,\\ \tB';
    const summary = 'Line one\r\rEND:VEVENT\u009b\u2029Line two';
    await db.update(theatres).set({ titleEn: title, venueEn: venue, summaryEn: summary }).where(eq(theatres.id, theatre.id));
    try {
      const res = await t.app.inject({ url: `/calendar/performance/${theatre.id}.ics?lang=en` });
      expect(res.statusCode).toBe(200);
      // Lines end in CRLF, and no other control character (nor a Unicode line or paragraph separator) is left anywhere.
      expect(res.body.split('\r\n').filter((l) => /[\p{Cc}\u2028\u2029]/u.test(l))).toEqual([]);

      const calendar = new ICAL.Component(ICAL.parse(res.body));
      expect(calendar.getAllProperties().map((p) => p.name).sort()).toEqual(['calscale', 'method', 'prodid', 'version']);
      const events = calendar.getAllSubcomponents('vevent');
      expect(events).toHaveLength(1);
      const event = events[0]!;
      expect(event.getAllSubcomponents()).toHaveLength(0);
      expect(event.getAllProperties().map((p) => p.name).sort()).toEqual(['description', 'dtend', 'dtstamp', 'dtstart', 'location', 'summary', 'uid', 'url']);
      // Every kind of line break stays one (escaped) line break of the text; any other control character is gone.
      expect(event.getFirstPropertyValue('summary')).toBe('Gala\nATTENDEE:mailto:evil@example.org\nX-INJECTED:1\nBEGIN:VALARM[31m\n\nend');
      expect(event.getFirstPropertyValue('location')).toBe('Hall\nLOCATION:Elsewhere\n\n;,\\  B');
      expect(event.getFirstPropertyValue('description')).toBe(`Line one\n\nEND:VEVENT\nLine two\nhttps://opera.example.org/s/performance/${theatre.id}?lang=en`);
    } finally {
      await db.update(theatres).set({ titleEn: theatre.titleEn, venueEn: theatre.venueEn, summaryEn: theatre.summaryEn }).where(eq(theatres.id, theatre.id));
    }
  });
});
