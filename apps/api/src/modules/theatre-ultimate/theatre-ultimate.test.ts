import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';

describe.skipIf(pgUnavailable())('theatreUltimate (Spectacular Productions)', () => {
  let t: TestApp;
  const get = (url: string, lang = 'zh-Hans', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { 'accept-language': lang, ...headers } });
  const list = (body: object | string, query = '', lang = 'zh-Hans', headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/theatre/theatreUltimate/get${query}`,
      payload: body,
      headers: { 'accept-language': lang, ...headers },
    });

  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it('auth: optional channel, a visitor and a member both read; a bad token is 401', async () => {
    expect((await list({})).json().code).toBe(1002);
    const { accessToken } = await t.signIn(await t.createUser());
    expect((await list({}, '', 'zh-Hans', { authorization: `Bearer ${accessToken}` })).json().code).toBe(1002);
    expect((await list({}, '', 'zh-Hans', { authorization: 'Bearer junk' })).statusCode).toBe(401);
    expect((await get('/theatre/theatreUltimate/get/1', 'zh-Hans', { authorization: 'Bearer junk' })).statusCode).toBe(
      401,
    );
  });

  it('pages the four productions with their part counts', async () => {
    const p1 = (await list({}, '?page=1&pageSize=3')).json().result;
    const p2 = (await list({}, '?page=2&pageSize=3')).json().result;
    expect(p1.total).toBe(4);
    expect(p1.records).toHaveLength(3);
    expect(p2.records).toHaveLength(1);
    expect([...p1.records, ...p2.records].every((p: { partCount: number }) => p.partCount >= 3)).toBe(true);
  });

  it('searches titles and summaries in both languages, whatever the request language', async () => {
    expect(
      (await list({ keyword: '荔镜' }, '', 'en')).json().result.records.map((r: { title: string }) => r.title),
    ).toEqual(['The Lychee Mirror']);
    expect((await list({ keyword: 'lychee' })).json().result.records.map((r: { title: string }) => r.title)).toEqual([
      '荔镜记',
    ]);
    expect(
      (await list('keyword=COMEDY', '', 'en', { 'content-type': 'application/x-www-form-urlencoded' })).json().result
        .total,
    ).toBe(2);
  });

  it('treats wildcards, quotes, emoji and very long keywords literally: no error, no false matches', async () => {
    for (const keyword of ['%', '_', '\\', "' or 1=1 --", '🎭', '潮'.repeat(250), 'a'.repeat(100) + '荔镜']) {
      const res = await list({ keyword });
      expect(res.statusCode, keyword).toBe(200);
      expect(res.json().code, keyword).toBe(1002);
      expect(res.json().result.total, keyword).toBe(0);
    }
    expect((await list({ keyword: '   ' })).json().result.total).toBe(4);
    // A quote is an ordinary character: it finds exactly the texts that contain one.
    const quoted = (await list({ keyword: "'" }, '', 'en')).json().result.records as {
      title: string;
      summary: string;
    }[];
    expect(quoted.map((r) => r.title)).toEqual(['Jin Hua Nü']);
  });

  it('reads one with its parts in order, in the request language; not-found for unknown ids', async () => {
    const id = (await list({ keyword: 'Lychee' })).json().result.records[0].id;
    const zh = (await get(`/theatre/theatreUltimate/get/${id}`)).json().result;
    const en = (await get(`/theatre/theatreUltimate/get/${id}`, 'en')).json().result;
    expect(zh.parts.map((p: { sort: number }) => p.sort)).toEqual([1, 2, 3, 4]);
    expect(zh.parts[0].title).toBe('第一场 元宵赏灯');
    expect(en.parts[0].title).toBe('Scene 1: The Lantern Festival');
    expect(en.parts[0].content).toMatch(/Lantern Festival/);
    expect(en).toMatchObject({ isPremium: false, locked: false });
    expect(en.parts[0].locked).toBe(false);
    expect(en.parts[0]).toMatchObject({ media: null, subtitles: { zh: null, en: null }, lyrics: [] });
    expect((await get('/theatre/theatreUltimate/get/4040', 'en')).json()).toEqual({
      code: 1003,
      message: 'Production not found',
      result: null,
    });
    expect((await get('/theatre/theatreUltimate/get/abc', 'en')).json()).toEqual({
      code: 1003,
      message: 'Invalid id',
      result: null,
    });
  });

  it('a premium production: parts locked for visitors and ordinary members, open for members in force', async () => {
    const found = (await list({ keyword: 'Su Liuniang' }, '', 'en')).json().result.records as {
      id: number;
      isPremium: boolean;
    }[];
    expect(found).toHaveLength(1);
    expect(found[0]!.isPremium).toBe(true);
    const id = found[0]!.id;
    const url = `/theatre/theatreUltimate/get/${id}`;
    const ordinary = `Bearer ${(await t.signIn(await t.createUser())).accessToken}`;
    const lapsed = `Bearer ${(await t.signIn(await t.createUser({ userType: 3, memberExpiresAt: new Date(t.clock.now().getTime() - 1000) }))).accessToken}`;
    const vip = `Bearer ${(await t.signIn(await t.createUser({ userType: 2, memberExpiresAt: new Date(t.clock.now().getTime() + 86_400_000) }))).accessToken}`;
    for (const auth of [undefined, ordinary, lapsed]) {
      const r = (await get(url, 'en', auth ? { authorization: auth } : {})).json().result;
      expect(r).toMatchObject({ isPremium: true, locked: true });
      expect(r.parts.length).toBeGreaterThan(0);
      expect(
        r.parts.every(
          (p: { locked: boolean; content: string | null; title: string }) =>
            p.locked && p.content === null && p.title !== '',
        ),
      ).toBe(true);
    }
    const open = (await get(url, 'en', { authorization: vip })).json().result;
    expect(open).toMatchObject({ isPremium: true, locked: false });
    expect(
      open.parts.every(
        (p: { locked: boolean; content: string | null }) =>
          !p.locked && typeof p.content === 'string' && p.content.length > 0,
      ),
    ).toBe(true);
    for (const auth of [undefined, ordinary]) {
      const r = (await get(url, 'en', auth ? { authorization: auth } : {})).json().result;
      expect(
        r.parts.every(
          (p: { media: unknown; subtitles: unknown; lyrics: unknown[] }) =>
            p.media === null && p.lyrics.length === 0 && JSON.stringify(p.subtitles) === '{"zh":null,"en":null}',
        ),
      ).toBe(true);
    }
    // A member gets the scene's clip and tracks on signed links, and its lyrics in both languages.
    const ferry = open.parts[1];
    expect(ferry.media).toMatch(/^\/files\/premium\/clip-2\.mp4\?exp=\d+&u=\d+&sig=/);
    expect(ferry.subtitles.zh).toMatch(/^\/files\/premium\/clip-2\.zh\.vtt\?exp=/);
    const track = await t.app.inject({ method: 'GET', url: ferry.subtitles.en });
    expect(track.statusCode).toBe(200);
    expect(track.headers['content-type']).toMatch(/text\/vtt/);
    expect(track.body).toMatch(/^WEBVTT\n/);
    expect((await t.app.inject({ method: 'GET', url: ferry.subtitles.en.split('?')[0] })).statusCode).toBe(404);
    expect(ferry.lyrics).toContainEqual({
      start: 10.2,
      end: 15.8,
      zh: '♪ 正月点灯笼，桃花来过渡 ♪',
      en: '♪ First month, we light the lanterns; Taohua comes to cross ♪',
    });
    // Ordinary productions stay open to everyone.
    const free = (await list({ keyword: 'Lychee' })).json().result.records[0];
    expect(free.isPremium).toBe(false);
    const freeDetail = (await get(`/theatre/theatreUltimate/get/${free.id}`)).json().result;
    expect(freeDetail).toMatchObject({
      locked: false,
      parts: expect.arrayContaining([expect.objectContaining({ locked: false })]),
    });
    expect(freeDetail.parts[1]).toMatchObject({
      media: '/files/seed/clip-1.mp4',
      subtitles: { zh: '/files/seed/clip-1.zh.vtt', en: '/files/seed/clip-1.en.vtt' },
    });
    expect(freeDetail.parts[1].lyrics).toHaveLength(5);
    expect(freeDetail.parts[1].lyrics[2]).toEqual({
      start: 9.2,
      end: 13.8,
      zh: '陈三骑马从楼下经过',
      en: 'Chen San rides by below',
    });
  });

  it('counts views atomically: 20 concurrent views add exactly 20', async () => {
    const before = (await get('/theatre/theatreUltimate/get/2')).json().result.views;
    const res = await Promise.all(Array.from({ length: 20 }, () => get('/theatre/theatreUltimate/view/2')));
    expect(res.every((r) => r.json().code === 1002)).toBe(true);
    expect((await get('/theatre/theatreUltimate/get/2')).json().result.views).toBe(before + 20);
    expect((await get('/theatre/theatreUltimate/view/999', 'en')).json().message).toBe('Production not found');
  });
});
