import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dbKind, pgUnavailable, type TestApp } from './helper.js';

const directives = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(' '))
      .map(([name, ...values]) => [name, values.join(' ')]),
  );

/** live.html alone may load Zoom's Meeting SDK (DESIGN §7a); every other answer keeps the app's policy. */
describe.skipIf(pgUnavailable())(`live.html content security policy (${dbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const zoom = 'https://zoom.us https://*.zoom.us https://dmogdx0jrul3u.cloudfront.net';

  it("lets live.html run Zoom's join: scripts (the wc/info JSONP on zoom.us too), WebAssembly and workers from Zoom's hosts", async () => {
    for (const url of ['/live.html', '/live.html?x=1']) {
      const csp = directives((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(csp['script-src']).toBe(`'self' ${zoom} 'unsafe-eval' 'wasm-unsafe-eval' blob:`);
      expect(csp['worker-src']).toBe(`'self' blob: ${zoom}`);
      expect(csp['connect-src']).toBe(`'self' ${zoom} wss://*.zoom.us`);
      expect(csp['style-src']).toBe(`'self' 'unsafe-inline' ${zoom}`);
      expect(csp['font-src']).toBe(`'self' data: ${zoom}`);
      expect(csp['media-src']).toBe("'self' blob: https:");
      expect(csp['frame-src']).toBe("'self' https://zoom.us https://*.zoom.us");
      expect(csp['frame-ancestors']).toBe("'self'");
      expect(csp['object-src']).toBe("'none'");
      expect(csp['base-uri']).toBe("'self'");
      // Stripe has no business on the classroom page.
      expect(JSON.stringify(csp)).not.toContain('stripe');
    }
  });

  it('cross-origin isolates live.html alone (Zoom gallery view needs SharedArrayBuffer), credentialless so Zoom answers need no CORP', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/live.html' });
    expect(live.headers['cross-origin-embedder-policy']).toBe('credentialless');
    expect(live.headers['cross-origin-opener-policy']).toBe('same-origin');
    for (const url of ['/', '/index.html', '/api/hello', '/live.htmlx', '/files/live.html', '/console/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['cross-origin-embedder-policy'], url).toBeUndefined();
    }
  });

  it('keeps the app policy everywhere else, with no Zoom source', async () => {
    for (const url of ['/', '/index.html', '/api/hello', '/live.htmlx', '/files/live.html']) {
      const header = String((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(header, url).not.toContain('zoom.us');
      expect(directives(header)['script-src'], url).toMatch(/^'self' https:\/\/js\.stripe\.com/);
    }
  });
});
