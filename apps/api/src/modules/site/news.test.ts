import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { insertNews } from './news-repository.js';

describe.skipIf(pgUnavailable())('news and systemNews', () => {
  let t: TestApp;
  let bearer: string;
  const get = (url: string, lang = 'zh-Hans', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { 'accept-language': lang, ...headers } });
  const news = (body: object, query = '', lang = 'zh-Hans') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/site/news/get${query}`,
      payload: body,
      headers: { 'accept-language': lang },
    });

  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
    bearer = `Bearer ${(await t.signIn(await t.createUser())).accessToken}`;
  });
  afterAll(() => t.close());

  describe('news', () => {
    it('auth: public, a junk token is ignored', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/site/news/get',
        payload: {},
        headers: { authorization: 'Bearer junk' },
      });
      expect(res.json().code).toBe(1002);
    });

    it('pages newest first through all 16 items', async () => {
      const pages = await Promise.all(
        [1, 2].map(async (p) => (await news({}, `?page=${p}&pageSize=10`)).json().result),
      );
      expect(pages[0].total).toBe(16);
      const all = [...pages[0].records, ...pages[1].records];
      expect(new Set(all.map((n: { id: number }) => n.id)).size).toBe(16);
      const dates = all.map((n: { publishedAt: string }) => n.publishedAt);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('searches both languages and treats wildcards literally', async () => {
      expect((await news({ keyword: '潮剧' })).json().result.total).toBeGreaterThan(3);
      const en = (await news({ keyword: 'workshop' }, '', 'en')).json().result.records;
      expect(en[0].title).toMatch(/workshop/i);
      for (const keyword of ['100%', '_', "''", '😀', 'x'.repeat(300)])
        expect((await news({ keyword })).json().result.total, keyword).toBe(0);
    });

    it('hides news scheduled for later until its time', async () => {
      const later = await insertNews(t.deps.database.db, {
        titleZh: '未来消息',
        titleEn: 'Future item',
        publishedAt: new Date(t.clock.now().getTime() + 3_600_000),
      });
      expect((await get(`/site/news/get/${later.id}`, 'en')).json().message).toBe('News item not found');
      t.clock.advance(2 * 3_600_000);
      expect((await get(`/site/news/get/${later.id}`, 'en')).json().result.title).toBe('Future item');
    });

    it('reads one with content in the request language, falling back when a language is missing', async () => {
      const id = (await news({ keyword: 'workshop' })).json().result.records[0].id;
      expect((await get(`/site/news/get/${id}`, 'en')).json().result.content).toMatch(/[a-z]/);
      const zhOnly = await insertNews(t.deps.database.db, { titleZh: '仅中文', titleEn: '', publishedAt: new Date(0) });
      expect((await get(`/site/news/get/${zhOnly.id}`, 'en')).json().result.title).toBe('仅中文');
      expect((await get('/site/news/get/77777')).json()).toEqual({
        code: 1003,
        message: '资讯不存在或已下架',
        result: null,
      });
    });
  });

  describe('systemNews', () => {
    it('auth: needs a token (HTTP 401 without one or with a junk one)', async () => {
      expect((await get('/site/systemNews/get')).statusCode).toBe(401);
      expect((await get('/site/systemNews/get', 'en', { authorization: 'Bearer junk' })).statusCode).toBe(401);
      expect((await get('/site/systemNews/get/1')).statusCode).toBe(401);
    });

    it('lists notifications for a signed-in member, paged, in the request language', async () => {
      bearer = `Bearer ${(await t.signIn(await t.createUser())).accessToken}`;
      const r = (await get('/site/systemNews/get?page=1&pageSize=3', 'en', { authorization: bearer })).json().result;
      expect(r.total).toBe(4);
      expect(r.records).toHaveLength(3);
      expect(r.records[0].title).toBe('Welcome to the Nam Hwa Opera app');
      const one = (await get(`/site/systemNews/get/${r.records[0].id}`, 'zh-Hans', { authorization: bearer })).json()
        .result;
      expect(one.title).toBe('欢迎使用南华潮剧社应用');
      expect((await get('/site/systemNews/get/999', 'en', { authorization: bearer })).json().message).toBe(
        'Notification not found',
      );
      expect((await get('/site/systemNews/get?pageSize=0', 'en', { authorization: bearer })).json().code).toBe(1003);
    });
  });
});
