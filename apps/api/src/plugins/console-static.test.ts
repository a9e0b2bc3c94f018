import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConsole } from './static-web.js';

describe('the staff console at /console/', () => {
  let app: FastifyInstance;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'nanhua-console-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>console</title><div id="root"></div>');
    writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(join(dir, 'assets', 'zxing-abc123.wasm'), 'wasm');
    writeFileSync(join(tmpdir(), 'nanhua-console-outside.txt'), 'outside');
    app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
    await registerConsole(app, dir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(join(tmpdir(), 'nanhua-console-outside.txt'), { force: true });
  });

  it('serves its index at /console/ and for every route of the console (reload keeps the page)', async () => {
    for (const url of [
      '/console/',
      '/console',
      '/console/live-classes',
      '/console/live-classes/12?tab=attendance',
      '/console/sign-in?from=%2Frefunds',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('<title>console</title>');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves hashed assets for a year and answers a missing file with 404, not the page', async () => {
    const js = await app.inject({ url: '/console/assets/index-abc123.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/console/assets/missing-000.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/console/favicon.ico' })).statusCode).toBe(404);
  });

  it('revalidates its page with an ETag on every route, sends the br twin to who takes it, and never leaves its folder', async () => {
    const first = await app.inject({ url: '/console/live-classes' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\//);
    expect((await app.inject({ url: '/console/', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    const br = await app.inject({ url: '/console/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect((await app.inject({ url: '/console/assets/zxing-abc123.wasm' })).headers['content-type']).toBe(
      'application/wasm',
    );
    for (const url of [
      '/console/../nanhua-console-outside.txt',
      '/console/%2e%2e/%2e%2e/nanhua-console-outside.txt',
      '/console/assets/..%2f..%2fnanhua-console-outside.txt',
    ]) {
      const res = await app.inject({ url });
      expect(res.body, url).not.toBe('outside');
    }
  });

  it('leaves the rest of the site alone', async () => {
    expect((await app.inject({ url: '/consoles' })).statusCode).toBe(404);
  });

  it('serves nothing at /console/ when the console was not built', async () => {
    const bare = Fastify({ logger: false });
    await registerConsole(bare, join(dir, 'absent'));
    expect((await bare.inject({ url: '/console/' })).statusCode).toBe(404);
    await bare.close();
  });
});
