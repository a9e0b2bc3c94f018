import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';

type K = { id: number; cateId: number; title: string; isPremium: boolean; partCount: number };

describe.skipIf(pgUnavailable())('knowledge (Learning Resources)', () => {
  let t: TestApp;
  let member: string;
  let ordinary: string;
  const get = (url: string, lang = 'zh-Hans', auth?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1${url}`,
      headers: { 'accept-language': lang, ...(auth ? { authorization: auth } : {}) },
    });
  const list = (body: object, query = '', lang = 'zh-Hans') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/knowledge/knowledge/get${query}`,
      payload: body,
      headers: { 'accept-language': lang },
    });

  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
    const expires = new Date(t.clock.now().getTime() + 30 * 86_400_000);
    member = `Bearer ${(await t.signIn(await t.createUser({ userType: 2, memberExpiresAt: expires }))).accessToken}`;
    ordinary = `Bearer ${(await t.signIn(await t.createUser())).accessToken}`;
  });
  afterAll(() => t.close());

  it('auth: categories are public; the item reads are optional (a bad token is 401)', async () => {
    expect((await get('/knowledge/category/get', 'zh-Hans', 'Bearer junk')).json().code).toBe(1002);
    for (const url of [
      '/knowledge/knowledge/rndList',
      '/knowledge/knowledge/inCarouselList',
      '/knowledge/knowledge/getOneFine',
      '/knowledge/knowledge/get/1',
      '/knowledge/knowledgePart/get/1',
    ]) {
      expect((await get(url)).json().code, url).toBe(1002);
      expect((await get(url, 'zh-Hans', member)).json().code, url).toBe(1002);
      expect((await get(url, 'zh-Hans', 'Bearer junk')).statusCode, url).toBe(401);
    }
  });

  it('lists three categories in both languages', async () => {
    expect((await get('/knowledge/category/get')).json().result.map((c: { name: string }) => c.name)).toEqual([
      '潮剧入门',
      '唱腔与音乐',
      '身段与表演',
    ]);
    expect((await get('/knowledge/category/get', 'en')).json().result[0].name).toBe('Teochew Opera Basics');
  });

  it('pages, filters by category and searches both languages', async () => {
    const all = (await list({}, '?pageSize=50')).json().result;
    expect(all.total).toBe(12);
    const cateId = (await get('/knowledge/category/get')).json().result[1].id;
    const inCate = (await list({ cateId }, '?pageSize=50')).json().result.records as K[];
    expect(inCate).toHaveLength(4);
    expect(inCate.every((k) => k.cateId === cateId)).toBe(true);
    expect((await list({ keyword: '扇' })).json().result.records[0].title).toBe('扇子功');
    expect((await list({ keyword: 'FAN TECH' }, '', 'en')).json().result.records[0].title).toBe('Fan technique');
    expect((await list({ keyword: '100%_\\' })).json().result.total).toBe(0);
    expect((await list({ keyword: '潮'.repeat(300) })).json().result.total).toBe(0);
    expect((await list({ cateId: 0 }, '', 'en')).json()).toMatchObject({ code: 1003, message: 'Invalid id' });
    const p1 = (await list({}, '?page=1&pageSize=5')).json().result.records as K[];
    const p3 = (await list({}, '?page=3&pageSize=5')).json().result.records as K[];
    expect(p1).toHaveLength(5);
    expect(p3).toHaveLength(2);
  });

  it('rndList, inCarouselList and getOneFine', async () => {
    const cateId = (await get('/knowledge/category/get')).json().result[2].id;
    const rnd = (await get(`/knowledge/knowledge/rndList?length=3&cateId=${cateId}`)).json().result as K[];
    expect(rnd).toHaveLength(3);
    expect(rnd.every((k) => k.cateId === cateId)).toBe(true);
    expect((await get('/knowledge/knowledge/inCarouselList')).json().result).toHaveLength(4);
    const fine = (await get('/knowledge/knowledge/getOneFine', 'en')).json().result;
    expect(fine.title).toBe('Five hundred years of Teochew opera');
    expect(fine.parts).toHaveLength(3);
  });

  it('a premium item: metadata for all, lesson bodies only for members', async () => {
    const premium = ((await list({}, '?pageSize=50')).json().result.records as K[]).find((k) => k.isPremium)!;
    const visitorDetail = (await get(`/knowledge/knowledge/get/${premium.id}`)).json().result;
    expect(visitorDetail).toMatchObject({ isPremium: true, locked: true });
    const partId = visitorDetail.parts[0].id;
    expect((await get(`/knowledge/knowledgePart/get/${partId}`)).json().result).toMatchObject({
      locked: true,
      content: null,
      isPremium: true,
    });
    expect((await get(`/knowledge/knowledgePart/get/${partId}`, 'zh-Hans', ordinary)).json().result).toMatchObject({
      locked: true,
      content: null,
    });
    const asMember = (await get(`/knowledge/knowledgePart/get/${partId}`, 'en', member)).json().result;
    expect(asMember.locked).toBe(false);
    expect(asMember.content).toMatch(/\w+/);
    expect((await get(`/knowledge/knowledge/get/${premium.id}`, 'zh-Hans', member)).json().result.locked).toBe(false);
  });

  it('a lapsed membership counts as ordinary', async () => {
    const lapsed = await t.createUser({ userType: 3, memberExpiresAt: new Date(t.clock.now().getTime() - 1000) });
    const bearer = `Bearer ${(await t.signIn(lapsed)).accessToken}`;
    const premium = ((await list({}, '?pageSize=50')).json().result.records as K[]).find((k) => k.isPremium)!;
    expect((await get(`/knowledge/knowledge/get/${premium.id}`, 'zh-Hans', bearer)).json().result.locked).toBe(true);
  });

  it('a free lesson reads with its neighbours; unknown ids are not found', async () => {
    const fine = (await get('/knowledge/knowledge/getOneFine')).json().result;
    const [a, b, c] = fine.parts.map((p: { id: number }) => p.id);
    const mid = (await get(`/knowledge/knowledgePart/get/${b}`, 'en')).json().result;
    expect(mid).toMatchObject({
      id: b,
      knowledgeId: fine.id,
      prevId: a,
      nextId: c,
      locked: false,
      knowledgeTitle: 'Five hundred years of Teochew opera',
    });
    expect(mid.content).toMatch(/Teochew/);
    expect((await get(`/knowledge/knowledgePart/get/${a}`)).json().result.prevId).toBeNull();
    expect((await get('/knowledge/knowledgePart/get/9999', 'en')).json()).toEqual({
      code: 1003,
      message: 'Lesson not found',
      result: null,
    });
    expect((await get('/knowledge/knowledge/get/9999', 'en')).json()).toEqual({
      code: 1003,
      message: 'Learning resource not found',
      result: null,
    });
  });

  it('counts views atomically', async () => {
    const before = (await get('/knowledge/knowledge/get/1')).json().result.views;
    await Promise.all(Array.from({ length: 15 }, () => get('/knowledge/knowledge/view/1')));
    expect((await get('/knowledge/knowledge/view/1')).json().result).toEqual({ id: 1, views: before + 16 });
    expect((await get('/knowledge/knowledge/view/9999', 'en')).json().message).toBe('Learning resource not found');
  });
});
