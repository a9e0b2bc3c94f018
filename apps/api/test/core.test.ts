import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, limits, pendingEndpoints } from '@nanhua/contract';
import { buildTestApp, dbKind, pgUnavailable, type TestApp } from './helper.js';
import { loadConfig, ConfigError } from '../src/config.js';
import { localeFrom } from '../src/lib/locale.js';
import { stripeWebhookPath } from '../src/modules/payment/webhook.js';

/**
 * `METHOD path` of every route under /api/v1 the router holds, read from Fastify's route tree
 * (HEAD, added beside each GET, left out): whatever registered it, the registrar or not.
 */
function apiRoutes(tree: string): string[] {
  const stack: string[] = [];
  const out: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    stack.length = m[1]!.length / 4;
    stack.push(m[2]!);
    const path = stack.join('');
    if (m[3] && path.startsWith(`${limits.apiBase}/`))
      for (const method of m[3].split(', ')) if (method !== 'HEAD') out.push(`${method} ${path}`);
  }
  return out;
}

describe.skipIf(pgUnavailable())(`API core (${dbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      beforeReady(app) {
        app.get('/api/test/boom', async () => {
          throw new Error('secret database detail');
        });
      },
    });
  });
  afterAll(() => t.close());

  it('has a handler for every declared endpoint not on the pending ledger, and none for pending ones', () => {
    const declared = Object.keys(endpoints);
    const pending = new Set(pendingEndpoints);
    const missing = declared.filter((p) => !pending.has(p) && !t.app.registeredEndpoints.has(p));
    const stale = [...pending].filter((p) => t.app.registeredEndpoints.has(p));
    expect(missing, 'endpoints without a handler that are not pending').toEqual([]);
    expect(stale, 'pending endpoints that have a handler: remove them from the ledger').toEqual([]);
    expect(
      [...pending].filter((p) => !Object.hasOwn(endpoints, p)),
      'pending entries that are no call of the table',
    ).toEqual([]);
  });

  it('routes every call of the table once, with its method, and nothing under /api/v1 outside the table', () => {
    const routed = apiRoutes(t.app.printRoutes({ commonPrefix: false }));
    const expected = Object.values(endpoints)
      .filter((e) => !pendingEndpoints.includes(e.path))
      .map((e) => `${e.method} ${limits.apiBase}${e.path.replace(/\{(\w+)\}/g, ':$1')}`);
    expect(routed.filter((r) => r !== `POST ${stripeWebhookPath}`).sort()).toEqual(expected.sort());
    expect(
      [...t.app.registeredEndpoints].filter((p) => !Object.hasOwn(endpoints, p)),
      'registered calls outside the table',
    ).toEqual([]);
  });

  it('reports health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ status: 'ok', database: { kind: dbKind, status: 'ok' } });
  });

  it('answers unknown API routes with 404 and the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nope', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, message: 'No such endpoint', result: null });
  });

  it('sends a browser asking for an unknown page to the app not-found screen', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/some/page', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/#/pages/notFound/index');
  });

  it.skipIf(pendingEndpoints.length === 0)(
    'answers pending (not yet built) endpoints as unknown, not with a fake',
    async () => {
      const e = endpoints[pendingEndpoints[0] as keyof typeof endpoints];
      const url = `/api/v1${e.path.replace(/\{[^}]+\}/g, '1')}`;
      const res = await t.app.inject({ method: e.method, url, ...(e.method === 'POST' ? { payload: {} } : {}) });
      expect(res.statusCode).toBe(404);
    },
  );

  it('hides 5xx details and keeps the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, message: '服务器开小差了，请稍后再试', result: null });
    expect(res.body).not.toContain('secret');
  });

  it('refuses oversized bodies with 413 and the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/site/versionUpgrade/get',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: JSON.stringify({ versionCode: 1, pad: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 1003, message: 'The request is too large', result: null });
  });

  it('refuses an unsupported content type with a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/site/versionUpgrade/get',
      headers: { 'content-type': 'text/xml', 'accept-language': 'en' },
      payload: '<x/>',
    });
    expect(res.json()).toMatchObject({ code: 1003, message: 'Unsupported content type' });
  });

  it('serves the OpenAPI document built from the contract at /api/docs', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/^text\/html/);
    expect(ui.headers['x-content-type-options']).toBe('nosniff');
    const css = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui.css' });
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.body.length).toBeGreaterThan(1000);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/static/none.js' })).json()).toMatchObject({
      code: 404,
    });
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(
      Object.keys(doc.paths).filter(
        (p) => !['extensions', 'staff'].includes(doc.paths[p][Object.keys(doc.paths[p])[0]].tags[0]),
      ),
    ).toHaveLength(136);
    expect(doc.paths['/api/v1/usercenter/user/logout']).toBeDefined();
    expect(doc.paths['/api/v1/site/appCarousel/get/{id}'].get.parameters[0]).toMatchObject({ name: 'id', in: 'path' });
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/hello' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    const csp = Object.fromEntries(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]),
    );
    expect(csp).toMatchObject({
      'script-src': "'self' https://js.stripe.com https://*.js.stripe.com",
      'connect-src': "'self' https://api.stripe.com",
      'frame-src': "'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com",
    });
  });
});

describe.skipIf(pgUnavailable())('flood guard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMIT_PER_MINUTE: '5' } });
  });
  afterAll(() => t.close());

  it('answers 429 with the envelope past the per-minute limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++)
      codes.push(
        (await t.app.inject({ method: 'GET', url: '/api/hello', headers: { 'accept-language': 'en' } })).statusCode,
      );
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const res = await t.app.inject({ method: 'GET', url: '/api/hello', headers: { 'accept-language': 'en' } });
    expect(res.json()).toEqual({ code: 1003, message: 'Too many requests, please try again later', result: null });
  });
});

describe('config and locale', () => {
  it('names the variable of a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ SEED: 'all' })).toThrow(/SEED/);
    expect(loadConfig({}).PORT).toBe(8080);
  });

  it('refuses PostgreSQL without a shared JWT_SECRET: two processes would each sign with their own', () => {
    const url = 'postgres://app@db.example/nanhua';
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(/JWT_SECRET: required when DATABASE_URL is set/);
    expect(loadConfig({ DATABASE_URL: url, JWT_SECRET: 'x'.repeat(32) }).DATABASE_URL).toBe(url);
    // The embedded database is one process (the data lock says so): its generated secret stays fine.
    expect(loadConfig({}).JWT_SECRET).toBeUndefined();
  });

  it('reads Accept-Language with q-values; Chinese by default', () => {
    expect(localeFrom(undefined)).toBe('zh-Hans');
    expect(localeFrom('en')).toBe('en');
    expect(localeFrom('en-GB,en;q=0.9')).toBe('en');
    expect(localeFrom('zh-Hans')).toBe('zh-Hans');
    expect(localeFrom('fr, en;q=0.5, zh;q=0.8')).toBe('zh-Hans');
    expect(localeFrom('de')).toBe('zh-Hans');
  });
});
