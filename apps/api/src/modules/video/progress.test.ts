import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { videoProgress, videos } from '../../db/schema/index.js';
import { changesContent } from '../../db/write-watch.js';
import { deleteMemberData } from '../usercenter/erase-repository.js';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';

type V = { id: number; isPremium: boolean; title: string };
type Item = { video: V; position: number; duration: number; updatedAt: string };

describe.skipIf(pgUnavailable())('video progress: resume and continue watching (issue 34 item 7)', () => {
  let t: TestApp;
  let member: string;
  let other: string;
  let ordinary: string;
  let free: V[];
  let premium: V[];
  let memberExpires: Date;
  const call = (method: 'GET' | 'POST', url: string, auth?: string, payload?: object, lang = 'en') =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      payload,
      headers: { 'accept-language': lang, ...(auth ? { authorization: auth } : {}) },
    });
  const save = (auth: string, body: object, lang = 'en') => call('POST', '/video/progress/save', auth, body, lang);
  const place = async (auth: string, id: number) => (await call('GET', `/video/progress/get/${id}`, auth)).json();
  const continueList = async (auth: string, query = '') =>
    (await call('GET', `/video/progress/continue${query}`, auth)).json().result as Item[];

  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
    memberExpires = new Date(t.clock.now().getTime() + 30 * 86_400_000);
    member = `Bearer ${(await t.signIn(await t.createUser({ userType: 1, memberExpiresAt: memberExpires }))).accessToken}`;
    other = `Bearer ${(await t.signIn(await t.createUser({ userType: 2, memberExpiresAt: memberExpires }))).accessToken}`;
    ordinary = `Bearer ${(await t.signIn(await t.createUser())).accessToken}`;
    const all = (await t.app.inject({ method: 'POST', url: '/api/v1/video/video/get?pageSize=50', payload: {} })).json()
      .result.records as V[];
    free = all.filter((v) => !v.isPremium);
    premium = all.filter((v) => v.isPremium);
  });
  afterAll(() => t.close());

  it('every call needs a signed-in member', async () => {
    expect((await call('GET', `/video/progress/get/${free[0]!.id}`)).statusCode).toBe(401);
    expect((await save('', { videoId: free[0]!.id, position: 5, duration: 24 })).statusCode).toBe(401);
    expect((await call('GET', '/video/progress/continue')).statusCode).toBe(401);
    expect((await call('GET', '/video/progress/continue', 'Bearer junk')).statusCode).toBe(401);
  });

  it('saves the place, answers it back and replaces it with the newer one', async () => {
    const id = free[0]!.id;
    expect(await place(member, id)).toEqual({ code: 1002, message: expect.any(String), result: null });
    const first = (await save(member, { videoId: id, position: 12, duration: 24 })).json();
    expect(first).toMatchObject({
      code: 1002,
      result: { videoId: id, position: 12, duration: 24, updatedAt: t.clock.now().toISOString() },
    });
    t.clock.advance(15_000);
    expect((await save(member, { videoId: id, position: '15', duration: '24' })).json().result).toMatchObject({
      position: 15,
    });
    expect((await place(member, id)).result).toEqual({
      videoId: id,
      position: 15,
      duration: 24,
      updatedAt: t.clock.now().toISOString(),
    });
    // Start over: 0 is a place like any other.
    expect((await save(member, { videoId: id, position: 0, duration: 24 })).json().result.position).toBe(0);
  });

  it('refuses nonsense with a clear message and keeps the place it had', async () => {
    const id = free[1]!.id;
    await save(member, { videoId: id, position: 10, duration: 24 });
    const cases: [object, string][] = [
      [{ videoId: id, position: -1, duration: 24 }, '“position” must be a whole number in the allowed range'],
      [{ videoId: id, position: 25, duration: 24 }, 'The place watched up to cannot be past the end of the video'],
      [{ videoId: id, position: 0, duration: 0 }, '“duration” must be a whole number in the allowed range'],
      [{ videoId: id, position: 1, duration: 86_401 }, '“duration” must be a whole number in the allowed range'],
      [{ videoId: id, position: 1.5, duration: 24 }, '“position” must be a whole number in the allowed range'],
      [{ videoId: id, position: 'soon', duration: 24 }, 'Invalid value for “position”'],
      [{ videoId: 31_337, position: 1, duration: 24 }, 'Video not found'],
    ];
    for (const [body, message] of cases) {
      const answer = await save(member, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(200);
      expect(answer.json(), JSON.stringify(body)).toMatchObject({ code: 1003, message, result: null });
    }
    expect((await save(member, { videoId: id, position: 25, duration: 24 }, 'zh-Hans')).json().message).toBe(
      '观看位置不能超过视频时长',
    );
    expect((await save(member, { videoId: id, position: 1, duration: 24, userId: 1 })).json().code).toBe(1003);
    expect((await place(member, id)).result).toMatchObject({ position: 10, duration: 24 });
    expect((await call('GET', '/video/progress/get/31337', member)).json()).toMatchObject({
      code: 1003,
      message: 'Video not found',
    });
  });

  it('each member sees only their own places', async () => {
    const id = free[2]!.id;
    await save(member, { videoId: id, position: 8, duration: 24 });
    expect((await place(other, id)).result).toBeNull();
    await save(other, { videoId: id, position: 20, duration: 24 });
    expect((await place(member, id)).result.position).toBe(8);
    expect((await place(other, id)).result.position).toBe(20);
    expect((await continueList(other)).map((i) => i.video.id)).toEqual([id]);
  });

  it('continue watching: started and unfinished, newest first, with the video as lists show it', async () => {
    const fresh = `Bearer ${(await t.signIn(await t.createUser({ userType: 1, memberExpiresAt: memberExpires }))).accessToken}`;
    expect(await continueList(fresh)).toEqual([]);
    const [a, b, c, d, e] = free as [V, V, V, V, V];
    await save(fresh, { videoId: a.id, position: 10, duration: 24 });
    t.clock.advance(1000);
    await save(fresh, { videoId: b.id, position: 23, duration: 24 }); // 95.8 %: watched
    t.clock.advance(1000);
    await save(fresh, { videoId: c.id, position: 2, duration: 24 }); // barely started
    t.clock.advance(1000);
    await save(fresh, { videoId: d.id, position: 5, duration: 24 });
    t.clock.advance(1000);
    await save(fresh, { videoId: e.id, position: 22, duration: 24 }); // 91.7 %: not yet
    const list = await continueList(fresh);
    expect(list.map((i) => i.video.id)).toEqual([e.id, d.id, a.id]);
    expect(list[0]).toMatchObject({
      position: 22,
      duration: 24,
      video: { id: e.id, title: expect.any(String), isPremium: false },
    });
    expect(list[0]!.video).not.toHaveProperty('media');
    expect((await continueList(fresh, '?length=2')).map((i) => i.video.id)).toEqual([e.id, d.id]);
    expect((await call('GET', '/video/progress/continue?length=11', fresh)).json().code).toBe(1003);
    // Watching an older one again brings it to the front; finishing it takes it off.
    t.clock.advance(1000);
    await save(fresh, { videoId: a.id, position: 14, duration: 24 });
    expect((await continueList(fresh)).map((i) => i.video.id)).toEqual([a.id, e.id, d.id]);
    await save(fresh, { videoId: a.id, position: 24, duration: 24 });
    expect((await continueList(fresh)).map((i) => i.video.id)).toEqual([e.id, d.id]);
    // A video taken down is not offered.
    await t.deps.database.db.update(videos).set({ published: false }).where(eq(videos.id, d.id));
    expect((await continueList(fresh)).map((i) => i.video.id)).toEqual([e.id]);
    await t.deps.database.db.update(videos).set({ published: true }).where(eq(videos.id, d.id));
  });

  it('premium: only a member keeps a place in it, and it is no longer offered once the membership lapses', async () => {
    const p = premium[0]!;
    const answer = (await save(ordinary, { videoId: p.id, position: 5, duration: 24 })).json();
    expect(answer).toMatchObject({ code: 1003, message: 'This video is for members; join to watch it' });
    const lapsing = await t.createUser({
      userType: 1,
      memberExpiresAt: new Date(t.clock.now().getTime() + 86_400_000),
    });
    const auth = `Bearer ${(await t.signIn(lapsing)).accessToken}`;
    await save(auth, { videoId: p.id, position: 6, duration: 24 });
    t.clock.advance(1000);
    await save(auth, { videoId: free[0]!.id, position: 4, duration: 24 });
    expect((await continueList(auth)).map((i) => i.video.id)).toEqual([free[0]!.id, p.id]);
    t.clock.advance(2 * 86_400_000);
    const later = `Bearer ${(await t.signIn(lapsing)).accessToken}`;
    expect((await continueList(later)).map((i) => i.video.id)).toEqual([free[0]!.id]);
    expect((await save(later, { videoId: p.id, position: 7, duration: 24 })).json().code).toBe(1003);
  });

  it('a saved place is private: it does not empty the public cache every few seconds of playback', () => {
    expect(
      changesContent(
        'insert into "video_progress" ("user_id", "video_id", "position_seconds", "duration_seconds", "updated_at") values ($1, $2, $3, $4, $5) on conflict ("user_id","video_id") do update set "position_seconds" = $6',
      ),
    ).toBe(false);
    expect(changesContent('delete from "video_progress" where "video_progress"."user_id" = $1')).toBe(false);
  });

  it("an erased account's places go with its other personal data", async () => {
    const gone = await t.createUser();
    const auth = `Bearer ${(await t.signIn(gone)).accessToken}`;
    await save(auth, { videoId: free[0]!.id, position: 9, duration: 24 });
    const rows = () => t.deps.database.db.select().from(videoProgress).where(eq(videoProgress.userId, gone.id));
    expect(await rows()).toHaveLength(1);
    await deleteMemberData(t.deps.database.db, gone.id);
    expect(await rows()).toEqual([]);
  });
});
