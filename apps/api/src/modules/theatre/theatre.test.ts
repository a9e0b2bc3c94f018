import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNotNull } from 'drizzle-orm';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { ticketPrices, ticketSales } from '../../db/schema/index.js';

type T = { id: number; title: string; status: number; startAt: string; endAt: string; venue: string };

describe.skipIf(pgUnavailable())('theatre family', () => {
  let t: TestApp;
  const get = (url: string, lang = 'zh-Hans', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { 'accept-language': lang, ...headers } });
  const post = (url: string, payload: object, lang = 'zh-Hans') =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: { 'accept-language': lang } });

  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it('auth: the lists are public (a junk token is ignored); rndList is optional (visitor or member, a bad token is 401)', async () => {
    for (const headers of [{}, { authorization: 'Bearer junk' }] as Record<string, string>[]) {
      expect((await get('/theatre/theatre/get', 'zh-Hans', headers)).json().code).toBe(1002);
    }
    expect((await post('/theatre/theatre/getStatsForMonth', { year: 2026, month: 11 })).json().code).toBe(1002);
    expect((await get('/theatre/theatre/rndList')).json().code).toBe(1002);
    const { accessToken } = await t.signIn(await t.createUser());
    expect(
      (await get('/theatre/theatre/rndList', 'zh-Hans', { authorization: `Bearer ${accessToken}` })).json().code,
    ).toBe(1002);
    expect((await get('/theatre/theatre/rndList', 'zh-Hans', { authorization: 'Bearer junk' })).statusCode).toBe(401);
  });

  it('pages through all performances exactly once', async () => {
    const first = (await get('/theatre/theatre/get?page=1&pageSize=10')).json().result;
    const second = (await get('/theatre/theatre/get?page=2&pageSize=10')).json().result;
    expect(first.total).toBe(16);
    const ids = [...first.records, ...second.records].map((r: T) => r.id);
    expect(new Set(ids).size).toBe(16);
    // Past the end: no records, and the total still counts every match.
    expect((await get('/theatre/theatre/get?page=3&pageSize=10')).json().result).toMatchObject({
      records: [],
      total: 16,
      page: 3,
    });
  });

  it('lists every performance with the upcoming ones first, soonest first, then past ones, latest first', async () => {
    const now = t.clock.now().getTime();
    const all = (await get('/theatre/theatre/get?pageSize=50')).json().result.records as T[];
    expect(all).toHaveLength(16);
    const upcoming = all.filter((r) => Date.parse(r.endAt) > now);
    const past = all.filter((r) => Date.parse(r.endAt) <= now);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
    expect(all).toEqual([...upcoming, ...past]);
    expect(upcoming.map((r) => r.startAt)).toEqual([...upcoming.map((r) => r.startAt)].sort());
    expect(past.map((r) => r.startAt)).toEqual([...past.map((r) => r.startAt)].sort().reverse());
  });

  it('filters by event state from the dates', async () => {
    const now = t.clock.now().getTime();
    const byState = async (s: number) =>
      (await get(`/theatre/theatre/get?queryStatus=${s}&pageSize=50`)).json().result.records as T[];
    const [notYet, soon, past] = await Promise.all([byState(1), byState(2), byState(3)]);
    expect(notYet.length + soon.length + past.length).toBe(16);
    expect(past.length).toBeGreaterThan(0);
    expect(soon.length).toBeGreaterThan(0);
    expect(notYet.length).toBeGreaterThan(0);
    expect(past.every((r) => r.status === 3 && Date.parse(r.endAt) <= now)).toBe(true);
    expect(
      soon.every((r) => r.status === 2 && Date.parse(r.startAt) < now + 14 * 86_400_000 && Date.parse(r.endAt) > now),
    ).toBe(true);
    expect(notYet.every((r) => r.status === 1 && Date.parse(r.startAt) >= now + 14 * 86_400_000)).toBe(true);
    // Upcoming lists are soonest first; past ones latest first.
    expect(soon.map((r) => r.startAt)).toEqual([...soon.map((r) => r.startAt)].sort());
    expect(past.map((r) => r.startAt)).toEqual([...past.map((r) => r.startAt)].sort().reverse());
  });

  it('moves a performance from starting soon to past as the clock passes its end', async () => {
    const soon = (await get('/theatre/theatre/get?queryStatus=2&pageSize=1')).json().result.records[0] as T;
    t.clock.set(new Date(Date.parse(soon.endAt) + 1000));
    try {
      expect((await get(`/theatre/theatre/get/${soon.id}`)).json().result.status).toBe(3);
    } finally {
      t.clock.set(new Date('2026-11-21T02:00:00Z'));
    }
  });

  it('a ticketed performance links to its sales with the lowest price, the sale state and the seats left; others have none', async () => {
    const db = t.deps.database.db;
    const sales = await db.select().from(ticketSales).where(isNotNull(ticketSales.theatreId));
    expect(sales.length).toBeGreaterThan(0);
    const sale = sales[0]!;
    const prices = await db.select().from(ticketPrices).where(eq(ticketPrices.saleId, sale.id));
    const lowest = prices.length ? Math.min(...prices.map((p) => p.priceCents)) : sale.priceCents;
    const detail = (await get(`/theatre/theatre/get/${sale.theatreId}`, 'en')).json().result;
    expect(detail.sales).toContainEqual({
      id: sale.id,
      title: sale.titleEn,
      priceFrom: lowest,
      currency: sale.currency,
      buyStatus: expect.any(Number),
      remaining: sale.remaining,
      held: null,
    });
    const ticketed = new Set(sales.map((s) => s.theatreId));
    const all = (await get('/theatre/theatre/get?pageSize=50')).json().result.records as T[];
    const other = all.find((r) => !ticketed.has(r.id))!;
    expect((await get(`/theatre/theatre/get/${other.id}`)).json().result.sales).toEqual([]);
  });

  it('search finds performances by title or venue in either language, upcoming first, and escapes LIKE characters', async () => {
    const all = (await get('/theatre/theatre/get?pageSize=50', 'en')).json().result.records as T[];
    const sample = all[0]!;
    const byVenue = (
      await get(`/theatre/theatre/search?keyword=${encodeURIComponent(sample.venue.slice(0, 8))}&pageSize=50`, 'en')
    ).json().result;
    expect(byVenue.records.map((r: T) => r.id)).toContain(sample.id);
    expect(
      byVenue.records.every(
        (r: T) =>
          r.venue.toLowerCase().includes(sample.venue.slice(0, 8).toLowerCase()) ||
          r.title.toLowerCase().includes(sample.venue.slice(0, 8).toLowerCase()),
      ),
    ).toBe(true);
    const zh = (await get('/theatre/theatre/get?pageSize=50', 'zh-Hans')).json().result.records as T[];
    const zhTitle = zh.find((r) => r.id === sample.id)!.title;
    const byZhTitle = (
      await get(`/theatre/theatre/search?keyword=${encodeURIComponent(zhTitle.slice(0, 2))}`, 'en')
    ).json().result;
    expect(byZhTitle.records.map((r: T) => r.id)).toContain(sample.id);
    // Upcoming ones come before past ones, as in the list.
    const now = t.clock.now().getTime();
    const ended = byVenue.records.map((r: T) => Date.parse(r.endAt) <= now);
    expect(ended).toEqual([...ended].sort((a: boolean, b: boolean) => Number(a) - Number(b)));
    expect((await get('/theatre/theatre/search?keyword=%25%25%25')).json().result).toMatchObject({
      records: [],
      total: 0,
    });
    expect((await get('/theatre/theatre/search?keyword=zzzz-nothing')).json().result.total).toBe(0);
    expect((await get('/theatre/theatre/search?pageSize=51')).json().code).toBe(1003);
  });

  it('refuses a bad state and bad paging with a message', async () => {
    for (const q of ['queryStatus=0', 'queryStatus=4', 'queryStatus=x', 'page=0', 'pageSize=-1', 'pageSize=100000']) {
      const res = (await get(`/theatre/theatre/get?${q}`, 'en')).json();
      expect(res.code, q).toBe(1003);
      expect(res.message).toMatch(/“(queryStatus|page|pageSize)”/);
    }
  });

  it('reads one in both languages with its description, and not-found for unknown ids', async () => {
    const id = (await get('/theatre/theatre/get?pageSize=1')).json().result.records[0].id;
    const zh = (await get(`/theatre/theatre/get/${id}`)).json().result;
    const en = (await get(`/theatre/theatre/get/${id}`, 'en')).json().result;
    expect(zh.description).toMatch(/南华潮剧社/);
    expect(en.description).toMatch(/Nam Hwa Opera/);
    expect(en.venue).not.toBe(zh.venue);
    expect((await get('/theatre/theatre/get/99999', 'en')).json()).toEqual({
      code: 1003,
      message: 'Performance not found',
      result: null,
    });
    expect((await get('/theatre/theatre/get/99999')).json().message).toBe('演出不存在或已下架');
  });

  it('counts performances per Singapore calendar day of a month, and lists a marked day', async () => {
    const soon = (await get('/theatre/theatre/get?queryStatus=2&pageSize=50')).json().result.records as T[];
    const sgDay = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10);
    const day = sgDay(soon[0]!.startAt);
    const [year, month] = day.split('-').map(Number);
    const stats = (await post('/theatre/theatre/getStatsForMonth', { year: year!, month: month! })).json().result as {
      date: string;
      count: number;
    }[];
    const mark = stats.find((s) => s.date === day);
    expect(mark?.count).toBeGreaterThan(0);
    const list = (await post('/theatre/theatre/getByDate', { date: day }, 'en')).json().result as T[];
    expect(list).toHaveLength(mark!.count);
    expect(list.every((r) => sgDay(r.startAt) === day)).toBe(true);
    // A day with two shows (matinee and evening) appears once with count 2.
    expect(
      stats.some((s) => s.count === 2) ||
        (await post('/theatre/theatre/getStatsForMonth', { year: year!, month: month! + 1 > 12 ? 1 : month! + 1 }))
          .json()
          .result.some((s: { count: number }) => s.count === 2),
    ).toBe(true);
  });

  it('form bodies work for the calendar calls', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/theatre/theatre/getStatsForMonth',
      payload: 'year=2026&month=11',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.json().code).toBe(1002);
  });

  it('refuses impossible dates and months with a message, never a 500', async () => {
    for (const date of ['2026-02-31', '2026-13-01', '21-11-2026', '', '2026-11-21T00:00', "2026-11-21' or 1=1"]) {
      const res = await post('/theatre/theatre/getByDate', { date }, 'en');
      expect(res.statusCode).toBe(200);
      expect(res.json().code, date).toBe(1003);
    }
    expect((await post('/theatre/theatre/getByDate', { date: '2026-02-31' }, 'en')).json().message).toBe(
      '“date” must be a valid date as YYYY-MM-DD',
    );
    expect((await post('/theatre/theatre/getByDate', {}, 'en')).json().message).toBe('Missing “date”');
    for (const body of [{ year: 2026, month: 13 }, { year: 2026, month: 0 }, { year: 1, month: 1 }, { year: 2026 }]) {
      expect((await post('/theatre/theatre/getStatsForMonth', body, 'en')).json().code).toBe(1003);
    }
    expect((await post('/theatre/theatre/getByDate', { date: '2030-01-01' })).json().result).toEqual([]);
  });

  it('rndList answers the asked length with upcoming performances first', async () => {
    const list = (await get('/theatre/theatre/rndList?length=3')).json().result as T[];
    expect(list).toHaveLength(3);
    expect(list.every((r) => r.status !== 3)).toBe(true);
    expect((await get('/theatre/theatre/rndList')).json().result).toHaveLength(6);
    expect((await get('/theatre/theatre/rndList?length=0', 'en')).json().code).toBe(1003);
  });
});
