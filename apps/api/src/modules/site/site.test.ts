import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';

describe.skipIf(pgUnavailable())('site family', () => {
  let t: TestApp;
  const get = (url: string, lang = 'zh-Hans', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { 'accept-language': lang, ...headers } });

  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
  });
  afterAll(() => t.close());

  describe('appCarousel', () => {
    it('is public: answers without a token, and ignores a junk one', async () => {
      for (const headers of [{}, { authorization: 'Bearer junk' }] as Record<string, string>[]) {
        const res = await get('/site/appCarousel/get', 'zh-Hans', headers);
        expect(res.statusCode).toBe(200);
        expect(res.json().code).toBe(1002);
      }
    });

    it('lists published items in order, in the request language', async () => {
      const zh = (await get('/site/appCarousel/get')).json().result;
      const en = (await get('/site/appCarousel/get', 'en')).json().result;
      expect(zh).toHaveLength(4);
      expect(zh.map((c: { sort: number }) => c.sort)).toEqual([1, 2, 3, 4]);
      expect(zh[0].title).toMatch(/荔镜记/);
      expect(en[0].title).toMatch(/Lychee Mirror/);
      expect(zh[0].image).toMatch(/^\/files\/seed\/carousel-1\.w750\.webp$/);
    });

    it('serves the generated poster image', async () => {
      const item = (await get('/site/appCarousel/get')).json().result[0];
      const img = await t.app.inject({ method: 'GET', url: item.image });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe('image/webp');
      // The half-width picture the web offers in its srcset is there too.
      const small = await t.app.inject({ method: 'GET', url: item.image.replace('.w750.', '.w375.') });
      expect(small.statusCode).toBe(200);
      expect(small.rawPayload.length).toBeLessThan(img.rawPayload.length);
    });

    it('reads one by id and refuses unknown and malformed ids', async () => {
      const one = (await get('/site/appCarousel/get/2', 'en')).json();
      expect(one.result).toMatchObject({ id: 2, sort: 2 });
      const missing = (await get('/site/appCarousel/get/999')).json();
      expect(missing).toEqual({ code: 1003, message: '轮播图不存在', result: null });
      for (const bad of ['0', '-1', 'abc', '1.5', '99999999999999999999']) {
        const res = await get(`/site/appCarousel/get/${bad}`, 'en');
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ code: 1003, message: 'Invalid id', result: null });
      }
    });

    it('falls back to the other language when a text is missing', async () => {
      const { insertCarousel } = await import('./repository.js');
      const row = await insertCarousel(t.deps.database.db, {
        titleZh: '只有中文',
        titleEn: '',
        image: '/files/x.webp',
        sort: 99,
      });
      expect((await get(`/site/appCarousel/get/${row.id}`, 'en')).json().result.title).toBe('只有中文');
    });
  });

  describe('notice', () => {
    it('answers page 1 size 1 with the newest notice and the total', async () => {
      const r = (await get('/site/notice/get?page=1&pageSize=1')).json().result;
      expect(r.page).toBe(1);
      expect(r.pageSize).toBe(1);
      expect(r.total).toBe(2);
      expect(r.records).toHaveLength(1);
      expect(r.records[0].title).toMatch(/冬季演出季/);
    });

    it('pages through every notice exactly once', async () => {
      const p1 = (await get('/site/notice/get?page=1&pageSize=1')).json().result.records;
      const p2 = (await get('/site/notice/get?page=2&pageSize=1')).json().result.records;
      const p3 = (await get('/site/notice/get?page=3&pageSize=1')).json().result.records;
      expect(new Set([...p1, ...p2].map((n: { id: number }) => n.id)).size).toBe(2);
      expect(p3).toEqual([]);
    });

    it('defaults paging and refuses out-of-range values with a message', async () => {
      expect((await get('/site/notice/get')).json().result).toMatchObject({ page: 1, pageSize: 10 });
      for (const q of ['page=0', 'page=-1', 'pageSize=0', 'pageSize=51', 'pageSize=1e9', 'page=abc']) {
        const res = (await get(`/site/notice/get?${q}`, 'en')).json();
        expect(res.code, q).toBe(1003);
        expect(res.message).toMatch(/“page(Size)?”/);
      }
      expect((await get('/site/notice/get?sort=x', 'en')).json()).toMatchObject({
        code: 1003,
        message: 'Unknown field “sort”',
      });
    });

    it('reads one by id in English and answers not-found for unknown ids', async () => {
      const first = (await get('/site/notice/get?page=1&pageSize=1')).json().result.records[0];
      expect((await get(`/site/notice/get/${first.id}`, 'en')).json().result.title).toMatch(/winter season/);
      expect((await get('/site/notice/get/4242', 'en')).json()).toEqual({
        code: 1003,
        message: 'Notice not found',
        result: null,
      });
    });
  });

  describe('sponsor', () => {
    it('lists sponsors with names in both languages and logos', async () => {
      const zh = (await get('/site/sponsor/getList')).json().result;
      const en = (await get('/site/sponsor/getList', 'en')).json().result;
      expect(zh).toHaveLength(4);
      expect(zh[0].name).toBe('新加坡国家艺术理事会');
      expect(en[0].name).toBe('National Arts Council');
      expect(zh.every((s: { logo: string }) => s.logo.startsWith('/files/seed/'))).toBe(true);
    });
  });

  describe('versionUpgrade', () => {
    const post = (payload: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/site/versionUpgrade/get',
        payload: payload as string,
        headers: { 'accept-language': 'en', ...headers },
      });

    it('reports the newest version (JSON or form body)', async () => {
      const json = (await post({ versionCode: 100 })).json();
      expect(json.code).toBe(1002);
      expect(json.result).toMatchObject({ versionCode: 100, versionName: '1.0.0', mandatory: false });
      const form = (await post('versionCode=100', { 'content-type': 'application/x-www-form-urlencoded' })).json();
      expect(form.result.versionCode).toBe(100);
    });

    it('refuses wrong types, unknown fields and malformed JSON with a message', async () => {
      expect((await post({ versionCode: 'new' })).json()).toMatchObject({
        code: 1003,
        message: 'Invalid value for “versionCode”',
      });
      expect((await post({ versionCode: -5 })).json()).toMatchObject({
        code: 1003,
        message: '“versionCode” must be a whole number in the allowed range',
      });
      expect((await post({ versionCode: 100, admin: true })).json()).toMatchObject({
        code: 1003,
        message: 'Unknown field “admin”',
      });
      expect((await post({})).json()).toMatchObject({ code: 1003, message: 'Missing “versionCode”' });
      const bad = await post('{"versionCode": ', { 'content-type': 'application/json' });
      expect(bad.statusCode).toBe(200);
      expect(bad.json()).toEqual({ code: 1003, message: 'The request body is not valid JSON', result: null });
    });
  });
});
