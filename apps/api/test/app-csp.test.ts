import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dbKind, pgUnavailable, type TestApp } from './helper.js';

const directives = (header: unknown): Record<string, string> =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(' '))
      .map(([name, ...values]) => [name, values.join(' ')]),
  );

/**
 * Issue 32 item 7: the app's policy lets Stripe.js and its Payment Element work as Stripe's integration
 * security guide lists it (scripts and frames from js.stripe.com and its subdomains, hooks.stripe.com's
 * frames for 3D Secure and redirect methods, api.stripe.com for its calls), and no other frame.
 */
describe.skipIf(pgUnavailable())(`the app's content security policy for Stripe.js (${dbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("gives every app answer Stripe's documented sources", async () => {
    for (const url of ['/', '/index.html', '/api/hello', '/pay/return', '/pages/nowhere']) {
      const csp = directives(
        (await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).headers[
          'content-security-policy'
        ],
      );
      // The built index.html's inline script adds its hash after these.
      expect(csp['script-src']!.startsWith("'self' https://js.stripe.com https://*.js.stripe.com"), url).toBe(true);
      expect(csp['frame-src'], url).toBe(
        "'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com",
      );
      expect(csp['connect-src'], url).toBe("'self' https://api.stripe.com");
      expect(csp['default-src'], url).toBe("'self'");
      expect(csp['object-src'], url).toBe("'none'");
      expect(csp['frame-ancestors'], url).toBe("'self'");
    }
  });
});
