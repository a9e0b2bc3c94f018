import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import { apiCaller, registerMember, signInStaff, type Tokens } from '../support/api.js';
import { startApp, type RunningApp } from '../support/app.js';
import { phonePage, screenshot, settle } from '../support/browser.js';
import type { RunningServer } from '../support/server.js';

type Lang = 'zh-Hans' | 'en';
type LiveClass = {
  id: number;
  title: string;
  state: string;
  requiresRegistration: boolean;
  registered: boolean | null;
};
type Replay = { id: number; title: string; isPremium: boolean };

const sdkKey = 'e2e-zoom-sdk-key';
const sdkSecret = 'e2e-zoom-sdk-secret-0123456789';
const password = 'Teochew-2026';

/**
 * A stand-in for Zoom's Client View, written here and served for https://source.zoom.us/** by
 * page.route (no network): it records what the page asks of ZoomMtg. Its join fails while
 * `window.__zoomStub.failJoin` is set, as Zoom's does for a meeting that has not started.
 */
const stubSdk = `(function () {
  var stub = (window.__zoomStub = window.__zoomStub || { calls: [], failJoin: FAIL_JOIN });
  window.ZoomMtg = {
    preLoadWasm: function () { stub.calls.push(['preLoadWasm']); },
    prepareWebSDK: function () { stub.calls.push(['prepareWebSDK']); },
    i18n: { load: function (lang) { stub.calls.push(['i18n', lang]); return Promise.resolve(); } },
    init: function (o) { stub.calls.push(['init', { leaveUrl: o.leaveUrl, patchJsMedia: o.patchJsMedia }]); o.success({}); },
    join: function (o) {
      stub.calls.push(['join', { signature: o.signature, meetingNumber: o.meetingNumber, passWord: o.passWord, userName: o.userName, hasSdkKey: 'sdkKey' in o }]);
      if (stub.failJoin) return o.error({ method: 'join', status: false, errorCode: 3707, errorMessage: 'Meeting has not started' });
      var root = document.createElement('div');
      root.id = 'zmmtg-root';
      root.setAttribute('data-testid', 'zoom-stub-meeting');
      root.textContent = 'Zoom meeting ' + o.meetingNumber;
      document.body.appendChild(root);
      o.success({});
    },
    leaveMeeting: function (o) { o.success && o.success({}); },
    inMeetingServiceListener: function () {},
  };
})();`;

type StubMode = 'ok' | 'failJoin' | 'unreachable';

/** Serves Zoom's scripts from the stub: the vendor scripts empty, the SDK as above, or nothing at all ('unreachable'). */
async function stubZoom(page: Page, mode: { current: StubMode }) {
  const requested: string[] = [];
  await page.route('https://source.zoom.us/**', (route: Route) => {
    const url = route.request().url();
    requested.push(url);
    if (!/\/zoom-meeting-[\d.]+\.min\.js$/.test(url))
      return route.fulfill({ contentType: 'application/javascript', body: '/* vendor stub */' });
    if (mode.current === 'unreachable') return route.abort('connectionrefused');
    return route.fulfill({
      contentType: 'application/javascript',
      body: stubSdk.replace('FAIL_JOIN', String(mode.current === 'failJoin')),
    });
  });
  return requested;
}

type Recorded = { calls: [string, Record<string, unknown>?][] };
const stubCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __zoomStub?: Recorded }).__zoomStub?.calls ?? []);

function decodeJwt(token: string) {
  const [head, payload, signature] = token.split('.') as [string, string, string];
  const expected = createHmac('sha256', sdkSecret).update(`${head}.${payload}`).digest('base64url');
  return {
    header: JSON.parse(Buffer.from(head, 'base64url').toString()),
    payload: JSON.parse(Buffer.from(payload, 'base64url').toString()),
    valid: signature === expected,
  };
}

/** Live Stream Classroom: register, join through live.html and Zoom's (stubbed) Client View, replays with surtitles. */
describe('live classroom in Chromium (390×844)', () => {
  let app: RunningApp;
  let server: RunningServer;
  let browser: Browser;
  let email: string;
  let staff: Tokens;
  const call = apiCaller(() => server.url);

  beforeAll(async () => {
    app = await startApp({ env: { ZOOM_SDK_KEY: sdkKey, ZOOM_SDK_SECRET: sdkSecret } });
    ({ server, browser } = app);
    email = `live.${Date.now()}@example.org`;
    await registerMember(call, app.mail, email, 'Ah Lian');
    staff = await signInStaff(call, app.staff());
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Each page signs in afresh, so no two pages share (and rotate) one refresh token. */
  const memberPage = async (lang: Lang): Promise<Page> => {
    const login = await call('/usercenter/user/login', { body: { email, password } });
    expect(login.code, login.message).toBe(1002);
    return phonePage(browser, lang, login.result as Tokens);
  };
  const meetings = async (token?: string) =>
    (await call('/liveCast/meeting/get', { token })).result as { live: LiveClass[]; upcoming: LiveClass[] };
  const width = (page: Page) =>
    page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  const expectFits = async (page: Page) => {
    const w = await width(page);
    expect(w.scrollWidth).toBeLessThanOrEqual(w.innerWidth);
    expect(w.innerWidth).toBeLessThanOrEqual(390);
  };
  const openClassroom = async (page: Page) => {
    await page.goto(`${server.url}/#/pages/liveCast/index`);
    await page.getByTestId('live-classroom').waitFor();
    await settle(page);
  };

  it('a member registers for a class; staff open it; Join hands over to live.html, which joins Zoom as an attendee', async () => {
    const workshop = (await meetings()).upcoming.find((c) => c.requiresRegistration)!;
    expect(workshop, 'the seeded workshop takes registration').toBeTruthy();
    const page = await memberPage('en');
    const mode = { current: 'ok' as StubMode };
    const requested = await stubZoom(page, mode);
    await openClassroom(page);
    await expectFits(page);
    expect(await page.getByTestId('live-now-card').first().getByTestId('live-badge').textContent()).toBe('Live now');
    await screenshot(page, 'live-classroom-en');

    const card = page.locator(`[data-testid="live-upcoming-card"][data-id="${workshop.id}"]`);
    expect(await card.getByTestId('live-add-to-calendar').getAttribute('href')).toBe(
      `/calendar/live/${workshop.id}.ics?lang=en`,
    );
    await card.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => card.getByTestId('live-registered').textContent()).toBe('✓ Registered');
    await settle(page);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'live-classroom-registered-en');
    const login = await call('/usercenter/user/login', { body: { email, password } });
    expect(
      (await meetings((login.result as Tokens).accessToken)).upcoming.find((c) => c.id === workshop.id)!.registered,
    ).toBe(true);

    // Staff open the workshop ahead of its schedule: it is live now (the page is loaded afresh).
    const started = await call(`/admin/liveCast/class/start/${workshop.id}`, { token: staff.accessToken, body: {} });
    expect(started.code, started.message).toBe(1002);
    await page.reload();
    await page.getByTestId('live-classroom').waitFor();
    const live = page.locator(`[data-testid="live-now-card"][data-id="${workshop.id}"]`);
    await live.getByRole('button', { name: 'Join class' }).click();
    await page.waitForURL(`${server.url}/live.html`);
    // The join travels in sessionStorage: nothing of it in the address.
    expect(page.url()).toBe(`${server.url}/live.html`);
    await page.getByTestId('zoom-stub-meeting').waitFor();
    expect(await page.locator('#live-shell').isHidden()).toBe(true);
    expect(requested.at(-1)).toMatch(/^https:\/\/source\.zoom\.us\/zoom-meeting-[\d.]+\.min\.js$/);

    const calls = await stubCalls(page);
    expect(calls.map(([name]) => name)).toEqual(['preLoadWasm', 'prepareWebSDK', 'i18n', 'init', 'join']);
    expect(calls.find(([n]) => n === 'i18n')![1]).toBe('en-US');
    // Zoom's way back is on the configured address (PUBLIC_URL unset: the demo start's localhost one), never the Host the browser sent.
    expect(calls.find(([n]) => n === 'init')![1]).toEqual({
      leaveUrl: `http://localhost:${server.port}/#/pages/liveCast/index`,
      patchJsMedia: true,
    });
    const join = calls.find(([n]) => n === 'join')![1] as {
      signature: string;
      meetingNumber: string;
      passWord: string;
      userName: string;
      hasSdkKey: boolean;
    };
    // No sdkKey (Zoom dropped it from join in 4.0): the signature's appKey names the app.
    expect(join).toMatchObject({
      meetingNumber: '85012345603',
      passWord: 'namhwa',
      userName: 'Ah Lian',
      hasSdkKey: false,
    });
    const jwt = decodeJwt(join.signature);
    expect(jwt.valid).toBe(true);
    expect(jwt.header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(jwt.payload).toMatchObject({ appKey: sdkKey, mn: '85012345603', role: 0 });
    expect(jwt.payload.exp - jwt.payload.iat).toBeGreaterThanOrEqual(30 * 60);
    await page.context().close();
  });

  for (const [lang, texts] of [
    ['zh-Hans', { error: '直播出错，请稍后再试', retry: '重试', zoomSays: 'Zoom 提示：' }],
    ['en', { error: 'Live Stream Error, Please Try Again Later', retry: 'Retry', zoomSays: 'Zoom says: ' }],
  ] as const) {
    it(`live.html (${lang}): Zoom unreachable, then a join Zoom refuses, show the live error with Retry; Retry joins`, async () => {
      const page = await memberPage(lang);
      const mode = { current: 'unreachable' as StubMode };
      await stubZoom(page, mode);
      await openClassroom(page);
      const live = page.getByTestId('live-now-card').first();
      await live.getByTestId('live-join').click();
      await page.waitForURL(`${server.url}/live.html`);
      await page.getByTestId('live-error').waitFor();
      expect(await page.getByTestId('live-error').textContent()).toBe(texts.error);
      expect(await page.getByTestId('live-error-detail').count()).toBe(0);
      expect(await page.getByTestId('live-retry').textContent()).toBe(texts.retry);
      await expectFits(page);
      await settle(page);
      await screenshot(page, `live-zoom-error-${lang}`);

      // Zoom answers now, but refuses this join: the error again, with Zoom's words.
      mode.current = 'failJoin';
      await page.getByTestId('live-retry').click();
      await expect
        .poll(() => page.getByTestId('live-error-detail').textContent())
        .toBe(`${texts.zoomSays}Meeting has not started (3707)`);
      expect(await page.getByTestId('live-error').textContent()).toBe(texts.error);

      // The meeting has started: Retry joins.
      await page.evaluate(
        () => void ((window as unknown as { __zoomStub: { failJoin: boolean } }).__zoomStub.failJoin = false),
      );
      await page.getByTestId('live-retry').click();
      await page.getByTestId('zoom-stub-meeting').waitFor();
      const joins = (await stubCalls(page)).filter(([n]) => n === 'join');
      expect(joins).toHaveLength(2);
      expect((await stubCalls(page)).filter(([n]) => n === 'init')).toHaveLength(1);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      await page.context().close();
    });
  }

  it('live.html opened without a join says so and loads nothing from Zoom', async () => {
    const page = await memberPage('zh-Hans');
    const requested = await stubZoom(page, { current: 'ok' });
    await page.goto(`${server.url}/live.html`);
    await page.getByTestId('live-none').waitFor();
    expect(await page.getByTestId('live-back').getAttribute('href')).toBe('/#/pages/liveCast/index');
    expect(requested).toEqual([]);
    await page.context().close();
  });

  it('the classroom in Chinese: live and upcoming classes, fitting the phone', async () => {
    const page = await memberPage('zh-Hans');
    await openClassroom(page);
    expect(await page.getByTestId('live-badge').first().textContent()).toBe('直播中');
    expect(await page.getByTestId('live-upcoming').locator('h2').textContent()).toBe('即将开课');
    await expectFits(page);
    await screenshot(page, 'live-classroom-zh-Hans');
    await page.getByTestId('live-upcoming').scrollIntoViewIfNeeded();
    await screenshot(page, 'live-classroom-upcoming-zh-Hans');
    await page.context().close();
  });

  for (const lang of ['en', 'zh-Hans'] as const) {
    it(`a replay plays with surtitles and seeks (${lang}); a members-only replay shows the lock`, async () => {
      const replays = (await call('/liveCast/history/get?page=1&pageSize=10')).result as { records: Replay[] };
      const free = replays.records.find((r) => !r.isPremium)!;
      const premium = replays.records.find((r) => r.isPremium)!;
      const page = await memberPage(lang);
      await page.goto(`${server.url}/#/pages/liveCastHistory/index`);
      await page.getByTestId('replay-list').waitFor();
      await settle(page);
      await expectFits(page);
      await screenshot(page, `live-replays-${lang}`);

      await page.locator(`[data-testid="replay-card"][data-id="${free.id}"]`).click();
      const video = page.getByTestId('replay-video');
      await video.waitFor();
      const cue = page.getByTestId(lang === 'en' ? 'surtitle-en' : 'surtitle-zh');
      const seek = (s: number) =>
        video.evaluate(async (v: HTMLVideoElement, to) => {
          if (v.readyState < 1) await new Promise((r) => v.addEventListener('loadedmetadata', r, { once: true }));
          v.pause();
          v.currentTime = to;
          await new Promise((r) => v.addEventListener('seeked', r, { once: true }));
          return v.currentTime;
        }, s);
      await seek(5);
      const before = lang === 'en' ? 'Wu Niang watches the lanterns from her balcony' : '五娘倚在绣楼栏杆上赏灯';
      await expect.poll(() => cue.textContent()).toBe(before);
      expect(await seek(10)).toBeGreaterThanOrEqual(10);
      const after = lang === 'en' ? 'Chen San rides by below' : '陈三骑马从楼下经过';
      await expect.poll(() => cue.textContent()).toBe(after);
      await settle(page);
      await screenshot(page, `live-replay-player-${lang}`);

      await page.goto(`${server.url}/#/pages/liveCastHistory/index?id=${premium.id}`);
      await page.getByTestId('premium-lock').waitFor();
      expect(await page.getByTestId('replay-video').count()).toBe(0);
      await page.context().close();
    });
  }
});
