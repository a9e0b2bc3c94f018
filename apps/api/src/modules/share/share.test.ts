import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { DomUtils, parseDocument } from 'htmlparser2';
import ICAL from 'ical.js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dbKind, pgUnavailable, type TestApp } from '../../../test/helper.js';
import {
  liveClasses,
  news,
  productionParts,
  productions,
  products,
  theatres,
  ticketNews,
  ticketSales,
} from '../../db/schema/index.js';
import { PUBLIC_TTL_MS } from '../../http/public-cache.js';
import { insertClass } from '../live-cast/repository.js';
import { insertNews } from '../site/news-repository.js';
import { call } from '../usercenter/account-test-kit.js';

/** The meta tags a link-preview crawler reads, as it reads them (property → content). */
function ogTags(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g))
    out[m[1]!] = m[2]!.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
  return out;
}

/** A page as a crawler's HTML parser reads it: meta properties (entities decoded), the canonical link, the refresh target. */
function parsePage(html: string) {
  const doc = parseDocument(html);
  const metas = DomUtils.getElementsByTagName('meta', doc);
  const tags: Record<string, string> = {};
  for (const m of metas) {
    const key = m.attribs.property ?? m.attribs.name;
    if (key && m.attribs.content !== undefined) tags[key] = m.attribs.content;
  }
  const canonical = DomUtils.getElementsByTagName('link', doc).filter((l) => l.attribs.rel === 'canonical');
  const refresh = metas.find((m) => m.attribs['http-equiv'] === 'refresh')?.attribs.content;
  return { tags, canonical: canonical.map((l) => l.attribs.href), refresh: refresh?.replace(/^0; url=/, '') };
}

/** The only VEVENT of a calendar file, as ical.js parses it. */
const veventOf = (ics: string) => {
  const events = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  return events[0]!;
};

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
    t.app.inject({
      method: 'GET',
      url,
      headers: { 'user-agent': 'facebookexternalhit/1.1', accept: '*/*', ...headers },
    });

  it('gives a crawler Open Graph tags in the sharer language and sends a person on to the app page', async () => {
    const en = await crawl(`/s/performance/${theatre.id}?lang=en`);
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toMatch(/^text\/html/);
    const tags = ogTags(en.body);
    expect(tags['og:title']).toBe(theatre.titleEn);
    expect(tags['og:description']).toBe(theatre.summaryEn);
    expect(tags['og:image']).toMatch(
      new RegExp(`^https://opera\\.example\\.org/s/performance/${theatre.id}/image\\.jpg\\?v=[0-9a-f]{12}$`),
    );
    expect(tags['og:url']).toBe(`https://opera.example.org/s/performance/${theatre.id}?lang=en`);
    expect(tags['og:site_name']).toBe('Nam Hwa Opera');
    expect(tags['twitter:card']).toBe('summary_large_image');
    expect(en.body).toContain(
      `<meta http-equiv="refresh" content="0; url=https://opera.example.org/?lang=en#/pages/theatre/detail?id=${theatre.id}">`,
    );

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
    expect(sales.body).toContain(`/?lang=en#/pages/ticket/detail?id=${sale!.id}`);
    const shop = await crawl(`/s/product/${product!.id}?lang=en`);
    expect(ogTags(shop.body)['og:title']).toBe(product!.titleEn);
    expect(shop.body).toContain(`/?lang=en#/pages/shopProduct/detail?id=${product!.id}`);
    for (const kind of ['production', 'video', 'knowledge', 'news', 'vote']) {
      const res = await crawl(`/s/${kind}/1?lang=en`);
      expect(res.statusCode, kind).toBe(200);
      expect(ogTags(res.body)['og:title'], kind).toBeTruthy();
    }
  });

  it('says an item is gone for unknown, unpublished or malformed links, never a 500', async () => {
    await t.deps.database.db.update(theatres).set({ published: false }).where(eq(theatres.id, theatre.id));
    try {
      for (const url of [
        `/s/performance/${theatre.id}?lang=en`,
        '/s/performance/999999?lang=en',
        '/s/performance/2147483648',
        '/s/performance/abc',
        '/s/nothing/1',
        '/s/performance/-1',
      ]) {
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
    expect(prop('UID')).toBe(`performance-${theatre.id}@calendar.namhwaopera.org.sg`);
    expect(prop('DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);

    const zh = icsLines(
      (await t.app.inject({ method: 'GET', url: `/calendar/performance/${theatre.id}.ics?lang=zh-Hans` })).body,
    );
    expect(unescape(zh.find((l) => l.startsWith('SUMMARY:'))?.slice(8))).toBe(theatre.titleZh);
  });

  it('has a calendar file for a ticketed event and none for kinds without a date', async () => {
    const [sale] = await t.deps.database.db.select().from(ticketSales).limit(1);
    const res = await t.app.inject({ method: 'GET', url: `/calendar/sale/${sale!.id}.ics?lang=en` });
    expect(res.statusCode).toBe(200);
    expect(icsLines(res.body)).toContain('BEGIN:VEVENT');
    for (const url of [
      '/calendar/product/1.ics',
      '/calendar/performance/999999.ics',
      '/calendar/performance/1.txt',
      '/calendar/performance/99999999999.ics',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  /** The envelope code the app's own detail call answers for the same item (1003: not found). */
  const detailCode = async (path: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1${path}`, headers: { 'accept-language': 'en' } })).json<{
      code: number;
    }>().code;
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
    const [scheduled, withdrawn] = await db
      .select()
      .from(products)
      .where(eq(products.published, true))
      .limit(2)
      .offset(1);
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
      {
        kind: 'performance',
        id: show!.id,
        api: `/theatre/theatre/get/${show!.id}`,
        hide: () => db.update(theatres).set({ published: false }).where(eq(theatres.id, show!.id)),
        show: () => db.update(theatres).set({ published: true }).where(eq(theatres.id, show!.id)),
      },
      {
        kind: 'sale',
        id: sale!.id,
        api: `/ticket/sale/get/${sale!.id}`,
        hide: () => db.update(ticketSales).set({ published: false }).where(eq(ticketSales.id, sale!.id)),
        show: () => db.update(ticketSales).set({ published: true }).where(eq(ticketSales.id, sale!.id)),
      },
      {
        kind: 'product',
        id: scheduled!.id,
        api: `/shop/product/get/${scheduled!.id}`,
        hide: () => db.update(products).set({ publishedAt: tomorrow }).where(eq(products.id, scheduled!.id)),
        show: () =>
          db.update(products).set({ publishedAt: scheduled!.publishedAt }).where(eq(products.id, scheduled!.id)),
      },
      {
        kind: 'product',
        id: withdrawn!.id,
        api: `/shop/product/get/${withdrawn!.id}`,
        hide: () => db.update(products).set({ deletedAt: now }).where(eq(products.id, withdrawn!.id)),
        show: () => db.update(products).set({ deletedAt: null }).where(eq(products.id, withdrawn!.id)),
      },
      {
        kind: 'news',
        id: item!.id,
        api: `/site/news/get/${item!.id}`,
        hide: () => db.update(news).set({ published: false }).where(eq(news.id, item!.id)),
        show: () => db.update(news).set({ published: true }).where(eq(news.id, item!.id)),
      },
      {
        kind: 'live',
        id: live.id,
        api: null,
        hide: () => db.update(liveClasses).set({ published: false }).where(eq(liveClasses.id, live.id)),
        show: () => db.update(liveClasses).set({ published: true }).where(eq(liveClasses.id, live.id)),
      },
    ];
    const hasCalendar = (kind: string) => ['performance', 'sale', 'live'].includes(kind);
    for (const c of cases) {
      const what = `${c.kind} ${c.id}`;
      expect((await crawl(`/s/${c.kind}/${c.id}?lang=en`)).statusCode, what).toBe(200);
      if (hasCalendar(c.kind))
        expect((await t.app.inject({ url: `/calendar/${c.kind}/${c.id}.ics` })).statusCode, what).toBe(200);
      if (c.api) expect(await detailCode(c.api), what).toBe(1002);
      await c.hide();
      pastCache();
      try {
        expect((await crawl(`/s/${c.kind}/${c.id}?lang=en`)).statusCode, what).toBe(404);
        if (hasCalendar(c.kind))
          expect((await t.app.inject({ url: `/calendar/${c.kind}/${c.id}.ics` })).statusCode, what).toBe(404);
        if (c.api) expect(await detailCode(c.api), what).toBe(1003);
      } finally {
        await c.show();
        pastCache();
      }
    }
  });

  it('keeps control characters in titles, venues and summaries out of calendar files: a real parser finds no injected property', async () => {
    const db = t.deps.database.db;
    const title =
      'Gala\rATTENDEE:mailto:evil@example.org\nX-INJECTED:1\r\nBEGIN:VALARM\u0001\u0007\u001b[31m\u007f\u0085\u2028end';
    const venue = 'Hall\rLOCATION:Elsewhere\u000b\u000c;,\\ \tB';
    const summary = 'Line one\r\rEND:VEVENT\u009b\u2029Line two';
    await db
      .update(theatres)
      .set({ titleEn: title, venueEn: venue, summaryEn: summary })
      .where(eq(theatres.id, theatre.id));
    try {
      const res = await t.app.inject({ url: `/calendar/performance/${theatre.id}.ics?lang=en` });
      expect(res.statusCode).toBe(200);
      // Lines end in CRLF, and no other control character (nor a Unicode line or paragraph separator) is left anywhere.
      expect(res.body.split('\r\n').filter((l) => /[\p{Cc}\u2028\u2029]/u.test(l))).toEqual([]);

      const calendar = new ICAL.Component(ICAL.parse(res.body));
      expect(
        calendar
          .getAllProperties()
          .map((p) => p.name)
          .sort(),
      ).toEqual(['calscale', 'method', 'prodid', 'version']);
      const events = calendar.getAllSubcomponents('vevent');
      expect(events).toHaveLength(1);
      const event = events[0]!;
      expect(event.getAllSubcomponents()).toHaveLength(0);
      expect(
        event
          .getAllProperties()
          .map((p) => p.name)
          .sort(),
      ).toEqual([
        'description',
        'dtend',
        'dtstamp',
        'dtstart',
        'last-modified',
        'location',
        'sequence',
        'summary',
        'uid',
        'url',
      ]);
      // Every kind of line break stays one (escaped) line break of the text; any other control character is gone.
      expect(event.getFirstPropertyValue('summary')).toBe(
        'Gala\nATTENDEE:mailto:evil@example.org\nX-INJECTED:1\nBEGIN:VALARM[31m\n\nend',
      );
      expect(event.getFirstPropertyValue('location')).toBe('Hall\nLOCATION:Elsewhere\n\n;,\\  B');
      expect(event.getFirstPropertyValue('description')).toBe(
        `Line one\n\nEND:VEVENT\nLine two\nhttps://opera.example.org/s/performance/${theatre.id}?lang=en`,
      );
    } finally {
      await db
        .update(theatres)
        .set({ titleEn: theatre.titleEn, venueEn: theatre.venueEn, summaryEn: theatre.summaryEn })
        .where(eq(theatres.id, theatre.id));
    }
  });

  /** A preview picture fetched the way a crawler fetches it: from the address the page gives, on this app. */
  const fetchImage = async (url: string) => {
    expect(url.startsWith('https://opera.example.org/')).toBe(true);
    const res = await crawl(url.slice('https://opera.example.org'.length));
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type'], url).toBe('image/jpeg');
    const meta = await sharp(res.rawPayload).metadata();
    return { bytes: res.rawPayload, format: meta.format, width: meta.width, height: meta.height };
  };
  const previewsDir = () => join(t.deps.config.dataDir, 'share-previews');

  it('gives a shared item its picture as a JPEG of the size the page states, drawn once and kept', async () => {
    const page = parsePage((await crawl(`/s/performance/${theatre.id}?lang=en`)).body);
    const tags = page.tags;
    expect(tags['og:image']).toMatch(
      new RegExp(`^https://opera\\.example\\.org/s/performance/${theatre.id}/image\\.jpg\\?v=[0-9a-f]{12}$`),
    );
    expect(tags['og:image:type']).toBe('image/jpeg');
    expect(tags['og:image:width']).toBe('1200');
    expect(tags['og:image:height']).toBe('630');
    expect(tags['og:image:alt']).toBe(`Picture of “${theatre.titleEn}”`);
    expect(tags['twitter:image']).toBe(tags['og:image']);
    expect(tags['twitter:image:alt']).toBe(tags['og:image:alt']);
    expect(parsePage((await crawl(`/s/performance/${theatre.id}?lang=zh-Hans`)).body).tags['og:image:alt']).toBe(
      `“${theatre.titleZh}”的图片`,
    );

    const first = await fetchImage(tags['og:image']!);
    expect(first).toMatchObject({
      format: 'jpeg',
      width: Number(tags['og:image:width']),
      height: Number(tags['og:image:height']),
    });
    expect(readdirSync(previewsDir()).filter((n) => n.endsWith('.jpg'))).toHaveLength(1);
    // The second crawler gets the very same bytes, and nothing is drawn again.
    expect((await fetchImage(tags['og:image']!)).bytes.equals(first.bytes)).toBe(true);
    expect(readdirSync(previewsDir()).filter((n) => n.endsWith('.jpg'))).toHaveLength(1);

    // No picture for what is not shown.
    await t.deps.database.db.update(theatres).set({ published: false }).where(eq(theatres.id, theatre.id));
    try {
      expect((await crawl(`/s/performance/${theatre.id}/image.jpg`)).statusCode).toBe(404);
    } finally {
      await t.deps.database.db.update(theatres).set({ published: true }).where(eq(theatres.id, theatre.id));
    }
    for (const url of ['/s/nothing/1/image.jpg', '/s/performance/abc/image.jpg', '/s/performance/999999/image.jpg'])
      expect((await crawl(url)).statusCode, url).toBe(404);
  });

  it('shows the company picture for items without a picture a crawler can be given', async () => {
    const db = t.deps.database.db;
    const bare = await db
      .select()
      .from(news)
      .where(and(eq(news.published, true), isNull(news.cover)));
    expect(bare.length).toBeGreaterThan(0);
    const company = await fetchImage('https://opera.example.org/s/company.jpg');
    expect(company).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    for (const item of bare) {
      const { tags } = parsePage((await crawl(`/s/news/${item.id}?lang=en`)).body);
      expect(tags, `news ${item.id}`).toMatchObject({
        'og:image': 'https://opera.example.org/s/company.jpg',
        'og:image:type': 'image/jpeg',
        'og:image:width': '1200',
        'og:image:height': '630',
        'og:image:alt': 'The Nam Hwa Opera emblem: a Teochew opera face on red',
        'twitter:card': 'summary_large_image',
      });
    }
    // A picture that is premium, outside the files, or no picture at all is never read: the company picture stands in.
    const [item] = bare;
    try {
      for (const cover of [
        '/files/premium/media/0123456789abcdef0123456789abcdef.w750.webp',
        '/files/seed/../../secrets/jwt.png',
        '/files/seed/clip-1.mp4',
        'https://cdn.example.org/poster.webp',
      ]) {
        await db.update(news).set({ cover }).where(eq(news.id, item!.id));
        expect(parsePage((await crawl(`/s/news/${item!.id}?lang=en`)).body).tags['og:image'], cover).toBe(
          'https://opera.example.org/s/company.jpg',
        );
        expect((await crawl(`/s/news/${item!.id}/image.jpg`)).rawPayload.equals(company.bytes), cover).toBe(true);
      }
      // A linked picture in a format crawlers read goes out as it is (its size unknown here).
      await db.update(news).set({ cover: 'https://cdn.example.org/poster.jpg' }).where(eq(news.id, item!.id));
      const { tags } = parsePage((await crawl(`/s/news/${item!.id}?lang=en`)).body);
      expect(tags['og:image']).toBe('https://cdn.example.org/poster.jpg');
      expect(tags['og:image:width']).toBeUndefined();
      expect(tags['og:image:alt']).toBe(`Picture of “${item!.titleEn}”`);
    } finally {
      await db.update(news).set({ cover: null }).where(eq(news.id, item!.id));
    }
  });

  it('names the page itself as canonical and sends a person to the app in the page language', async () => {
    const en = parsePage((await crawl(`/s/performance/${theatre.id}?lang=en`)).body);
    expect(en.canonical).toEqual([`https://opera.example.org/s/performance/${theatre.id}?lang=en`]);
    expect(en.refresh).toBe(`https://opera.example.org/?lang=en#/pages/theatre/detail?id=${theatre.id}`);
    const zh = parsePage((await crawl(`/s/performance/${theatre.id}?lang=zh-Hans`)).body);
    expect(zh.canonical).toEqual([`https://opera.example.org/s/performance/${theatre.id}?lang=zh-Hans`]);
    expect(zh.refresh).toBe(`https://opera.example.org/?lang=zh-Hans#/pages/theatre/detail?id=${theatre.id}`);
    // Without `lang`, an English browser's page is the English one, says so to caches, and lands in the English app.
    const bare = await crawl(`/s/performance/${theatre.id}`, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(bare.headers.vary).toMatch(/accept-language/i);
    const page = parsePage(bare.body);
    expect(page.tags['og:title']).toBe(theatre.titleEn);
    expect(page.canonical).toEqual([`https://opera.example.org/s/performance/${theatre.id}?lang=en`]);
    expect(page.refresh).toBe(`https://opera.example.org/?lang=en#/pages/theatre/detail?id=${theatre.id}`);
    for (const href of [...en.canonical, ...zh.canonical, ...page.canonical]) expect(href).not.toContain('#');
  });

  it('ends a ticketed event when its performance ends, under one UID whatever address serves the file', async () => {
    const db = t.deps.database.db;
    const [sale] = await db.select().from(ticketSales).where(eq(ticketSales.published, true)).limit(1);
    const [show] = await db.select().from(theatres).where(eq(theatres.id, sale!.theatreId!));
    // The seed's performances do not last the three hours a sale used to be given.
    expect(show!.endAt.getTime() - show!.startAt.getTime()).not.toBe(3 * 3_600_000);
    const res = await t.app.inject({
      url: `/calendar/sale/${sale!.id}.ics?lang=en`,
      headers: { host: 'elsewhere.example.net' },
    });
    const event = veventOf(res.body);
    expect((event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate()).toEqual(show!.startAt);
    expect((event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate()).toEqual(show!.endAt);
    const uid = `sale-${sale!.id}@calendar.namhwaopera.org.sg`;
    expect(event.getFirstPropertyValue('uid')).toBe(uid);
    // The same entry built for another address (a demo start on localhost, a later PUBLIC_URL) keeps its UID.
    expect(
      veventOf(
        (await t.services.share.calendar('sale', sale!.id, 'en', 'http://localhost:8080'))!,
      ).getFirstPropertyValue('uid'),
    ).toBe(uid);
  });

  it('counts staff edits in SEQUENCE with LAST-MODIFIED at the last one, so an updated file replaces the imported event', async () => {
    const db = t.deps.database.db;
    const staff = (await t.signIn(await t.createUser({ nickName: 'calendar editor', role: 'editor' }))).accessToken;
    const [show] = await db.select().from(theatres).where(eq(theatres.published, true)).limit(1).offset(2);
    const revision = async (url: string) => {
      const event = veventOf((await t.app.inject({ url })).body);
      return {
        sequence: event.getFirstPropertyValue('sequence'),
        lastModified: (event.getFirstPropertyValue('last-modified') as ICAL.Time).toJSDate(),
        location: event.getFirstPropertyValue('location'),
      };
    };
    const seconds = (d: Date) => new Date(Math.floor(d.getTime() / 1000) * 1000);
    const showUrl = `/calendar/performance/${show!.id}.ics?lang=en`;
    expect(await revision(showUrl)).toEqual({
      sequence: 0,
      lastModified: seconds(show!.createdAt),
      location: show!.venueEn,
    });

    t.clock.advance(90_000);
    const firstEdit = t.clock.now();
    expect(
      (
        await call(t, 'POST', `/admin/performance/update/${show!.id}`, {
          token: staff,
          body: { venueEn: 'Victoria Theatre' },
        })
      ).code,
    ).toBe(1002);
    expect(await revision(showUrl)).toEqual({
      sequence: 1,
      lastModified: seconds(firstEdit),
      location: 'Victoria Theatre',
    });
    t.clock.advance(90_000);
    expect(
      (
        await call(t, 'POST', `/admin/performance/update/${show!.id}`, {
          token: staff,
          body: { venueEn: show!.venueEn },
        })
      ).code,
    ).toBe(1002);
    expect(await revision(showUrl)).toEqual({
      sequence: 2,
      lastModified: seconds(t.clock.now()),
      location: show!.venueEn,
    });

    const [sale] = await db.select().from(ticketSales).where(eq(ticketSales.published, true)).limit(1).offset(2);
    const saleUrl = `/calendar/sale/${sale!.id}.ics?lang=en`;
    expect((await revision(saleUrl)).sequence).toBe(0);
    t.clock.advance(60_000);
    expect(
      (await call(t, 'POST', `/admin/ticketSale/update/${sale!.id}`, { token: staff, body: { perOrderLimit: 5 } }))
        .code,
    ).toBe(1002);
    expect(await revision(saleUrl)).toMatchObject({ sequence: 1, lastModified: seconds(t.clock.now()) });

    // A live class keeps only its last change: the sequence is the seconds since it was made.
    const made = t.clock.now();
    const live = await insertClass(db, {
      titleZh: '日历课',
      titleEn: 'Calendar class',
      teacherZh: '林老师',
      teacherEn: 'Ms Lim',
      startAt: new Date(made.getTime() + 86_400_000),
      endAt: new Date(made.getTime() + 90_000_000),
      meetingNumber: '91234567891',
      createdAt: made,
      updatedAt: new Date(made.getTime() + 125_000),
    });
    expect(await revision(`/calendar/live/${live.id}.ics?lang=en`)).toMatchObject({
      sequence: 125,
      lastModified: seconds(new Date(made.getTime() + 125_000)),
    });
  });

  it('adds a reminder only when asked, and refuses a reminder that is no whole number of minutes up to a week', async () => {
    const plain = veventOf((await t.app.inject({ url: `/calendar/performance/${theatre.id}.ics?lang=en` })).body);
    expect(plain.getAllSubcomponents('valarm')).toHaveLength(0);
    for (const [remind, seconds] of [
      ['30', -1800],
      ['1440', -86_400],
      ['0', 0],
    ] as const) {
      const res = await t.app.inject({ url: `/calendar/performance/${theatre.id}.ics?lang=en&remind=${remind}` });
      expect(res.statusCode).toBe(200);
      const alarms = veventOf(res.body).getAllSubcomponents('valarm');
      expect(alarms, remind).toHaveLength(1);
      expect(alarms[0]!.getFirstPropertyValue('action')).toBe('DISPLAY');
      expect(alarms[0]!.getFirstPropertyValue('description')).toBe(theatre.titleEn);
      expect((alarms[0]!.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds(), remind).toBe(seconds);
    }
    for (const remind of ['abc', '-5', '10081', '1.5', '99999999']) {
      const res = await t.app.inject({ url: `/calendar/performance/${theatre.id}.ics?lang=en&remind=${remind}` });
      expect(res.statusCode, remind).toBe(400);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toBe('A reminder must be a whole number of minutes from 0 to 10080');
    }
    const zh = await t.app.inject({ url: `/calendar/performance/${theatre.id}.ics?lang=zh-Hans&remind=x` });
    expect(zh.body).toBe('提醒时间须为 0 至 10080 之间的整数分钟');
  });

  // Issue 34 item 9: ticket news and a production's scene are shared with previews like the other detail pages.
  it('previews ticket news and a scene of a production, each opening its own app page', async () => {
    const db = t.deps.database.db;
    const [article] = await db.select().from(ticketNews).where(eq(ticketNews.published, true)).limit(1);
    const res = await crawl(`/s/ticketNews/${article!.id}?lang=en`);
    expect(res.statusCode).toBe(200);
    const page = parsePage(res.body);
    expect(page.tags['og:title']).toBe(article!.titleEn);
    expect(page.canonical).toEqual([`https://opera.example.org/s/ticketNews/${article!.id}?lang=en`]);
    expect(page.refresh).toBe(`https://opera.example.org/?lang=en#/pages/ticketNews/detail?id=${article!.id}`);

    const [scene] = await db
      .select({ part: productionParts, production: productions })
      .from(productionParts)
      .innerJoin(productions, eq(productions.id, productionParts.productionId))
      .where(eq(productions.published, true))
      .limit(1);
    const zh = parsePage((await crawl(`/s/scene/${scene!.part.id}?lang=zh-Hans`)).body);
    expect(zh.tags['og:title']).toBe(scene!.part.titleZh);
    expect(zh.tags['og:description']).toBe(scene!.production.titleZh);
    expect(zh.tags['og:image']).toMatch(
      new RegExp(`^https://opera\\.example\\.org/s/(scene/${scene!.part.id}/image\\.jpg\\?v=|company\\.jpg)`),
    );
    expect(zh.refresh).toBe(
      `https://opera.example.org/?lang=zh-Hans#/pages/theatreUltimate/part?id=${scene!.production.id}&partId=${scene!.part.id}`,
    );

    // A scene of an unpublished production, and a scene that is not there, are gone like any other item.
    await db.update(productions).set({ published: false }).where(eq(productions.id, scene!.production.id));
    try {
      expect((await crawl(`/s/scene/${scene!.part.id}?lang=en`)).statusCode).toBe(404);
    } finally {
      await db.update(productions).set({ published: true }).where(eq(productions.id, scene!.production.id));
    }
    expect((await crawl('/s/scene/999999?lang=en')).statusCode).toBe(404);
    expect((await crawl('/s/ticketNews/999999?lang=en')).statusCode).toBe(404);
  });

  // Issue 34 item 13: the calendar file offered on a ticket opens the member's ticket, not the public sale.
  it("a ticket's calendar file links to the member's order page, in the file's language", async () => {
    const db = t.deps.database.db;
    const [sale] = await db.select().from(ticketSales).where(eq(ticketSales.published, true)).limit(1);
    const orderNo = 'T20261121-ABCDEFGHJK';
    const event = new ICAL.Event(
      veventOf((await t.app.inject({ url: `/calendar/sale/${sale!.id}.ics?lang=en&order=${orderNo}` })).body),
    );
    const ticket = `https://opera.example.org/?lang=en#/pages/ticket/orderDetail?orderNo=${orderNo}`;
    expect(event.component.getFirstPropertyValue('url')).toBe(ticket);
    expect(event.description).toContain(ticket);
    expect(event.description).not.toContain('/s/sale/');
    // The e-ticket mail builds the same file through the service.
    const mailed = new ICAL.Event(
      veventOf(
        (await t.services.share.calendar('sale', sale!.id, 'zh-Hans', 'https://opera.example.org', {
          order: orderNo,
        }))!,
      ),
    );
    expect(mailed.component.getFirstPropertyValue('url')).toBe(
      `https://opera.example.org/?lang=zh-Hans#/pages/ticket/orderDetail?orderNo=${orderNo}`,
    );
    // Without an order it stays the public sale's file; an order number that is no order number is refused.
    expect(
      veventOf((await t.app.inject({ url: `/calendar/sale/${sale!.id}.ics?lang=en` })).body).getFirstPropertyValue(
        'url',
      ),
    ).toBe(`https://opera.example.org/s/sale/${sale!.id}?lang=en`);
    for (const bad of ['x%0D%0AURL:https://evil.example', 'a'.repeat(65), '']) {
      expect((await t.app.inject({ url: `/calendar/sale/${sale!.id}.ics?lang=en&order=${bad}` })).statusCode, bad).toBe(
        400,
      );
    }
    // Only a sale's file is a ticket's.
    expect(
      (await t.app.inject({ url: `/calendar/performance/${theatre.id}.ics?lang=en&order=${orderNo}` })).statusCode,
    ).toBe(400);
  });

  it("a ticket's calendar entry ends when its performance ends, even after staff change the performance's length", async () => {
    const db = t.deps.database.db;
    const [sale] = await db.select().from(ticketSales).where(eq(ticketSales.published, true)).limit(1).offset(1);
    const [show] = await db.select().from(theatres).where(eq(theatres.id, sale!.theatreId!));
    const longer = new Date(show!.endAt.getTime() + 45 * 60_000);
    await db.update(theatres).set({ endAt: longer }).where(eq(theatres.id, show!.id));
    try {
      const event = new ICAL.Event(
        veventOf(
          (await t.app.inject({ url: `/calendar/sale/${sale!.id}.ics?lang=en&order=T20261121-ABCDEFGHJK` })).body,
        ),
      );
      expect(event.startDate.toJSDate()).toEqual(sale!.eventAt);
      expect(event.endDate.toJSDate()).toEqual(
        new Date(sale!.eventAt.getTime() + (longer.getTime() - show!.startAt.getTime())),
      );
    } finally {
      await db.update(theatres).set({ endAt: show!.endAt }).where(eq(theatres.id, show!.id));
    }
  });
});
