import { defineEndpoint, id, pendingResult, searchKeyword, type MarkPage } from '@nanhua/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { videos } from '../src/db/schema/index.js';
import { createPublicCache, PUBLIC_TTL_MS } from '../src/http/public-cache.js';
import { createRegistrar } from '../src/http/route.js';
import { createAuthenticate } from '../src/plugins/auth.js';
import { createContentVersion } from '../src/services/content-version.js';
import { engageTargets } from '../src/modules/engagement/test-kit.js';
import { call, memberWithPassword } from '../src/modules/usercenter/account-test-kit.js';
import { buildTestApp, pgUnavailable, testClock, type TestApp } from './helper.js';
import { buy, makeSale, member } from '../src/modules/ticket/test-kit.js';
import { buildTwinApps, twinOf, type TwinApps } from './twin-apps.js';

type Target = Awaited<ReturnType<typeof engageTargets>>[number];

describe.skipIf(pgUnavailable())('public-response cache', () => {
  let t: TestApp;
  let video: Target;
  beforeAll(async () => {
    t = await buildTestApp();
    video = (await engageTargets(t)).find((f) => f.family === 'video')!;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { 'accept-language': 'en', ...headers } });
  const marksUrl = () => `/video/mark/get?videoId=${video.target}`;

  it('answers an anonymous GET with an ETag, and 304 when the caller holds that version', async () => {
    const first = await get(marksUrl());
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(String(first.headers.vary)).toMatch(/Accept-Language/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get(marksUrl(), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    const other = await get(marksUrl(), { 'if-none-match': 'W/"something-else"' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
    // Each language is its own entry.
    const zh = await get(marksUrl(), { 'accept-language': 'zh-Hans' });
    expect(zh.json().code).toBe(1002);
    expect(zh.headers.etag).toBeDefined();
  });

  it("shows a member's comment and like on the very next anonymous read, and revalidation then answers 200", async () => {
    const before = await get(marksUrl());
    const page = before.json().result as MarkPage;
    const a = await memberWithPassword(t);
    expect(
      (
        await call(t, 'POST', `${video.mark}/mark`, {
          token: a.token,
          body: { videoId: video.target, content: 'Fresh' },
        })
      ).code,
    ).toBe(1002);
    const after = await get(marksUrl(), { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    const next = after.json().result as MarkPage;
    expect(next.total).toBe(page.total + 1);
    expect(next.records[0]).toMatchObject({ content: 'Fresh', mine: false });
    expect(
      (await call(t, 'POST', `${video.zan}/like`, { token: a.token, form: { videoId: String(video.target) } })).code,
    ).toBe(1002);
    expect(((await get(marksUrl())).json().result as MarkPage).likeCount).toBe(page.likeCount + 1);
  });

  it('a comment and a like outdate the comments, not the kept news (they name engagement)', async () => {
    const news = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/site/news/get?page=1&pageSize=10',
          headers: { 'accept-language': 'en', 'content-type': 'application/json' },
          payload: '{}',
        })
      ).json().result.total as number;
    // The member's account is written first: a fixture names nothing (everything changes).
    const a = await memberWithPassword(t);
    const total = await news();
    const built = vi.spyOn(t.services.browse.news, 'news');
    const posted = await call(t, 'POST', `${video.mark}/mark`, {
      token: a.token,
      body: { videoId: video.target, content: 'Named' },
    });
    expect(posted.code).toBe(1002);
    expect(
      (await call(t, 'POST', `${video.zan}/like`, { token: a.token, form: { videoId: String(video.target) } })).code,
    ).toBe(1002);
    expect(((await get(marksUrl())).json().result as MarkPage).records[0]).toMatchObject({ content: 'Named' });
    expect(await news()).toBe(total);
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
  });

  it('sees a write made outside the API (a job, the webhook, a fixture) on the next read', async () => {
    const url = `/video/video/get/${video.target}`;
    expect((await get(url)).json().result.title).toBe('The Lychee Mirror excerpt');
    await t.deps.database.db
      .update(videos)
      .set({ titleEn: 'Renamed behind the API' })
      .where(eq(videos.id, video.target));
    expect((await get(url)).json().result.title).toBe('Renamed behind the API');
    await t.deps.database.db
      .update(videos)
      .set({ titleEn: 'The Lychee Mirror excerpt' })
      .where(eq(videos.id, video.target));
  });

  it('never answers a caller with a token from the cache, nor gives their answer to anyone else', async () => {
    const a = await memberWithPassword(t);
    await call(t, 'POST', `${video.mark}/mark`, { token: a.token, body: { videoId: video.target, content: 'Mine' } });
    const anon = await get(marksUrl());
    expect((anon.json().result as MarkPage).records[0]).toMatchObject({ content: 'Mine', mine: false });
    const own = await get(marksUrl(), { authorization: `Bearer ${a.token}` });
    expect(own.headers.etag).toBeUndefined();
    expect((own.json().result as MarkPage).records[0]).toMatchObject({ content: 'Mine', mine: true });
    const anonAgain = await get(marksUrl());
    expect((anonAgain.json().result as MarkPage).records[0]).toMatchObject({ content: 'Mine', mine: false });
    expect(anonAgain.body).toBe(anon.body);
    // A bad token is still refused, never answered from the cache.
    expect((await get(marksUrl(), { authorization: 'Bearer junk' })).statusCode).toBe(401);
  });

  it('keeps nothing of a call that writes (a view count) or picks at random', async () => {
    const views = async () => (await get(`/video/video/get/${video.target}`)).json().result.views as number;
    const before = await views();
    const first = await get(`/video/video/view/${video.target}`);
    const second = await get(`/video/video/view/${video.target}`);
    expect(second.json().result.views).toBe(first.json().result.views + 1);
    expect(await views()).toBe(before + 2);
    expect((await get('/video/video/rndList')).headers.etag).toBeUndefined();
  });

  it('serves a change the clock alone makes (a sale opening) within the TTL, never later', () => {
    let version = 1;
    const clock = testClock();
    const cache = createPublicCache({
      version: {
        value: () => version,
        stamp: () => version,
        accounts: () => 1,
        trusted: () => true,
        published: async () => {},
        ready: async () => {},
        close: async () => {},
      },
      clock,
    });
    cache.store('k', '{"a":1}', cache.begin(), clock.now().getTime());
    expect(cache.lookup('k')?.body).toBe('{"a":1}');
    clock.advance(PUBLIC_TTL_MS - 1);
    expect(cache.lookup('k')).toBeDefined();
    clock.advance(1);
    expect(cache.lookup('k')).toBeUndefined();
    // Built under an older version (a write landed while building): never kept.
    const v = cache.begin();
    version++;
    cache.store('k', '{"a":2}', v, clock.now().getTime());
    expect(cache.lookup('k')).toBeUndefined();
    // An untrusted version (the cross-process listener is down): nothing kept.
    const blind = createPublicCache({
      version: {
        value: () => 1,
        stamp: () => 1,
        accounts: () => 1,
        trusted: () => false,
        published: async () => {},
        ready: async () => {},
        close: async () => {},
      },
      clock,
    });
    blind.store('k', '{}', blind.begin(), clock.now().getTime());
    expect(blind.lookup('k')).toBeUndefined();
  });
});

/** A POST read of its own (optional channel): says who asked, with what, and how many times the handler ran. */
const echo = defineEndpoint({
  method: 'POST',
  path: '/test/read',
  channel: 'optional',
  bodyKind: 'form',
  scope: 'extension',
  summary: 'test',
  query: z.strictObject({ page: z.coerce.number().int().min(1).max(9).default(1) }),
  body: z.strictObject({ cateId: id.optional(), keyword: searchKeyword }),
  result: pendingResult,
});

describe.skipIf(pgUnavailable())('public reads the SPEC sends as POST', () => {
  let t: TestApp;
  let runs = 0;
  let video: Target;
  beforeAll(async () => {
    t = await buildTestApp({
      beforeReady(app, deps) {
        // This process's writes only: a listener of its own would also hear the app's NOTIFY of them, a moment later.
        const version = createContentVersion({ ...deps.database, subscribe: undefined });
        app.addHook('onReady', () => version.ready());
        app.addHook('onClose', () => version.close());
        const authenticate = createAuthenticate({
          tokens: deps.tokens,
          clock: deps.clock,
          verifier: app.services.accounts.users,
        });
        const route = createRegistrar(app, authenticate, true, {
          cache: createPublicCache({ version, clock: deps.clock }),
          version,
          clock: deps.clock,
        });
        route(
          echo,
          async ({ query, body, user }) => ({
            who: user?.id ?? null,
            page: query.page,
            cateId: body.cateId ?? null,
            keyword: body.keyword ?? null,
            run: ++runs,
          }),
          { publicCache: 'read' },
        );
      },
    });
    video = (await engageTargets(t)).find((f) => f.family === 'video')!;
  });
  afterAll(() => t.close());

  const post = (url: string, o: { json?: object; form?: string; headers?: Record<string, string> } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: {
        'accept-language': 'en',
        ...(o.form !== undefined
          ? { 'content-type': 'application/x-www-form-urlencoded' }
          : { 'content-type': 'application/json' }),
        ...o.headers,
      },
      payload: o.form ?? JSON.stringify(o.json ?? {}),
    });

  it('answers the same validated inputs once, whatever their key order or encoding; other inputs get their own answer', async () => {
    const first = await post('/test/read?page=2', { json: { cateId: 3, keyword: ' opera ' } });
    expect(first.json().result).toMatchObject({ who: null, page: 2, cateId: 3, keyword: 'opera' });
    const run = first.json().result.run as number;
    for (const again of [
      await post('/test/read?page=2', { json: { keyword: 'opera', cateId: '3' } }),
      await post('/test/read?page=2', { form: 'keyword=opera&cateId=3' }),
      await post('/test/read?page=02', { form: 'cateId=3&keyword=%20opera' }),
    ]) {
      expect(again.statusCode).toBe(200);
      expect(again.json().result.run).toBe(run);
    }
    expect(runs).toBe(run);
    const page1 = await post('/test/read?page=1', { json: { cateId: 3, keyword: 'opera' } });
    const cate4 = await post('/test/read?page=2', { json: { cateId: 4, keyword: 'opera' } });
    expect([page1.json().result, cate4.json().result]).toMatchObject([
      { page: 1, cateId: 3 },
      { page: 2, cateId: 4 },
    ]);
    expect(runs).toBe(run + 2);
    // Junk is refused before any key is made: it neither fills the cache nor reaches the handler.
    const junk = await post('/test/read', { json: { cateId: 3, [`x${'y'.repeat(5000)}`]: 1 } });
    expect(junk.json().code).toBe(1003);
    expect(runs).toBe(run + 2);
  });

  it('never answers a POST with 304, even with the ETag it sent', async () => {
    const first = await post('/test/read', { json: { cateId: 7 } });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await post('/test/read', { json: { cateId: 7 }, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
  });

  it('gives a caller with a token their own answer, kept for nobody, and a bad token is refused', async () => {
    const member = await memberWithPassword(t);
    const anon = (await post('/test/read', { json: { cateId: 9 } })).json().result;
    const mine = await post('/test/read', {
      json: { cateId: 9 },
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(mine.headers.etag).toBeUndefined();
    expect(mine.json().result).toMatchObject({ who: member.user.id, cateId: 9 });
    expect(mine.json().result.run).toBeGreaterThan(anon.run);
    expect((await post('/test/read', { json: { cateId: 9 } })).json().result).toEqual(anon);
    expect(
      (await post('/test/read', { json: { cateId: 9 }, headers: { authorization: 'Bearer junk' } })).statusCode,
    ).toBe(401);
  });

  it('serves the video list from the cache until a write, then reads it again', async () => {
    const list = vi.spyOn(t.services.browse.videos, 'list');
    const titles = async () =>
      (
        (await post('/video/video/get?page=1&pageSize=10', { form: 'keyword=' })).json().result.records as {
          title: string;
        }[]
      ).map((r) => r.title);
    expect(await titles()).toContain('The Lychee Mirror excerpt');
    expect(await titles()).toContain('The Lychee Mirror excerpt');
    expect(list).toHaveBeenCalledTimes(1);
    await t.deps.database.db.update(videos).set({ titleEn: 'Renamed by staff' }).where(eq(videos.id, video.target));
    expect(await titles()).toContain('Renamed by staff');
    expect(list).toHaveBeenCalledTimes(2);
    // The clock alone ends an entry too (a sale opens, a performance ends).
    t.clock.advance(PUBLIC_TTL_MS);
    await titles();
    expect(list).toHaveBeenCalledTimes(3);
    list.mockRestore();
  });
});

describe.skipIf(pgUnavailable())('public-response cache across processes', () => {
  let twins: TwinApps;
  beforeAll(async () => {
    twins = await buildTwinApps();
  });
  afterAll(() => twins.close());

  it('a comment posted through one process is on the next anonymous read of the other', async () => {
    const [a, b] = twins.apps;
    const db = twins.db;
    const { insertVideo, insertVideoCategory } = await import('../src/modules/video/repository.js');
    const cat = await insertVideoCategory(db, { nameZh: '选段', nameEn: 'Excerpts' });
    const v = await insertVideo(db, {
      cateId: cat.id,
      titleZh: '选段',
      titleEn: 'Excerpt',
      poster: '/files/v.webp',
      media: '/files/v.mp4',
    });
    const { users } = await import('../src/db/schema/index.js');
    const [u] = await db.insert(users).values({ email: 'twin@example.com', nickName: 'Twin' }).returning();
    const { createTokenService } = await import('../src/services/tokens.js');
    const token = await createTokenService('test-secret-test-secret-test-secret-0123456789', twins.clock).signAccess({
      id: u!.id,
      email: u!.email!,
      nickName: 'Twin',
      userType: 4,
      avatar: null,
    });
    const read = async () =>
      (
        await b.inject({
          method: 'GET',
          url: `/api/v1/video/mark/get?videoId=${v.id}`,
          headers: { 'accept-language': 'en' },
        })
      ).json().result as MarkPage;
    // b caches from here on (apps are ready once their listener is connected): a missed notice would show.
    expect((await read()).total).toBe(0);
    for (const content of ['One', 'Two']) {
      const posted = await a.inject({
        method: 'POST',
        url: '/api/v1/video/mark/mark',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: { videoId: v.id, content },
      });
      expect(posted.json().code).toBe(1002);
      await expect.poll(async () => (await read()).records[0]?.content).toBe(content);
    }
  });
});

describe.skipIf(pgUnavailable())('explicit change events: a write outdates what reads the families it names', () => {
  let t: TestApp;
  let twin: Awaited<ReturnType<typeof twinOf>>;
  beforeAll(async () => {
    t = await buildTestApp();
    twin = await twinOf(t);
  });
  afterAll(async () => {
    await twin.close();
    await t.close();
  });

  const inject = (
    app: TestApp['app'],
    method: 'GET' | 'POST',
    url: string,
    o: { token?: string; json?: object } = {},
  ) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        'accept-language': 'en',
        ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      ...(method === 'POST' ? { payload: JSON.stringify(o.json ?? {}) } : {}),
    });
  const newsTitles = async (app: TestApp['app']) =>
    (
      (await inject(app, 'POST', '/site/news/get?page=1&pageSize=10', { json: {} })).json().result.records as {
        title: string;
      }[]
    ).map((r) => r.title);
  const seatsLeft = async (app: TestApp['app'], saleId: number) =>
    (await inject(app, 'GET', `/ticket/sale/get/${saleId}`)).json().result.remaining as number;

  it('a ticket order leaves the kept news valid in both processes; a news edit outdates it in both', async () => {
    const apps = [t.app, twin.app];
    const editor = (await t.signIn(await t.createUser({ role: 'editor' }))).accessToken;
    const sale = await makeSale(t, 10);
    const buyer = await member(t);
    // The twin keeps the empty list: it shows the news only once it has heard of the edit.
    expect(await newsTitles(twin.app)).toEqual([]);
    const publishedAt = new Date(t.clock.now().getTime() - 3_600_000).toISOString();
    const created = await inject(t.app, 'POST', '/admin/news/create', {
      token: editor,
      json: { titleZh: '新闻', titleEn: 'Kept news', contentZh: '内容', publishedAt },
    });
    expect(created.json().code, created.body).toBe(1002);
    const newsId = created.json().result.id as number;
    for (const app of apps) await expect.poll(() => newsTitles(app)).toEqual(['Kept news']);
    for (const app of apps) expect(await seatsLeft(app, sale.id)).toBe(10);
    const built = apps.map((app) => vi.spyOn(app.services.browse.news, 'news'));

    // An order changes the sale's seats: its page is read again in both processes, the news is not.
    expect((await buy(t, buyer.token, { saleId: sale.id, quantity: 2 })).code).toBe(1002);
    for (const app of apps) await expect.poll(() => seatsLeft(app, sale.id)).toBe(8);
    for (const app of apps) expect(await newsTitles(app)).toEqual(['Kept news']);
    expect(built.map((s) => s.mock.calls.length)).toEqual([0, 0]);
    const notices = async (app: TestApp['app']) =>
      (await inject(app, 'GET', '/site/notice/get?page=1&pageSize=10')).json().result.total as number;
    const noticeTotals = await Promise.all(apps.map(notices));
    const noticesBuilt = apps.map((app) => vi.spyOn(app.services.site, 'notices'));

    // A news edit in one process outdates the kept news in both, and nothing kept of another family.
    const edited = await inject(t.app, 'POST', `/admin/news/update/${newsId}`, {
      token: editor,
      json: { titleEn: 'Edited news' },
    });
    expect(edited.json().code, edited.body).toBe(1002);
    for (const app of apps) await expect.poll(() => newsTitles(app)).toEqual(['Edited news']);
    expect(built.map((s) => s.mock.calls.length)).toEqual([1, 1]);
    expect(await Promise.all(apps.map(notices))).toEqual(noticeTotals);
    expect(noticesBuilt.map((s) => s.mock.calls.length)).toEqual([0, 0]);
    for (const s of [...built, ...noticesBuilt]) s.mockRestore();
  });
});
