import { createHmac } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { LiveClass, LiveReplay, StaffLiveClass } from '@nanhua/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { liveClasses, liveJoins, liveRegistrations, liveReplays, userMessages } from '../../db/schema/index.js';
import { loadConfig } from '../../config.js';
import type { UserRow } from '../usercenter/user-repository.js';
import { signMeetingSdkJwt } from './zoom.js';

const SDK_KEY = 'test-sdk-key';
const SDK_SECRET = 'test-sdk-secret-0123456789';
const HOOK_SECRET = 'test-webhook-secret';
const minute = 60_000;

type Envelope<T = unknown> = { code: number; message: string; result: T };
type Staff = StaffLiveClass;

const b64json = (s: string) => JSON.parse(Buffer.from(s, 'base64url').toString('utf8')) as Record<string, unknown>;

/** The start of a real MP4: an ISO-BMFF `ftyp` box (isom), then an `mdat` box with a few bytes of media. */
const mp4Bytes = (payload = 'the bytes Zoom recorded') => {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2'),
  ]);
  const body = Buffer.from(payload);
  const mdat = Buffer.concat([Buffer.alloc(4), Buffer.from('mdat'), body]);
  mdat.writeUInt32BE(mdat.length, 0);
  return Buffer.concat([ftyp, mdat]);
};
/** What Zoom answers (HTTP 200, text/html) when it refuses a download: its error page, 184 bytes of it. */
const zoomErrorPage = Buffer.from(
  `<!DOCTYPE html><html><head><title>Error - Zoom</title></head><body><div class="error">This recording does not exist.</div></body></html>`.padEnd(
    184,
    ' ',
  ),
);

type ZoomAnswer = (res: ServerResponse, req: IncomingMessage) => void;
/** A real HTTP server on 127.0.0.1 playing Zoom's download host: each path answers as the test sets it, else the MP4. */
async function zoomDownloadHost(fixture: Buffer) {
  const answers = new Map<string, ZoomAnswer>();
  const server: Server = createServer((req, res) => {
    const answer = answers.get(new URL(req.url ?? '/', 'http://x').pathname);
    if (answer) return answer(res, req);
    res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': fixture.length }).end(fixture);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    answers,
    /** Zoom's https link, sent to this server instead (the host is checked before the download). */
    local: (url: string) => {
      const u = new URL(url);
      return `http://127.0.0.1:${port}${u.pathname}${u.search}`;
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

describe.skipIf(pgUnavailable())('live stream classroom', () => {
  let t: TestApp;
  let staffToken: string;
  let ordinary: { user: UserRow; token: string };
  let annual: { user: UserRow; token: string };
  const downloads: { url: string; headers: Record<string, string> }[] = [];
  const fixture = mp4Bytes();
  let zoomHost: Awaited<ReturnType<typeof zoomDownloadHost>>;
  // Shortened per test: how long a download may sit idle, and how long the webhook waits before answering.
  const timing = { idleTimeoutMs: 60_000, answerBudgetMs: 2_000 };

  beforeAll(async () => {
    zoomHost = await zoomDownloadHost(fixture);
    t = await buildTestApp({
      seed: true,
      env: {
        ZOOM_SDK_KEY: SDK_KEY,
        ZOOM_SDK_SECRET: SDK_SECRET,
        ZOOM_WEBHOOK_SECRET: HOOK_SECRET,
        PUBLIC_URL: 'https://opera.example.org',
      },
      beforeReady: (_app, deps) => {
        deps.fetch = async (url, init) => {
          downloads.push({ url, headers: init.headers });
          return fetch(zoomHost.local(url), init);
        };
        deps.zoomDownloads = timing;
      },
    });
    staffToken = await tokenOf(await t.createUser({ role: 'editor', nickName: '值班编辑' }));
    ordinary = await person();
    annual = await person(2);
  });
  afterAll(async () => {
    await t.close();
    await zoomHost.close();
  });

  async function tokenOf(u: UserRow) {
    return (await t.signIn(u)).accessToken;
  }
  async function person(userType = 4, nickName?: string) {
    const expires = userType === 4 ? null : new Date(t.clock.now().getTime() + 30 * 86_400_000);
    const user = await t.createUser({ userType, memberExpiresAt: expires, ...(nickName ? { nickName } : {}) });
    return { user, token: await tokenOf(user) };
  }
  async function call<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    o: { token?: string; body?: unknown; lang?: string } = {},
  ) {
    const res = await t.app.inject({
      method,
      url: `/api/v1${path}`,
      headers: { 'accept-language': o.lang ?? 'en', ...(o.token ? { authorization: `Bearer ${o.token}` } : {}) },
      ...(o.body !== undefined ? { payload: o.body as object } : {}),
    });
    return { status: res.statusCode, ...(res.json() as Envelope<T>) };
  }
  const meetings = (token?: string, lang = 'en') =>
    call<{ live: LiveClass[]; upcoming: LiveClass[] }>('GET', '/liveCast/meeting/get', { token, lang });
  const zoomAuth = (token: string, classId: unknown, lang = 'en') =>
    call<Record<string, string>>('POST', '/liveCast/meeting/zoomAuth', { token, body: { classId }, lang });
  const register = (token: string, classId: unknown, lang = 'en') =>
    call<{ classId: number; registeredAt: string; registeredCount: number; calendar: string }>(
      'POST',
      '/liveCast/participant/save',
      { token, body: { classId }, lang },
    );
  const rows = async (table: typeof liveJoins | typeof liveRegistrations | typeof liveReplays | typeof liveClasses) =>
    (await t.deps.database.db.select({ n: count() }).from(table))[0]!.n;

  /** A class through the staff call, times in minutes from the test clock. */
  async function makeClass(over: Record<string, unknown> = {}, fromMin = -5, toMin = 55): Promise<Staff> {
    const now = t.clock.now().getTime();
    const res = await call<Staff>('POST', '/admin/liveCast/class/create', {
      token: staffToken,
      body: {
        titleZh: '测试课',
        titleEn: 'Test class',
        teacherZh: '林老师',
        teacherEn: 'Ms Lim',
        startAt: new Date(now + fromMin * minute).toISOString(),
        endAt: new Date(now + toMin * minute).toISOString(),
        meetingNumber: '91234567890',
        passcode: 'pass1',
        ...over,
      },
    });
    expect(res.code, res.message).toBe(1002);
    return res.result;
  }

  describe('auth comes first', () => {
    it('lets visitors read the classes and replays, and answers HTTP 401 to a bad token there', async () => {
      for (const path of ['/liveCast/meeting/get', '/liveCast/history/get']) {
        expect((await call('GET', path)).code, path).toBe(1002);
        expect((await call('GET', path, { token: 'junk' })).status, path).toBe(401);
      }
    });

    it('answers HTTP 401 without a token on the member calls', async () => {
      for (const [method, path] of [
        ['GET', '/liveCast/history/get/1'],
        ['GET', '/liveCast/liveCastKey/get/1'],
        ['POST', '/liveCast/meeting/zoomAuth'],
        ['POST', '/liveCast/participant/save'],
      ] as const) {
        const res = await call(method, path, method === 'POST' ? { body: { classId: 1 } } : {});
        expect([res.status, res.code, res.message], path).toEqual([401, 1003, 'Please Login']);
      }
    });

    const staffCalls: [string, 'GET' | 'POST', unknown?][] = [
      ['/admin/liveCast/class/get', 'GET'],
      ['/admin/liveCast/class/get/1', 'GET'],
      [
        '/admin/liveCast/class/create',
        'POST',
        {
          titleZh: '课',
          titleEn: 'Class',
          teacherZh: '师',
          teacherEn: 'T',
          startAt: '2026-11-22T10:00:00Z',
          endAt: '2026-11-22T11:00:00Z',
          meetingNumber: '912345678',
        },
      ],
      [
        '/admin/liveCast/class/update/1',
        'POST',
        {
          titleZh: '课',
          titleEn: 'Class',
          teacherZh: '师',
          teacherEn: 'T',
          startAt: '2026-11-22T10:00:00Z',
          endAt: '2026-11-22T11:00:00Z',
          meetingNumber: '912345678',
        },
      ],
      ['/admin/liveCast/class/start/1', 'POST'],
      ['/admin/liveCast/class/end/1', 'POST'],
      ['/admin/liveCast/attendance/get/1', 'GET'],
      ['/admin/liveCast/replay/attach/1', 'POST', { media: '/files/live/clip-1.mp4', duration: 24 }],
    ];
    it('refuses the staff calls to visitors (401) and to members, storing nothing', async () => {
      const before = await Promise.all([rows(liveClasses), rows(liveReplays)]);
      const snapshot = JSON.stringify(await t.deps.database.db.select().from(liveClasses));
      for (const [path, method, body] of staffCalls) {
        expect((await call(method, path, { body })).status, path).toBe(401);
        const res = await call(method, path, { token: ordinary.token, body });
        expect(res.code, path).not.toBe(1002);
        expect(res.result, path).toBeNull();
      }
      expect(await Promise.all([rows(liveClasses), rows(liveReplays)])).toEqual(before);
      expect(JSON.stringify(await t.deps.database.db.select().from(liveClasses))).toBe(snapshot);
    });
  });

  describe('the seeded classroom', () => {
    it('lists the class live now and the three to come, in the request language, without the Zoom meeting', async () => {
      const res = await meetings();
      expect(res.result.live.map((c) => c.title)).toEqual(['Teochew singing for beginners: the "Peach Blossom" duet']);
      expect(res.result.upcoming.map((c) => [c.title, c.audience, c.requiresRegistration, c.capacity])).toEqual([
        ['Water-sleeve basics (members only)', 'members', false, null],
        ['Teochew percussion workshop: the small gong and the su gong', 'signedIn', true, 12],
        ['Leading on the erxian, the "first string" of Teochew music', 'signedIn', false, null],
      ]);
      expect(res.result.upcoming[1]!.registeredCount).toBe(3);
      const live = res.result.live[0]!;
      expect(live).toMatchObject({
        state: 'live',
        teacher: 'Ms Lim Lee Choo',
        registered: null,
        entitled: false,
        canJoin: false,
        liveConfigured: true,
      });
      const raw = JSON.stringify(res.result);
      for (const secret of ['85012345601', 'namhwa', 'meetingNumber', 'passcode']) expect(raw).not.toContain(secret);
      expect((await meetings(undefined, 'zh-Hans')).result.live[0]!.teacher).toBe('林丽珠老师');
    });

    it('tells a signed-in member what they may do', async () => {
      const mine = (await meetings(ordinary.token)).result;
      expect(mine.live[0]).toMatchObject({ registered: false, entitled: true, canJoin: true });
      expect(mine.upcoming[0]).toMatchObject({ audience: 'members', entitled: false, canJoin: false });
      const theirs = (await meetings(annual.token)).result;
      expect(theirs.upcoming[0]).toMatchObject({ entitled: true, canJoin: false });
    });

    it('pages the replays newest first; a premium one is locked for a non-member and signed for a member', async () => {
      const list = await call<{ records: LiveReplay[]; total: number }>(
        'GET',
        '/liveCast/history/get?page=1&pageSize=10',
      );
      expect(list.result.total).toBe(2);
      expect(list.result.records.map((r) => [r.title, r.isPremium, r.duration])).toEqual([
        ['"The Lychee Mirror": the arias explained', false, 24],
        ['"Meeting at the Window": movement class (members only)', true, 24],
      ]);
      const [free, premium] = list.result.records as [LiveReplay, LiveReplay];
      const freeDetail = await call<Record<string, unknown>>('GET', `/liveCast/history/get/${free.id}`, {
        token: ordinary.token,
      });
      expect(freeDetail.result).toMatchObject({
        locked: false,
        media: '/files/live/clip-1.mp4',
        subtitles: { zh: '/files/live/clip-1.zh.vtt', en: '/files/live/clip-1.en.vtt' },
      });
      const locked = await call<Record<string, unknown>>('GET', `/liveCast/history/get/${premium.id}`, {
        token: ordinary.token,
      });
      expect(locked.result).toMatchObject({
        locked: true,
        media: null,
        subtitles: { zh: null, en: null },
        isPremium: true,
      });
      expect(locked.result.description).toContain('Yuzhen');
      const open = await call<{ media: string; subtitles: { zh: string } }>(
        'GET',
        `/liveCast/history/get/${premium.id}`,
        { token: annual.token },
      );
      expect(open.result.media).toMatch(/^\/files\/premium\/live\/clip-3\.mp4\?exp=\d+&u=\d+&sig=[\w-]{43}$/);
      expect(open.result.subtitles.zh).toMatch(/^\/files\/premium\/live\/clip-3\.zh\.vtt\?exp=/);
      expect((await t.app.inject({ url: open.result.media })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/files/premium/live/clip-3.mp4' })).statusCode).not.toBe(200);
      expect((await call('GET', '/liveCast/history/get/999999', { token: ordinary.token })).message).toBe(
        'This replay does not exist or is no longer offered',
      );
    });
  });

  describe('zoomAuth', () => {
    it('signs the Meeting SDK JWT with exactly the claims Zoom reads, role 0, and records the join', async () => {
      const c = await makeClass();
      const joinsBefore = await rows(liveJoins);
      const res = await zoomAuth(ordinary.token, c.id);
      expect(res.code, res.message).toBe(1002);
      expect(res.result).toMatchObject({
        sdkKey: SDK_KEY,
        meetingNumber: '91234567890',
        passcode: 'pass1',
        userName: ordinary.user.nickName,
        userEmail: ordinary.user.email,
        leaveUrl: 'https://opera.example.org/#/pages/liveCast/index',
      });
      const [h, p, s] = res.result.signature!.split('.') as [string, string, string];
      expect(b64json(h)).toEqual({ alg: 'HS256', typ: 'JWT' });
      expect(createHmac('sha256', SDK_SECRET).update(`${h}.${p}`).digest('base64url')).toBe(s);
      const claims = b64json(p);
      expect(Object.keys(claims).sort()).toEqual(['appKey', 'exp', 'iat', 'mn', 'role', 'sdkKey', 'tokenExp']);
      const now = Math.floor(t.clock.now().getTime() / 1000);
      expect(claims).toEqual({
        appKey: SDK_KEY,
        sdkKey: SDK_KEY,
        mn: '91234567890',
        role: 0,
        iat: now - 30,
        exp: claims.exp,
        tokenExp: claims.exp,
      });
      const life = (claims.exp as number) - (claims.iat as number);
      expect(life).toBeGreaterThanOrEqual(30 * 60);
      expect(life).toBeLessThanOrEqual(48 * 3600);
      expect(await rows(liveJoins)).toBe(joinsBefore + 1);
    });

    it('refuses a non-member on a members-only class, with nothing recorded', async () => {
      const c = await makeClass({ audience: 'members' });
      const joins = await rows(liveJoins);
      const res = await zoomAuth(ordinary.token, c.id);
      expect([res.code, res.message, res.result]).toEqual([
        1003,
        'This live class is for members only; become a member to join',
        null,
      ]);
      expect((await zoomAuth(ordinary.token, c.id, 'zh-Hans')).message).toBe('该直播课仅限会员参加，开通会员即可进入');
      const lapsed = await t.createUser({ userType: 2, memberExpiresAt: new Date(t.clock.now().getTime() - minute) });
      expect((await zoomAuth(await tokenOf(lapsed), c.id)).code).toBe(1003);
      expect(await rows(liveJoins)).toBe(joins);
      expect((await zoomAuth(annual.token, c.id)).code).toBe(1002);
    });

    it('admits one tier (and super members) to a tier class', async () => {
      const c = await makeClass({ audience: 'tier', tier: 3 });
      expect((await zoomAuth(annual.token, c.id)).message).toBe('This live class is for Monthly Members only');
      expect((await zoomAuth(annual.token, c.id, 'zh-Hans')).message).toBe('该直播课仅限月度会员参加');
      expect((await zoomAuth((await person(3)).token, c.id)).code).toBe(1002);
      expect((await zoomAuth((await person(1)).token, c.id)).code).toBe(1002);
    });

    it('refuses an unregistered member on a registration-only class, then lets them in once registered', async () => {
      const c = await makeClass({ requiresRegistration: true });
      const m = await person();
      expect((await zoomAuth(m.token, c.id)).message).toBe('Please register for this class first, then you can join');
      expect((await register(m.token, c.id)).code).toBe(1002);
      expect((await zoomAuth(m.token, c.id)).code).toBe(1002);
    });

    it('opens the classroom 15 minutes before the start, or when staff start it early', async () => {
      const c = await makeClass({}, 30, 90);
      expect((await zoomAuth(ordinary.token, c.id)).message).toBe(
        'The classroom opens 15 minutes before the class starts; please come back then',
      );
      expect((await meetings(ordinary.token)).result.upcoming.find((x) => x.id === c.id)).toMatchObject({
        state: 'upcoming',
        canJoin: false,
      });
      const started = await call<Staff>('POST', `/admin/liveCast/class/start/${c.id}`, { token: staffToken });
      expect(started.result).toMatchObject({ state: 'live', startedAt: t.clock.now().toISOString() });
      expect((await zoomAuth(ordinary.token, c.id)).code).toBe(1002);
      const soon = await makeClass({}, 14, 60);
      expect((await zoomAuth(ordinary.token, soon.id)).code).toBe(1002);
    });

    it('refuses a member once the class has ended (by the clock or by staff)', async () => {
      const c = await makeClass({}, -70, -10);
      expect((await zoomAuth(annual.token, c.id)).message).toBe('This live class has ended');
      const d = await makeClass();
      const ended = await call<Staff>('POST', `/admin/liveCast/class/end/${d.id}`, { token: staffToken });
      expect(ended.result.state).toBe('ended');
      const joins = await rows(liveJoins);
      expect((await zoomAuth(annual.token, d.id)).message).toBe('This live class has ended');
      expect(await rows(liveJoins)).toBe(joins);
      expect((await call('POST', `/admin/liveCast/class/start/${d.id}`, { token: staffToken })).message).toBe(
        'This class has ended and cannot be started again',
      );
    });

    it('refuses bad input with a localized 1003 and an unknown class', async () => {
      for (const classId of [undefined, 'abc', 0, -1, 2 ** 31, 1.5]) {
        const res = await zoomAuth(ordinary.token, classId);
        expect([res.status, res.code, res.result], String(classId)).toEqual([200, 1003, null]);
      }
      expect((await zoomAuth(ordinary.token, 999_999)).message).toBe(
        'This live class does not exist or is no longer offered',
      );
      const hidden = await makeClass({ published: false });
      expect((await zoomAuth(annual.token, hidden.id)).message).toBe(
        'This live class does not exist or is no longer offered',
      );
    });

    it('gives the public SDK key only', async () => {
      const c = await makeClass();
      expect((await call('GET', `/liveCast/liveCastKey/get/${c.id}`, { token: ordinary.token })).result).toEqual({
        sdkKey: SDK_KEY,
      });
      expect((await call('GET', '/liveCast/liveCastKey/get/999999', { token: ordinary.token })).code).toBe(1003);
    });
  });

  describe('participant/save', () => {
    it('registers once however often it is asked, with one message and a calendar file', async () => {
      const c = await makeClass({ requiresRegistration: true, capacity: 5 }, 60 * 24, 60 * 25);
      const m = await person(4, '报名会员');
      const first = await register(m.token, c.id);
      expect(first.result).toMatchObject({ classId: c.id, registeredCount: 1, calendar: `/calendar/live/${c.id}.ics` });
      const again = await register(m.token, c.id);
      expect(again.result).toEqual(first.result);
      const both = await Promise.all([register(m.token, c.id), register(m.token, c.id)]);
      expect(both.map((r) => r.result.registeredCount)).toEqual([1, 1]);
      expect(
        (await t.deps.database.db.select().from(liveRegistrations).where(eq(liveRegistrations.classId, c.id))).length,
      ).toBe(1);
      const inbox = await t.deps.database.db.select().from(userMessages).where(eq(userMessages.userId, m.user.id));
      const notes = inbox.filter((x) => x.titleEn === 'You are registered for a live class');
      expect(notes).toHaveLength(1);
      expect(notes[0]!.link).toBe(`https://opera.example.org/calendar/live/${c.id}.ics`);
      expect(notes[0]!.contentEn).toContain('“Test class” with Ms Lim');
      expect(notes[0]!.contentZh).toContain('「测试课」（林老师）');
      const local = new Date(new Date(c.startAt).getTime() + 8 * 3600_000).toISOString();
      expect(notes[0]!.contentEn).toContain(
        `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} ${local.slice(11, 16)}`,
      );
      expect((await meetings(m.token)).result.upcoming.find((x) => x.id === c.id)).toMatchObject({
        registered: true,
        registeredCount: 1,
      });

      const ics = await t.app.inject({ url: `/calendar/live/${c.id}.ics?lang=en` });
      expect(ics.statusCode).toBe(200);
      expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
      const lines = ics.body.replace(/\r\n /g, '').split('\r\n');
      expect(lines).toContain('SUMMARY:Test class');
      expect(lines).toContain('LOCATION:Nam Hwa Opera · Live Stream Classroom (Zoom)');
      expect(lines).toContain(`UID:live-${c.id}@calendar.namhwaopera.org.sg`);
      expect((await t.app.inject({ url: '/calendar/live/999999.ics' })).statusCode).toBe(404);
    });

    it('holds the capacity under 50 simultaneous registrations: exactly 10', async () => {
      const c = await makeClass({ requiresRegistration: true, capacity: 10 }, 60, 120);
      const people = await Promise.all(Array.from({ length: 50 }, (_, i) => t.createUser({ nickName: `rush${i}` })));
      const tokens = await Promise.all(people.map(tokenOf));
      const results = await Promise.all(tokens.map((tk) => register(tk, c.id)));
      expect(results.filter((r) => r.status !== 200)).toHaveLength(0);
      expect(results.filter((r) => r.code === 1002)).toHaveLength(10);
      expect(results.filter((r) => r.code === 1003).map((r) => r.message)).toEqual(
        Array(40).fill('This live class is full'),
      );
      expect(
        (await t.deps.database.db.select().from(liveRegistrations).where(eq(liveRegistrations.classId, c.id))).length,
      ).toBe(10);
      expect(
        (await call<Staff>('GET', `/admin/liveCast/class/get/${c.id}`, { token: staffToken })).result.registeredCount,
      ).toBe(10);
      // The eleventh asking again later is still refused; one of the ten asking again is not.
      expect((await register(tokens[results.findIndex((r) => r.code === 1003)]!, c.id)).code).toBe(1003);
      expect((await register(tokens[results.findIndex((r) => r.code === 1002)]!, c.id)).code).toBe(1002);
    }, 120_000);

    it('refuses a non-member on a members-only class and a class that has ended, storing nothing', async () => {
      const members = await makeClass({ audience: 'members' }, 60, 120);
      const ended = await makeClass({}, -120, -60);
      const before = await Promise.all([
        rows(liveRegistrations),
        t.deps.database.db.select({ n: count() }).from(userMessages),
      ]);
      expect((await register(ordinary.token, members.id)).message).toBe(
        'This live class is for members only; become a member to join',
      );
      expect((await register(annual.token, ended.id)).message).toBe('This live class has ended');
      expect((await register(annual.token, ended.id, 'zh-Hans')).message).toBe('该直播课已结束');
      for (const classId of [null, 'x', 0, '1; drop table live_classes'])
        expect((await register(annual.token, classId)).code).toBe(1003);
      expect(
        await Promise.all([rows(liveRegistrations), t.deps.database.db.select({ n: count() }).from(userMessages)]),
      ).toEqual(before);
    });
  });

  describe('staff calls', () => {
    const valid = () => ({
      titleZh: '新课',
      titleEn: 'New class',
      descriptionZh: '说明',
      descriptionEn: 'About',
      teacherZh: '郑老师',
      teacherEn: 'Mr Teo',
      startAt: '2026-12-01T12:00:00Z',
      endAt: '2026-12-01T13:00:00Z',
      audience: 'signedIn',
      requiresRegistration: true,
      capacity: 30,
      meetingNumber: '812345678',
      passcode: 'abc',
    });

    it('creates, lists and updates a class in both languages; the capacity never drops below those registered', async () => {
      const created = await call<Staff>('POST', '/admin/liveCast/class/create', { token: staffToken, body: valid() });
      expect(created.result).toMatchObject({
        titleZh: '新课',
        titleEn: 'New class',
        meetingNumber: '812345678',
        passcode: 'abc',
        state: 'upcoming',
        registeredCount: 0,
        published: true,
      });
      const id = created.result.id;
      const list = await call<{ records: Staff[]; total: number }>(
        'GET',
        '/admin/liveCast/class/get?state=upcoming&pageSize=50',
        { token: staffToken },
      );
      expect(list.result.records.some((c) => c.id === id)).toBe(true);
      expect(list.result.records.every((c) => c.state === 'upcoming')).toBe(true);
      const replays = await call<{ records: Staff[] }>('GET', '/admin/liveCast/class/get?state=replay', {
        token: staffToken,
      });
      expect(replays.result.records.map((c) => c.titleEn).sort()).toEqual([
        '"Meeting at the Window": movement class (members only)',
        '"The Lychee Mirror": the arias explained',
      ]);

      for (let i = 0; i < 3; i++) expect((await register((await person()).token, id)).code).toBe(1002);
      const shrunk = await call('POST', `/admin/liveCast/class/update/${id}`, {
        token: staffToken,
        body: { ...valid(), capacity: 2 },
      });
      expect(shrunk.message).toBe('3 members have registered; the capacity cannot be lower than that');
      const moved = await call<Staff>('POST', `/admin/liveCast/class/update/${id}`, {
        token: staffToken,
        body: {
          ...valid(),
          capacity: 3,
          titleEn: 'Moved class',
          startAt: '2026-12-02T12:00:00Z',
          endAt: '2026-12-02T13:30:00Z',
        },
      });
      expect(moved.result).toMatchObject({
        titleEn: 'Moved class',
        capacity: 3,
        registeredCount: 3,
        startAt: '2026-12-02T12:00:00.000Z',
      });
      expect((await register((await person()).token, id)).message).toBe('This live class is full');
      expect(
        (await call('POST', '/admin/liveCast/class/update/999999', { token: staffToken, body: valid() })).message,
      ).toBe('This live class does not exist or is no longer offered');
    });

    it('refuses bad class forms with a localized 1003 and stores nothing', async () => {
      const before = await rows(liveClasses);
      const cases: [Record<string, unknown>, string][] = [
        [{ titleEn: '' }, 'Please enter the title in both languages'],
        [{ teacherZh: '  ' }, 'Please enter the teacher in both languages'],
        [{ endAt: '2026-12-01T11:00:00Z' }, 'The end must be after the start'],
        [{ startAt: 'tomorrow' }, 'Please enter a valid time with its time zone'],
        [{ meetingNumber: '12ab' }, 'The Zoom meeting number is 9 to 11 digits'],
        [{ passcode: 'x'.repeat(11) }, 'The Zoom passcode is at most 10 letters, digits or @*_-.'],
        [{ audience: 'tier' }, 'Choose the member tier (1–3) the class is for'],
        [{ audience: 'members', tier: 2 }, 'A member tier (1–3) goes only with a class for one tier'],
        [{ audience: 'tier', tier: 4 }, 'A member tier (1–3) goes only with a class for one tier'],
        [{ audience: 'everyone' }, 'Choose who may join: signed-in users, members or one member tier'],
        [{ capacity: 0 }, 'The capacity must be a whole number from 1 to 100000'],
        [{ requiresRegistration: false }, 'A class with a capacity must take registrations'],
        [{ cover: '/files/../secret' }, 'The picture must be a file of this site (/files/…) or an https link'],
        [{ cover: '/files/seed/nothing-here.webp' }, 'That media file was not found; please upload it first'],
        [{ extra: 1 }, 'Unknown field “extra”'],
      ];
      for (const [over, message] of cases) {
        const res = await call('POST', '/admin/liveCast/class/create', {
          token: staffToken,
          body: { ...valid(), ...over },
        });
        expect([res.code, res.message], JSON.stringify(over)).toEqual([1003, message]);
      }
      const zh = await call('POST', '/admin/liveCast/class/create', {
        token: staffToken,
        body: { ...valid(), endAt: '2026-12-01T11:00:00Z' },
        lang: 'zh-Hans',
      });
      expect(zh.message).toBe('结束时间须晚于开始时间');
      expect(await rows(liveClasses)).toBe(before);
    });

    it('lists who registered and who joined', async () => {
      const c = await makeClass({ requiresRegistration: true });
      const a = await person(4, '甲');
      const b = await person(4, '乙');
      expect((await register(a.token, c.id)).code).toBe(1002);
      expect((await register(b.token, c.id)).code).toBe(1002);
      t.clock.advance(minute);
      expect((await zoomAuth(a.token, c.id)).code).toBe(1002);
      t.clock.advance(minute);
      expect((await zoomAuth(a.token, c.id)).code).toBe(1002);
      const list = await call<{
        records: { nickName: string; registeredAt: string | null; joins: number; firstJoinedAt: string | null }[];
        total: number;
      }>('GET', `/admin/liveCast/attendance/get/${c.id}`, { token: staffToken });
      expect(list.result.total).toBe(2);
      expect(
        list.result.records.map((r) => [r.nickName, r.joins, r.registeredAt !== null, r.firstJoinedAt !== null]),
      ).toEqual([
        ['甲', 2, true, true],
        ['乙', 0, true, false],
      ]);
      expect(
        (
          await call<{ records: unknown[]; total: number }>('GET', `/admin/liveCast/attendance/get/${c.id}?page=5`, {
            token: staffToken,
          })
        ).result,
      ).toMatchObject({ records: [], total: 2 });
      expect(
        (await call<Staff>('GET', `/admin/liveCast/class/get/${c.id}`, { token: staffToken })).result.joinedCount,
      ).toBe(1);
    });

    it('attaches a replay from the files once the class has ended; a premium one only from the premium folder', async () => {
      const c = await makeClass({}, -120, -60);
      const attach = (body: object) =>
        call<Record<string, unknown>>('POST', `/admin/liveCast/replay/attach/${c.id}`, { token: staffToken, body });
      expect((await attach({ media: '/files/live/missing.mp4', duration: 24 })).message).toBe(
        'That media file was not found; please upload it first',
      );
      expect((await attach({ media: '/files/live/clip-1.mp4', duration: 24, isPremium: true })).message).toBe(
        'A members-only replay must be stored under /files/premium/',
      );
      expect((await attach({ media: '/files/live/clip-1.mp4', duration: 0 })).message).toBe(
        'The duration must be 1 to 86400 seconds',
      );
      const ok = await attach({
        media: '/files/premium/live/clip-3.mp4',
        duration: 24,
        isPremium: true,
        subtitlesEn: '/files/premium/live/clip-3.en.vtt',
      });
      expect(ok.result).toMatchObject({ classId: c.id, source: 'staff', isPremium: true, duration: 24 });
      const upcoming = await makeClass({}, 60, 120);
      expect(
        (
          await call('POST', `/admin/liveCast/replay/attach/${upcoming.id}`, {
            token: staffToken,
            body: { media: '/files/live/clip-1.mp4', duration: 24 },
          })
        ).message,
      ).toBe('This class has not ended yet; a replay can be attached once it has');
      expect(
        (await call<Staff>('GET', `/admin/liveCast/class/get/${c.id}`, { token: staffToken })).result,
      ).toMatchObject({ state: 'replay', replayIds: [ok.result.id] });
    });
  });

  describe('Zoom recording webhook', () => {
    const hook = (body: string, o: { ts?: number; secret?: string; signature?: string } = {}) => {
      const ts = String(o.ts ?? Math.floor(t.clock.now().getTime() / 1000));
      const signature =
        o.signature ??
        `v0=${createHmac('sha256', o.secret ?? HOOK_SECRET)
          .update(`v0:${ts}:${body}`)
          .digest('hex')}`;
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/liveCast/webhook/zoom',
        headers: {
          'content-type': 'application/json',
          'x-zm-signature': signature,
          'x-zm-request-timestamp': ts,
          'accept-language': 'en',
        },
        payload: body,
      });
    };
    const recording = (
      meetingId: number,
      fileId: string,
      start: Date,
      url = `https://us06web.zoom.us/rec/download/${fileId}`,
      fileSize: number | null = fixture.length,
    ) =>
      JSON.stringify({
        event: 'recording.completed',
        event_ts: start.getTime(),
        download_token: 'dl-token-123',
        payload: {
          account_id: 'acc',
          object: {
            id: meetingId,
            uuid: 'abc==',
            topic: 'Class',
            start_time: start.toISOString(),
            duration: 60,
            recording_files: [
              {
                id: `${fileId}-audio`,
                file_type: 'M4A',
                status: 'completed',
                download_url: `${url}-audio`,
                recording_type: 'audio_only',
              },
              {
                id: fileId,
                file_type: 'MP4',
                file_extension: 'MP4',
                ...(fileSize === null ? {} : { file_size: fileSize }),
                status: 'completed',
                recording_start: start.toISOString(),
                recording_end: new Date(start.getTime() + 50 * minute).toISOString(),
                download_url: url,
                recording_type: 'shared_screen_with_speaker_view',
              },
            ],
          },
        },
      });

    it('refuses a bad signature and an old timestamp, storing nothing', async () => {
      const before = await rows(liveReplays);
      const body = recording(85012345606, 'rec-refused', t.clock.now());
      for (const res of [
        await hook(body, { secret: 'wrong' }),
        await hook(body, { signature: 'v0=00' }),
        await hook(body, { signature: '' }),
        await hook(`${body} `, { signature: (await hookSig(body)).sig, ts: (await hookSig(body)).ts }),
      ]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ code: 1003, message: 'Signature verification failed', result: null });
      }
      const old = await hook(body, { ts: Math.floor(t.clock.now().getTime() / 1000) - 301 });
      expect([old.statusCode, old.json().message]).toEqual([401, 'The request is too old']);
      expect(await rows(liveReplays)).toBe(before);
      expect(downloads).toHaveLength(0);
    });
    async function hookSig(body: string) {
      const ts = Math.floor(t.clock.now().getTime() / 1000);
      return { ts, sig: `v0=${createHmac('sha256', HOOK_SECRET).update(`v0:${ts}:${body}`).digest('hex')}` };
    }

    it('answers the URL validation handshake', async () => {
      const res = await hook(
        JSON.stringify({
          event: 'endpoint.url_validation',
          payload: { plainToken: 'qgg8vlvZRS6UYooatFL8Aw' },
          event_ts: 1,
        }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        plainToken: 'qgg8vlvZRS6UYooatFL8Aw',
        encryptedToken: createHmac('sha256', HOOK_SECRET).update('qgg8vlvZRS6UYooatFL8Aw').digest('hex'),
      });
    });

    it('stores a finished recording once as the class replay, however often Zoom repeats the event', async () => {
      const c = await makeClass({ meetingNumber: '87700011122', audience: 'members' }, -70, -10);
      const body = recording(87700011122, 'file-aaa-111', new Date(t.clock.now().getTime() - 68 * minute));
      const first = await hook(body);
      expect(first.statusCode).toBe(200);
      expect(first.json().code).toBe(1002);
      const repeats = await Promise.all([hook(body), hook(body), hook(body)]);
      expect(repeats.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      const stored = await t.deps.database.db
        .select()
        .from(liveReplays)
        .where(eq(liveReplays.zoomRecordingId, 'file-aaa-111'));
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        classId: c.id,
        source: 'zoom',
        isPremium: true,
        durationSeconds: 50 * 60,
        media: '/files/premium/live/zoom-file-aaa-111.mp4',
      });
      expect(downloads).toEqual([
        { url: 'https://us06web.zoom.us/rec/download/file-aaa-111', headers: { authorization: 'Bearer dl-token-123' } },
      ]);
      expect(readFileSync(join(t.deps.filesDir, 'premium/live/zoom-file-aaa-111.mp4'))).toEqual(fixture);
      const staffView = await call<Staff>('GET', `/admin/liveCast/class/get/${c.id}`, { token: staffToken });
      expect(staffView.result).toMatchObject({ state: 'replay', replayIds: [stored[0]!.id] });
    });

    const replayOf = (fileId: string) =>
      t.deps.database.db.select().from(liveReplays).where(eq(liveReplays.zoomRecordingId, fileId));
    const premiumLive = () => join(t.deps.filesDir, 'premium/live');
    const leftovers = () =>
      existsSync(premiumLive()) ? readdirSync(premiumLive()).filter((f) => f.endsWith('.part')) : [];
    const downloadsOf = (fileId: string) =>
      downloads.filter((d) => d.url === `https://us06web.zoom.us/rec/download/${fileId}`).length;
    const answerWith =
      (status: number, type: string, body: Buffer, declaredLength = body.length): ZoomAnswer =>
      (res) => {
        res.writeHead(status, { 'content-type': type, 'content-length': declaredLength });
        if (declaredLength === body.length) res.end(body);
        // A body cut short: the connection closes before the declared length arrives.
        else res.write(body, () => res.destroy());
      };
    const expectRetryAsked = (res: Awaited<ReturnType<typeof hook>>) => {
      // Anything but 200/204 makes Zoom deliver the event again (5, 20 and 60 minutes later).
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        code: 1003,
        message: 'The recording could not be downloaded yet; please send it again later',
        result: null,
      });
    };

    it('refuses Zoom’s HTML error page and a cut-short or foreign file so Zoom retries; a redelivery with the MP4 stores it', async () => {
      await makeClass({ meetingNumber: '87700022233', audience: 'members' }, -70, -10);
      const path = '/rec/download/file-bbb-222';
      const body = recording(87700022233, 'file-bbb-222', new Date(t.clock.now().getTime() - 68 * minute));
      const refusals: [string, ZoomAnswer][] = [
        ['html error page', answerWith(200, 'text/html;charset=utf-8', zoomErrorPage)],
        ['html page with a video type', answerWith(200, 'video/mp4', zoomErrorPage)],
        ['truncated body', answerWith(200, 'video/mp4', fixture.subarray(0, 40))],
        ['body cut off mid-stream', answerWith(200, 'video/mp4', fixture.subarray(0, 40), fixture.length)],
        ['right size but not an MP4', answerWith(200, 'application/octet-stream', Buffer.alloc(fixture.length, 0x41))],
        [
          'Zoom refusing with 401',
          answerWith(401, 'application/json', Buffer.from('{"code":124,"message":"Invalid access token."}')),
        ],
      ];
      for (const [what, answer] of refusals) {
        zoomHost.answers.set(path, answer);
        expectRetryAsked(await hook(body));
        expect(await replayOf('file-bbb-222'), what).toHaveLength(0);
        expect(existsSync(join(premiumLive(), 'zoom-file-bbb-222.mp4')), what).toBe(false);
      }
      expect(leftovers()).toEqual([]);
      expect(downloadsOf('file-bbb-222')).toBe(refusals.length);

      zoomHost.answers.delete(path);
      const redelivered = await hook(body);
      expect([redelivered.statusCode, redelivered.json().code]).toEqual([200, 1002]);
      expect(await replayOf('file-bbb-222')).toHaveLength(1);
      expect(readFileSync(join(premiumLive(), 'zoom-file-bbb-222.mp4'))).toEqual(fixture);
      expect(downloadsOf('file-bbb-222')).toBe(refusals.length + 1);
    });

    it('checks the MP4 signature when the event gives no file size', async () => {
      await makeClass({ meetingNumber: '87700022244', audience: 'signedIn' }, -70, -10);
      const path = '/rec/download/file-ccc-333';
      const body = recording(
        87700022244,
        'file-ccc-333',
        new Date(t.clock.now().getTime() - 68 * minute),
        undefined,
        null,
      );
      zoomHost.answers.set(path, answerWith(200, 'video/mp4', zoomErrorPage));
      expectRetryAsked(await hook(body));
      expect(await replayOf('file-ccc-333')).toHaveLength(0);
      zoomHost.answers.delete(path);
      expect((await hook(body)).statusCode).toBe(200);
      expect(await replayOf('file-ccc-333')).toHaveLength(1);
      expect(readFileSync(join(t.deps.filesDir, 'live/zoom-file-ccc-333.mp4'))).toEqual(fixture);
    });

    it('repairs a broken stored replay when Zoom delivers the event again, and leaves a sound one alone', async () => {
      await makeClass({ meetingNumber: '87700022255', audience: 'members' }, -70, -10);
      const body = recording(87700022255, 'file-ddd-444', new Date(t.clock.now().getTime() - 68 * minute));
      expect((await hook(body)).statusCode).toBe(200);
      const [stored] = await replayOf('file-ddd-444');
      const file = join(premiumLive(), 'zoom-file-ddd-444.mp4');
      // What an earlier version kept: Zoom's error page saved as the replay.
      writeFileSync(file, zoomErrorPage);
      expect((await hook(body)).statusCode).toBe(200);
      expect(readFileSync(file)).toEqual(fixture);
      // A lost file is fetched again too.
      rmSync(file);
      expect((await hook(body)).statusCode).toBe(200);
      expect(readFileSync(file)).toEqual(fixture);
      expect(downloadsOf('file-ddd-444')).toBe(3);
      // Sound now: a further delivery downloads nothing.
      expect((await hook(body)).statusCode).toBe(200);
      expect(downloadsOf('file-ddd-444')).toBe(3);
      expect(await replayOf('file-ddd-444')).toEqual([stored]);

      // A repair Zoom refuses keeps asking for a retry, and the replay row stays.
      writeFileSync(file, zoomErrorPage);
      zoomHost.answers.set('/rec/download/file-ddd-444', answerWith(200, 'text/html', zoomErrorPage));
      expectRetryAsked(await hook(body));
      expect(await replayOf('file-ddd-444')).toEqual([stored]);
      zoomHost.answers.delete('/rec/download/file-ddd-444');
      expect((await hook(body)).statusCode).toBe(200);
      expect(readFileSync(file)).toEqual(fixture);
      expect(leftovers()).toEqual([]);
    });

    it('gives up on a download that stalls, before or after its headers, and asks Zoom to retry', async () => {
      await makeClass({ meetingNumber: '87700022266', audience: 'members' }, -70, -10);
      const body = recording(87700022266, 'file-eee-555', new Date(t.clock.now().getTime() - 68 * minute));
      const open: ServerResponse[] = [];
      timing.idleTimeoutMs = 100;
      try {
        for (const stall of [
          (res: ServerResponse) => open.push(res),
          (res: ServerResponse) => {
            res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': fixture.length });
            res.write(fixture.subarray(0, 30));
            open.push(res);
          },
        ]) {
          zoomHost.answers.set('/rec/download/file-eee-555', stall);
          expectRetryAsked(await hook(body));
          expect(await replayOf('file-eee-555')).toHaveLength(0);
        }
      } finally {
        timing.idleTimeoutMs = 60_000;
        for (const res of open) res.destroy();
      }
      expect(leftovers()).toEqual([]);
      zoomHost.answers.delete('/rec/download/file-eee-555');
      expect((await hook(body)).statusCode).toBe(200);
      expect(await replayOf('file-eee-555')).toHaveLength(1);
    });

    it('asks Zoom to come back when a download outlasts the answer, and answers 200 once it is stored', async () => {
      await makeClass({ meetingNumber: '87700022277', audience: 'members' }, -70, -10);
      const body = recording(87700022277, 'file-fff-666', new Date(t.clock.now().getTime() - 68 * minute));
      let slow: ServerResponse | undefined;
      zoomHost.answers.set('/rec/download/file-fff-666', (res) => {
        res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': fixture.length });
        res.write(fixture.subarray(0, 30));
        slow = res;
      });
      timing.answerBudgetMs = 50;
      try {
        const first = await hook(body);
        expect(first.statusCode).toBe(503);
        expect(first.json().message).toBe('The recording is still downloading; please send it again later');
      } finally {
        timing.answerBudgetMs = 2_000;
      }
      expect(await replayOf('file-fff-666')).toHaveLength(0);
      // On a loaded machine the 50 ms answer can come before the download has even reached Zoom's host.
      await vi.waitFor(() => expect(slow).toBeDefined(), { timeout: 5_000, interval: 10 });
      slow!.end(fixture.subarray(30));
      await vi.waitFor(async () => expect(await replayOf('file-fff-666')).toHaveLength(1), {
        timeout: 5_000,
        interval: 20,
      });
      const again = await hook(body);
      expect([again.statusCode, again.json().code]).toEqual([200, 1002]);
      expect(downloadsOf('file-fff-666')).toBe(1);
      expect(readFileSync(join(premiumLive(), 'zoom-file-fff-666.mp4'))).toEqual(fixture);
    });

    it('acknowledges and ignores recordings of unknown meetings, links off zoom.us and other events', async () => {
      const before = await rows(liveReplays);
      const n = downloads.length;
      expect((await hook(recording(99988877766, 'file-unknown', t.clock.now()))).json().code).toBe(1002);
      expect(
        (await hook(recording(85012345605, 'file-evil', t.clock.now(), 'https://evil.example.com/x'))).json().code,
      ).toBe(1002);
      expect((await hook(JSON.stringify({ event: 'meeting.started', payload: {} }))).json().code).toBe(1002);
      const broken = await hook('{"event":"recording.completed","payload":{}}');
      expect([broken.statusCode, broken.json().message]).toEqual([400, 'The request body is not valid']);
      expect((await hook('not json')).statusCode).toBe(400);
      expect(await rows(liveReplays)).toBe(before);
      expect(downloads.length).toBe(n);
      expect(existsSync(join(t.deps.filesDir, 'live/zoom-file-evil.mp4'))).toBe(false);
    });
  });
});

describe.skipIf(pgUnavailable())('live stream classroom without Zoom keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('lists classes but says live is not configured, and has no webhook', async () => {
    const staff = (await t.signIn(await t.createUser({ role: 'editor' }))).accessToken;
    const member = (await t.signIn(await t.createUser())).accessToken;
    const now = t.clock.now().getTime();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/liveCast/class/create',
      headers: { authorization: `Bearer ${staff}` },
      payload: {
        titleZh: '课',
        titleEn: 'Class',
        teacherZh: '师',
        teacherEn: 'Teacher',
        startAt: new Date(now - minute).toISOString(),
        endAt: new Date(now + 60 * minute).toISOString(),
        meetingNumber: '912345678',
      },
    });
    const id = created.json().result.id as number;
    const list = await t.app.inject({
      url: '/api/v1/liveCast/meeting/get',
      headers: { authorization: `Bearer ${member}`, 'accept-language': 'en' },
    });
    expect(list.json().result.live).toEqual([
      expect.objectContaining({ id, liveConfigured: false, canJoin: false, entitled: true }),
    ]);
    for (const [method, url, payload] of [
      ['POST', '/api/v1/liveCast/meeting/zoomAuth', { classId: id }],
      ['GET', `/api/v1/liveCast/liveCastKey/get/${id}`, undefined],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${member}`, 'accept-language': 'en' },
        ...(payload ? { payload } : {}),
      });
      expect(res.json(), url).toEqual({
        code: 1003,
        message: 'Live classes are not configured on this server',
        result: null,
      });
    }
    expect(await t.deps.database.db.select().from(liveJoins)).toHaveLength(0);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/liveCast/webhook/zoom', payload: {} })).statusCode).toBe(
      404,
    );
  });
});

describe('Zoom configuration and signature bounds', () => {
  it('names the Zoom variable that is wrong or missing its other half', () => {
    expect(() => loadConfig({ ZOOM_SDK_KEY: 'key' })).toThrow(/ZOOM_SDK_SECRET: required when ZOOM_SDK_KEY is set/);
    expect(() => loadConfig({ ZOOM_SDK_SECRET: 'secret' })).toThrow(/ZOOM_SDK_KEY: required/);
    expect(() => loadConfig({ ZOOM_WEBHOOK_SECRET: 'two words' })).toThrow(/ZOOM_WEBHOOK_SECRET/);
    expect(loadConfig({ ZOOM_SDK_KEY: 'k', ZOOM_SDK_SECRET: 's', ZOOM_WEBHOOK_SECRET: 'w' })).toMatchObject({
      ZOOM_SDK_KEY: 'k',
      ZOOM_SDK_SECRET: 's',
      ZOOM_WEBHOOK_SECRET: 'w',
    });
  });

  it('keeps the signature lifetime within Zoom’s 30 minutes to 48 hours', () => {
    const now = new Date('2026-11-21T02:00:00Z');
    const life = (lifetimeSeconds?: number) => {
      const claims = b64json(
        signMeetingSdkJwt({ sdkKey: 'k', sdkSecret: 's', meetingNumber: '912345678', now, lifetimeSeconds }).split(
          '.',
        )[1]!,
      );
      return (claims.exp as number) - (claims.iat as number);
    };
    expect([life(), life(60), life(10 * 86_400)]).toEqual([2 * 3600, 30 * 60, 48 * 3600]);
  });
});
