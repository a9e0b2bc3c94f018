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

  it('lets live.html take scripts, WebAssembly and workers from Zoom and talk to Zoom', async () => {
    for (const url of ['/live.html', '/live.html?x=1']) {
      const csp = directives((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(csp['script-src']).toBe("'self' https://source.zoom.us 'unsafe-eval' 'wasm-unsafe-eval' blob:");
      expect(csp['worker-src']).toBe("'self' blob: https://source.zoom.us");
      expect(csp['connect-src']).toBe("'self' https://zoom.us https://*.zoom.us wss://*.zoom.us");
      expect(csp['frame-ancestors']).toBe("'self'");
      expect(csp['object-src']).toBe("'none'");
    }
  });

  it('keeps the app policy everywhere else, with no Zoom source', async () => {
    for (const url of ['/', '/index.html', '/api/hello', '/live.htmlx', '/files/live.html']) {
      const header = String((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(header, url).not.toContain('zoom.us');
      expect(directives(header)['script-src'], url).toBe("'self' https://js.stripe.com");
    }
  });
});
