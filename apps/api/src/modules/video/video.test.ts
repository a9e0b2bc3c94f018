import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { videoClipSeconds } from '../../seed/content.js';

type V = { id: number; cateId: number; title: string; isPremium: boolean; duration: number };

describe.skipIf(pgUnavailable())('video family', () => {
  let t: TestApp;
  let member: string;
  let ordinary: string;
  const get = (url: string, lang = 'zh-Hans', auth?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1${url}`,
      headers: { 'accept-language': lang, ...(auth ? { authorization: auth } : {}) },
    });
  const list = (body: object | string, query = '', lang = 'zh-Hans', headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/video/video/get${query}`,
      payload: body,
      headers: { 'accept-language': lang, ...headers },
    });

  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
    const expires = new Date(t.clock.now().getTime() + 30 * 86_400_000);
    member = `Bearer ${(await t.signIn(await t.createUser({ userType: 1, memberExpiresAt: expires }))).accessToken}`;
    ordinary = `Bearer ${(await t.signIn(await t.createUser())).accessToken}`;
  });
  afterAll(() => t.close());

  it('auth: categories public; list and reads optional (a bad token is 401)', async () => {
    expect((await get('/video/category/get', 'en', 'Bearer junk')).json().code).toBe(1002);
    expect((await list({})).json().code).toBe(1002);
    expect((await list({}, '', 'en', { authorization: 'Bearer junk' })).statusCode).toBe(401);
    for (const url of [
      '/video/video/rndList',
      '/video/video/inCarouselList',
      '/video/video/get/1',
      '/video/video/view/1',
    ]) {
      expect((await get(url)).json().code, url).toBe(1002);
      expect((await get(url, 'zh-Hans', 'Bearer junk')).statusCode, url).toBe(401);
    }
  });

  it('lists categories and pages 12 videos, filtered by category and keyword', async () => {
    const cates = (await get('/video/category/get', 'en')).json().result;
    expect(cates.map((c: { name: string }) => c.name)).toEqual([
      'Classic Excerpts',
      'Masterclasses',
      'Behind the Scenes',
    ]);
    const all = (await list({}, '?pageSize=50')).json().result;
    expect(all.total).toBe(12);
    expect(all.records.filter((v: V) => v.isPremium)).toHaveLength(4);
    expect(all.records.every((v: V) => v.duration === videoClipSeconds)).toBe(true);
    const inCate = (await list({ cateId: cates[2].id }, '?pageSize=50')).json().result.records as V[];
    expect(inCate).toHaveLength(3);
    expect(
      (
        await list('keyword=%E6%A1%83%E8%8A%B1', '', 'en', { 'content-type': 'application/x-www-form-urlencoded' })
      ).json().result.records[0].title,
    ).toBe('"Peach Blossom Crosses the River"');
    expect((await list({ keyword: 'embroidered' })).json().result.records[0].title).toBe('戏服是怎样绣成的');
    for (const keyword of ['%%', '__', "'; drop table videos; --", '🎬', 'y'.repeat(220)])
      expect((await list({ keyword })).json().result.total, keyword).toBe(0);
    expect((await list({}, '?pageSize=51', 'en')).json()).toMatchObject({
      code: 1003,
      message: '“pageSize” must be a whole number in the allowed range',
    });
  });

  it('list items never carry the media', async () => {
    const all = (await list({}, '?pageSize=50', 'zh-Hans', { authorization: member })).json().result.records;
    expect(all.every((v: object) => !('media' in v))).toBe(true);
  });

  it('premium media only for members; free media for everybody and it is served', async () => {
    const all = (await list({}, '?pageSize=50')).json().result.records as V[];
    const premium = all.find((v) => v.isPremium)!;
    const free = all.find((v) => !v.isPremium)!;
    for (const auth of [undefined, ordinary]) {
      expect((await get(`/video/video/get/${premium.id}`, 'zh-Hans', auth)).json().result).toMatchObject({
        locked: true,
        media: null,
        isPremium: true,
      });
    }
    const watched = (await get(`/video/video/get/${premium.id}`, 'zh-Hans', member)).json().result;
    expect(watched).toMatchObject({ locked: false });
    expect(watched.media).toMatch(/^\/files\/premium\/video-\d+\.mp4\?exp=\d+&u=\d+&sig=[\w-]{43}$/);
    expect(watched.subtitles.zh).toMatch(/^\/files\/premium\/video-\d+\.zh\.vtt\?exp=\d+&u=\d+&sig=[\w-]{43}$/);
    expect(watched.subtitles.en).toMatch(/^\/files\/premium\/video-\d+\.en\.vtt\?exp=/);
    expect((await t.app.inject({ method: 'GET', url: watched.subtitles.zh })).body).toMatch(/^WEBVTT\n\n00:00:00/);
    expect((await get(`/video/video/get/${premium.id}`, 'zh-Hans', ordinary)).json().result.subtitles).toEqual({
      zh: null,
      en: null,
    });
    const open = (await get(`/video/video/get/${free.id}`, 'en')).json().result;
    expect(open).toMatchObject({
      locked: false,
      subtitles: {
        zh: expect.stringMatching(/^\/files\/seed\/video-\d+\.zh\.vtt$/),
        en: expect.stringMatching(/^\/files\/seed\/video-\d+\.en\.vtt$/),
      },
    });
    expect((await t.app.inject({ method: 'GET', url: open.subtitles.en })).body).toContain('Chen San rides by below');
    const file = await t.app.inject({ method: 'GET', url: open.media });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/video\/mp4/);
    expect((await get('/video/video/get/31337', 'en')).json()).toEqual({
      code: 1003,
      message: 'Video not found',
      result: null,
    });
  });

  it('rndList by category and length; carousel list', async () => {
    const cateId = (await get('/video/category/get')).json().result[0].id;
    const rnd = (await get(`/video/video/rndList?length=2&cateId=${cateId}&queryMarkLength=3`)).json().result as V[];
    expect(rnd).toHaveLength(2);
    expect(rnd.every((v) => v.cateId === cateId)).toBe(true);
    expect((await get('/video/video/inCarouselList')).json().result).toHaveLength(3);
    expect((await get('/video/video/rndList?length=51', 'en')).json().code).toBe(1003);
  });

  it('falls back to the other language when an editor left one empty', async () => {
    const { insertVideo } = await import('./repository.js');
    const cateId = (await get('/video/category/get')).json().result[0].id;
    const row = await insertVideo(t.deps.database.db, {
      cateId,
      titleZh: '只有中文标题',
      titleEn: '',
      summaryZh: '',
      summaryEn: 'English only',
      poster: '/files/x.webp',
      media: '/files/x.mp4',
      publishedAt: new Date(0),
    });
    expect((await get(`/video/video/get/${row.id}`, 'en')).json().result).toMatchObject({
      title: '只有中文标题',
      summary: 'English only',
    });
    expect((await get(`/video/video/get/${row.id}`)).json().result.summary).toBe('English only');
  });

  it('counts views atomically', async () => {
    const before = (await get('/video/video/get/3')).json().result.views;
    await Promise.all(Array.from({ length: 25 }, () => get('/video/video/view/3')));
    expect((await get('/video/video/get/3')).json().result.views).toBe(before + 25);
  });
});
