import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
    app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
    await registerConsole(app, dir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves its index at /console/ and for every route of the console (reload keeps the page)', async () => {
    for (const url of ['/console/', '/console', '/console/live-classes', '/console/live-classes/12?tab=attendance', '/console/sign-in?from=%2Frefunds']) {
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
