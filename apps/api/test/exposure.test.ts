import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { buildTestApp, dbKind, pgUnavailable, type TestApp } from './helper.js';

/** What a server on the internet must not give away: development routes, the client address, a blank page. */
describe('configuration for an exposed server', () => {
  it('runs in production mode unless a harness says otherwise', () => {
    expect(loadConfig({}).NODE_ENV).toBe('production');
  });

  it('refuses production content without a payment provider chosen on purpose', () => {
    expect(() => loadConfig({ SEED: 'none' })).toThrow(ConfigError);
    expect(() => loadConfig({ SEED: 'none' })).toThrow(/PAYMENT_PROVIDER/);
    expect(
      loadConfig({ SEED: 'none', PAYMENT_PROVIDER: 'sandbox', PUBLIC_URL: 'https://opera.example.org' })
        .PAYMENT_PROVIDER,
    ).toBe('sandbox');
    // The demo install keeps the sandbox as its default.
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('sandbox');
  });

  it('trusts no proxy by default and only the hops or addresses named', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).TRUST_PROXY).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});

describe.skipIf(pgUnavailable())(`the dev outbox is never an HTTP route (${dbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { NODE_ENV: 'development' } });
  });
  afterAll(() => t.close());

  it('answers 404 even in development mode', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox/latest?to=staff@namhwa.local' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, result: null });
  });
});

describe.skipIf(pgUnavailable())(`flood guard on an exposed server (${dbKind})`, () => {
  const hello = (t: TestApp, headers: Record<string, string> = {}, remoteAddress = '203.0.113.7') =>
    t.app.inject({ method: 'GET', url: '/api/hello', headers: { 'accept-language': 'en', ...headers }, remoteAddress });

  describe('without a trusted proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      // A page of the app as the built web serves it (the test app has no web build).
      t = await buildTestApp({
        env: { RATE_LIMIT_PER_MINUTE: '5' },
        beforeReady: (app) =>
          void app.get('/index.html', (_req, reply) =>
            reply.type('text/html').send('<!doctype html><title>app</title>'),
          ),
      });
    });
    afterAll(() => t.close());

    it('does not let a caller rotate X-Forwarded-For past the limit', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) codes.push((await hello(t, { 'x-forwarded-for': `198.51.100.${i}` })).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429]);
    });

    it('never counts static files and media', async () => {
      for (let i = 0; i < 20; i++) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/files/posters/p${i}.webp`,
          remoteAddress: '203.0.113.8',
        });
        expect(res.statusCode).not.toBe(429);
        const asset = await t.app.inject({ method: 'GET', url: `/assets/index-${i}.js`, remoteAddress: '203.0.113.8' });
        expect(asset.statusCode).not.toBe(429);
      }
      expect((await hello(t, {}, '203.0.113.8')).statusCode).toBe(200);
    });

    it('answers a limited page load with a small page in the visitor language', async () => {
      for (let i = 0; i < 5; i++) await hello(t, {}, '203.0.113.9');
      const res = await t.app.inject({
        method: 'GET',
        url: '/index.html',
        headers: { accept: 'text/html,application/xhtml+xml', 'accept-language': 'en' },
        remoteAddress: '203.0.113.9',
      });
      expect(res.statusCode).toBe(429);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('Too many requests, please try again later');
      expect(res.body).toContain('<html lang="en">');
      expect(res.headers['content-security-policy']).toBeDefined();
      const zh = await t.app.inject({
        method: 'GET',
        url: '/index.html',
        headers: { accept: 'text/html' },
        remoteAddress: '203.0.113.9',
      });
      expect(zh.body).toContain('操作过于频繁，请稍后再试');
      // An API call past the limit keeps the envelope.
      expect((await hello(t, {}, '203.0.113.9')).json()).toEqual({
        code: 1003,
        message: 'Too many requests, please try again later',
        result: null,
      });
    });
  });

  describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ env: { RATE_LIMIT_PER_MINUTE: '5', TRUST_PROXY: '1' } });
    });
    afterAll(() => t.close());

    it('counts each client the proxy names', async () => {
      for (let i = 0; i < 5; i++)
        expect((await hello(t, { 'x-forwarded-for': '198.51.100.1' }, '127.0.0.1')).statusCode).toBe(200);
      expect((await hello(t, { 'x-forwarded-for': '198.51.100.1' }, '127.0.0.1')).statusCode).toBe(429);
      expect((await hello(t, { 'x-forwarded-for': '198.51.100.2' }, '127.0.0.1')).statusCode).toBe(200);
      // A client prepending its own X-Forwarded-For entry does not escape: only the last hop is trusted.
      expect((await hello(t, { 'x-forwarded-for': '192.0.2.50, 198.51.100.1' }, '127.0.0.1')).statusCode).toBe(429);
    });
  });
});

describe.skipIf(pgUnavailable())(`requests Node cannot read (${dbKind})`, () => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const a = t.app.server.address();
    port = typeof a === 'object' && a ? a.port : 0;
  });
  afterAll(() => t.close());

  /** A raw request on a socket, as a client past Node's limits sends it; resolves with the whole answer. */
  const raw = (text: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(text));
      let answer = '';
      socket.on('data', (d) => (answer += d));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });

  it('answers a URL over the header limit with the envelope and the security headers', async () => {
    const answer = await raw(`GET /api/v1/${'x'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toMatch(/X-Content-Type-Options: nosniff/i);
    expect(head).toMatch(/Content-Security-Policy: default-src 'none'/i);
    expect(JSON.parse(body!)).toEqual({ code: 1003, message: '请求地址无效', result: null });
  });

  it('answers a malformed request line with the envelope', async () => {
    const answer = await raw('NOT A REQUEST\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.split('\r\n\r\n')[1]!)).toMatchObject({ code: 1003, result: null });
  });
});
