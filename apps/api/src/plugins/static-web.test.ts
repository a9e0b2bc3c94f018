import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStatic } from './static-web.js';

const page = '<!doctype html><title>web</title><script type="module" src="/assets/index-abc123.js"></script>'.padEnd(
  1500,
  ' ',
);
const script = `console.log(${'1'.repeat(2000)})`;

describe('the web app at /', () => {
  let app: FastifyInstance;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'nanhua-web-'));
    const web = join(root, 'web');
    mkdirSync(join(web, 'assets'), { recursive: true });
    mkdirSync(join(web, 'icons'));
    const write = (name: string, body: string, twins = false) => {
      writeFileSync(join(web, name), body);
      if (!twins) return;
      writeFileSync(join(web, `${name}.br`), brotliCompressSync(body));
      writeFileSync(join(web, `${name}.gz`), gzipSync(body));
    };
    write('index.html', page, true);
    write('assets/index-abc123.js', script, true);
    write('assets/small-def456.css', 'a{}');
    write('manifest.webmanifest', '{}');
    write('icons/icon-192.png', 'png');
    write('.env', 'SECRET=1');
    writeFileSync(join(root, 'outside.txt'), 'outside');
    app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
    await registerStatic(app, { webDir: web, filesDir: join(root, 'files') });
    app.get('/api/hello', async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers index.html at / and /index.html, revalidated with an ETag (304 when current)', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(page);
      const etag = String(res.headers.etag);
      expect(etag).toMatch(/^W\/"/);
      const again = await app.inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect((await app.inject({ url, headers: { 'if-none-match': 'W/"other"' } })).statusCode).toBe(200);
    }
  });

  it('serves hashed assets for a year, pre-compressed as the caller accepts', async () => {
    const url = '/assets/index-abc123.js';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.rawPayload.equals(brotliCompressSync(script))).toBe(true);
    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.etag).not.toBe(br.headers.etag);
    const plain = await app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(Number(plain.headers['content-length'])).toBe(script.length);
    expect((await app.inject({ url: '/assets/small-def456.css' })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('revalidates the other files of the build and answers HEAD without a body', async () => {
    const manifest = await app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/icons/icon-192.png' })).headers['content-type']).toBe('image/png');
    const head = await app.inject({ method: 'HEAD', url: '/assets/index-abc123.js' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(Number(head.headers['content-length'])).toBe(script.length);
  });

  it('answers 404 for a missing file, a dot file, a twin by its own name and any path out of the folder', async () => {
    for (const url of [
      '/assets/missing-000.js',
      '/icons',
      '/.env',
      '/assets/index-abc123.js.br',
      '/../outside.txt',
      '/assets/..%2f..%2foutside.txt',
      '/%2e%2e/outside.txt',
      '/assets/%2e%2e/%2e%2e/outside.txt',
      '/..%5coutside.txt',
      '/assets/index-abc123.js%00',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('SECRET');
      expect(res.body, url).not.toBe('outside');
    }
  });

  it('leaves the API its own routes', async () => {
    expect((await app.inject({ url: '/api/hello' })).json()).toEqual({ ok: true });
  });
});
