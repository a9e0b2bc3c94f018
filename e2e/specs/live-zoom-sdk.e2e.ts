import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { apiCaller, registerMember, type Tokens } from '../support/api.js';
import { startApp, type RunningApp } from '../support/app.js';
import { phonePage, screenshot } from '../support/browser.js';
import type { RunningServer } from '../support/server.js';
import { zoomSdkPackage } from '../support/zoom-sdk-files.js';

const sdkKey = 'e2e-zoom-sdk-key';
const sdkSecret = 'e2e-zoom-sdk-secret-0123456789';
const password = 'Teochew-2026';

const { zoomSdkVersion } = await import('../../apps/web/src/live/zoom-sdk.js');
/** The real Meeting SDK of the version the app loads, from Zoom's npm package (support/zoom-sdk-files.ts). */
const sdkPackage = zoomSdkPackage(zoomSdkVersion);
const sdkDist = join(sdkPackage.dir, 'dist');

const types: Record<string, string> = {
  '.js': 'application/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.cur': 'image/x-icon',
};

/**
 * Where a file of Zoom's CDN (source.zoom.us, or the CloudFront host its media code uses) is in the npm
 * package: /zoom-meeting-V.min.js → dist/, /V/ui/* and /V/lib/ui/* → dist/ui/*, /V/lib/* → dist/lib/*
 * (the media library's own version in its path may differ from the SDK's).
 */
function packagePath(pathname: string): string | null {
  const top = /^\/(zoom-meeting-[\w.-]+\.min\.js)$/.exec(pathname);
  if (top) return join(sdkDist, top[1]!);
  const versioned = /^\/[\d.]+\/(.+)$/.exec(pathname);
  if (!versioned) return null;
  const rest = normalize(versioned[1]!).replace(/^lib\/ui\//, 'ui/');
  if (rest.startsWith('..')) return null;
  return join(sdkDist, rest);
}

type Seen = { cdn: string[]; missing: string[]; wcInfo: { url: URL; body: string }[]; zoomOther: string[] };

/**
 * Zoom's network on the page's routes: the CDN answered from the package (with the CORS and CORP headers
 * Zoom's CDN sends), the join's JSONP (zoom.us/api/v1/wc/info?…&callback=…) answered as Zoom answers a
 * meeting that does not exist, any other Zoom host (logging, web sockets' HTTP) refused and recorded.
 */
async function routeZoom(page: Page): Promise<Seen> {
  const seen: Seen = { cdn: [], missing: [], wcInfo: [], zoomOther: [] };
  const cdn = async (route: Route) => {
    const url = new URL(route.request().url());
    const file = packagePath(url.pathname);
    const body = file ? await readFile(file).catch(() => null) : null;
    if (!body) {
      seen.missing.push(url.href);
      return route.fulfill({ status: 404, headers: { 'access-control-allow-origin': '*' }, body: 'not found' });
    }
    seen.cdn.push(url.href);
    return route.fulfill({
      status: 200,
      body,
      headers: {
        'content-type': types[extname(file!)] ?? 'application/octet-stream',
        'access-control-allow-origin': '*',
        'cross-origin-resource-policy': 'cross-origin',
      },
    });
  };
  // One route for every Zoom host (Playwright tries the last registered route first, so no overlaps).
  await page.route(/^https:\/\/(([a-z0-9-]+\.)*zoom\.us|dmogdx0jrul3u\.cloudfront\.net)\//, (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === 'source.zoom.us' || url.hostname === 'dmogdx0jrul3u.cloudfront.net') return cdn(route);
    if (url.hostname === 'zoom.us' && url.pathname === '/api/v1/wc/info') {
      // Zoom's answer for a meeting number it does not know. 6.x asks with a CORS POST (connect-src), 5.x with a JSONP script (script-src).
      const answer = JSON.stringify({
        status: false,
        errorCode: 3001,
        errorMessage: 'Meeting does not exist',
        result: null,
      });
      const origin = route.request().headers()['origin'] ?? '*';
      const cors = {
        'access-control-allow-origin': origin,
        'access-control-allow-credentials': 'true',
        'access-control-allow-headers': '*',
        vary: 'Origin',
      };
      if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
      seen.wcInfo.push({ url, body: route.request().postData() ?? '' });
      const callback = url.searchParams.get('callback');
      if (callback === null)
        return route.fulfill({ status: 200, contentType: 'application/json', headers: cors, body: answer });
      if (!/^[\w$.]+$/.test(callback)) return route.fulfill({ status: 400, body: '' });
      // No CORP header: Zoom sends none, and live.html's COEP (credentialless) must not need one.
      return route.fulfill({ status: 200, contentType: 'application/javascript', body: `${callback}(${answer})` });
    }
    seen.zoomOther.push(url.href);
    return route.abort('connectionrefused');
  });
  return seen;
}

/** CSP violations as the page reports them (securitypolicyviolation, in the page and its workers) and as Chromium logs them. */
async function watchCsp(page: Page): Promise<{ events: () => Promise<string[]>; console: string[] }> {
  const console: string[] = [];
  const isCsp = (text: string) =>
    /Content Security Policy|Refused to (load|execute|compile|create|connect|apply|frame)/i.test(text);
  page.on('console', (m) => void (isCsp(m.text()) && console.push(m.text())));
  page.on('pageerror', (e) => void (isCsp(e.message) && console.push(e.message)));
  page.on('worker', (w) => {
    w.on('console', (m) => void (isCsp(m.text()) && console.push(`worker ${w.url()}: ${m.text()}`)));
    void w
      .evaluate(() => {
        const g = self as unknown as { __csp?: string[] };
        g.__csp = [];
        self.addEventListener('securitypolicyviolation', (e) =>
          g.__csp!.push(`${e.violatedDirective} ${e.blockedURI}`),
        );
      })
      .catch(() => undefined);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return { events: () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp), console };
}

/**
 * live.html with Zoom's REAL Meeting SDK (Client View) of the pinned version, served as source.zoom.us:
 * its scripts, WebAssembly, workers, language and UI files load under live.html's policy and the SDK
 * reaches its join request (the wc/info JSONP on zoom.us), with not one CSP violation. The stub test
 * (live.e2e.ts) covers the join's parameters.
 */
describe('live.html with the real Zoom Meeting SDK (no network)', () => {
  let app: RunningApp;
  let server: RunningServer;
  let email: string;
  const call = apiCaller(() => server.url);

  beforeAll(async () => {
    app = await startApp({
      env: { ZOOM_SDK_KEY: sdkKey, ZOOM_SDK_SECRET: sdkSecret },
      browserArgs: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
    });
    server = app.server;
    email = `zoom.${Date.now()}@example.org`;
    await registerMember(call, app.mail, email, 'Ah Lian');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('the page pins the version whose files are served here', () => {
    expect(zoomSdkVersion).toBe(sdkPackage.version);
  });

  it('Join loads the pinned SDK from source.zoom.us, cross-origin isolated, and reaches Zoom’s join request with zero CSP violations', async () => {
    const login = await call('/usercenter/user/login', { body: { email, password } });
    expect(login.code, login.message).toBe(1002);
    const page = await phonePage(app.browser, 'zh-Hans', login.result as Tokens);
    const seen = await routeZoom(page);
    const csp = await watchCsp(page);

    await page.goto(`${server.url}/#/pages/liveCast/index`);
    await page.getByTestId('live-classroom').waitFor();
    await page.getByTestId('live-now-card').first().getByTestId('live-join').click();
    await page.waitForURL(`${server.url}/live.html`);

    // The join request: Zoom's SDK asks zoom.us for the meeting (6.x: a CORS POST; 5.x: the JSONP script the old policy blocked).
    await expect.poll(() => seen.wcInfo.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(1);
    // Zoom's refusal comes back through the SDK to the page, with Zoom's words.
    await page.getByTestId('live-error-detail').waitFor({ timeout: 30_000 });
    await screenshot(page, 'live-real-sdk-refused-zh-Hans');

    const info = seen.wcInfo[0]!.url;
    const violations = [...(await csp.events()), ...csp.console];
    console.info(
      `live.html with @zoom/meetingsdk ${sdkPackage.version}: ${seen.cdn.length} files from the package, join request ${info.origin}${info.pathname}, CSP violations: ${violations.length}`,
    );
    expect(violations).toEqual([]);
    expect(seen.missing).toEqual([]);
    expect(seen.cdn).toContain(`https://source.zoom.us/zoom-meeting-${sdkPackage.version}.min.js`);
    expect(seen.cdn).toContain(`https://source.zoom.us/${sdkPackage.version}/lib/vendor/react-redux.min.js`);
    expect(await page.evaluate(() => window.crossOriginIsolated)).toBe(true);
    // It asked for this member's join, as handed over by the classroom (the app key comes from the signature: no sdkKey).
    const handed = await page.evaluate(
      () =>
        (
          JSON.parse(sessionStorage.getItem('liveJoin') ?? '{}') as {
            join: { meetingNumber: string; signature: string };
          }
        ).join,
    );
    const asked = new URLSearchParams(seen.wcInfo[0]!.body);
    expect([asked.get('meetingNumber'), asked.get('signature'), asked.get('apiKey'), asked.get('cv')]).toEqual([
      handed.meetingNumber,
      handed.signature,
      sdkKey,
      sdkPackage.version,
    ]);
    // Zoom's answer reached the SDK (no CSP, CORS or COEP block on the way) and came back to the page as Zoom's refusal, in Zoom's Chinese.
    expect(await page.getByTestId('live-error-detail').textContent()).toMatch(/^Zoom 提示：会议不存在/);
    await page.context().close();
  });
});
