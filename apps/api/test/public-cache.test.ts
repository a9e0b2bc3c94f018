import type { MarkPage } from '@nanhua/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../src/db/schema/index.js';
import { createPublicCache, PUBLIC_TTL_MS } from '../src/http/public-cache.js';
import { engageTargets } from '../src/modules/engagement/test-kit.js';
import { call, memberWithPassword } from '../src/modules/usercenter/account-test-kit.js';
import { buildTestApp, pgUnavailable, testClock, type TestApp } from './helper.js';
import { buildTwinApps, type TwinApps } from './twin-apps.js';

type Target = Awaited<ReturnType<typeof engageTargets>>[number];

describe.skipIf(pgUnavailable())('public-response cache', () => {
  let t: TestApp;
  let video: Target;
  beforeAll(async () => {
    t = await buildTestApp();
    video = (await engageTargets(t)).find((f) => f.family === 'video')!;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { 'accept-language': 'en', ...headers } });
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
    expect((await call(t, 'POST', `${video.mark}/mark`, { token: a.token, body: { videoId: video.target, content: 'Fresh' } })).code).toBe(1002);
    const after = await get(marksUrl(), { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    const next = after.json().result as MarkPage;
    expect(next.total).toBe(page.total + 1);
    expect(next.records[0]).toMatchObject({ content: 'Fresh', mine: false });
    expect((await call(t, 'POST', `${video.zan}/like`, { token: a.token, form: { videoId: String(video.target) } })).code).toBe(1002);
    expect(((await get(marksUrl())).json().result as MarkPage).likeCount).toBe(page.likeCount + 1);
  });

  it('sees a write made outside the API (a job, the webhook, a fixture) on the next read', async () => {
    const url = `/video/video/get/${video.target}`;
    expect((await get(url)).json().result.title).toBe('The Lychee Mirror excerpt');
    await t.deps.database.db.update(videos).set({ titleEn: 'Renamed behind the API' }).where(eq(videos.id, video.target));
    expect((await get(url)).json().result.title).toBe('Renamed behind the API');
    await t.deps.database.db.update(videos).set({ titleEn: 'The Lychee Mirror excerpt' }).where(eq(videos.id, video.target));
  });

  it("never answers a caller with a token from the cache, nor gives their answer to anyone else", async () => {
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
    const cache = createPublicCache({ version: { value: () => version, accounts: () => 1, trusted: () => true, published: async () => {}, ready: async () => {}, close: async () => {} }, clock });
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
    const blind = createPublicCache({ version: { value: () => 1, accounts: () => 1, trusted: () => false, published: async () => {}, ready: async () => {}, close: async () => {} }, clock });
    blind.store('k', '{}', blind.begin(), clock.now().getTime());
    expect(blind.lookup('k')).toBeUndefined();
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
    const v = await insertVideo(db, { cateId: cat.id, titleZh: '选段', titleEn: 'Excerpt', poster: '/files/v.webp', media: '/files/v.mp4' });
    const { users } = await import('../src/db/schema/index.js');
    const [u] = await db.insert(users).values({ email: 'twin@example.com', nickName: 'Twin' }).returning();
    const { createTokenService } = await import('../src/services/tokens.js');
    const token = await createTokenService('test-secret-test-secret-test-secret-0123456789', twins.clock).signAccess({ id: u!.id, email: u!.email!, nickName: 'Twin', userType: 4, avatar: null });
    const read = async () => (await b.inject({ method: 'GET', url: `/api/v1/video/mark/get?videoId=${v.id}`, headers: { 'accept-language': 'en' } })).json().result as MarkPage;
    // b caches from here on (apps are ready once their listener is connected): a missed notice would show.
    expect((await read()).total).toBe(0);
    for (const content of ['One', 'Two']) {
      const posted = await a.inject({ method: 'POST', url: '/api/v1/video/mark/mark', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: { videoId: v.id, content } });
      expect(posted.json().code).toBe(1002);
      await expect.poll(async () => (await read()).records[0]?.content).toBe(content);
    }
  });
});
