import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { CarouselItem } from '@nanhua/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentVersion } from '../services/content-version.js';
import { firstPaintMarkup, inlineScriptSources, registerFirstScreenPage } from './first-screen-page.js';
import { registerStatic } from './static-web.js';

const script = "(function(){var f=document.getElementById('nh-first');if(f&&location.hash)f.remove()})()";
const shell = `<!doctype html><html><head><title>app</title></head><body><script>${script}</script><div id="root"></div></body></html>`;
const slide = (id: number, sort: number, image: string): CarouselItem => ({
  id,
  sort,
  image,
  title: `t${id}`,
  link: null,
});

describe("the home's first screen in index.html (issue 18)", () => {
  let app: FastifyInstance;
  let dir: string;
  let version = 1;
  let trusted = true;
  let slides: CarouselItem[] | Error = [slide(1, 2, '/files/b.w750.webp'), slide(2, 1, '/files/a.w750.webp')];
  let calls = 0;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'nanhua-first-'));
    writeFileSync(join(dir, 'index.html'), shell);
    app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
    await registerStatic(app, { webDir: dir, filesDir: join(dir, 'files') });
    const v = { value: () => version, trusted: () => trusted } as ContentVersion;
    registerFirstScreenPage(app, {
      webDir: dir,
      version: v,
      carousels: async () => {
        calls++;
        if (slides instanceof Error) throw slides;
        return slides;
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('draws the first slide by sort order at its two widths, first in the body, before the script that may drop it', async () => {
    const res = await app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = res.body;
    expect(body).toContain('<body><div id="nh-first" hidden');
    expect(body).toContain(
      'src="/files/a.w750.webp" srcset="/files/a.w375.webp 375w, /files/a.w750.webp 750w" sizes="100vw"',
    );
    expect(body).toContain('fetchpriority="high"');
    expect(body.indexOf('nh-first')).toBeLessThan(body.indexOf('<script>'));
    expect(body).not.toContain('b.w750');
  });

  it('keeps /index.html the plain shell (the service worker precaches it: no kept copy names an old picture)', async () => {
    const res = await app.inject({ url: '/index.html' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(shell);
  });

  it('answers 304 to its ETag, asks the carousel once per content version, and follows a change', async () => {
    const first = await app.inject({ url: '/' });
    const before = calls;
    const again = await app.inject({ url: '/', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(calls).toBe(before);
    slides = [slide(3, 0, '/files/c.w750.webp')];
    version++;
    const changed = await app.inject({ url: '/', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('src="/files/c.w750.webp"');
    expect(changed.headers.etag).not.toBe(first.headers.etag);
  });

  it('asks every time while the version cannot be trusted, and serves the plain shell when the carousel fails', async () => {
    trusted = false;
    const before = calls;
    await app.inject({ url: '/' });
    await app.inject({ url: '/' });
    expect(calls).toBe(before + 2);
    slides = new Error('database down');
    const res = await app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(shell);
    trusted = true;
  });

  it('draws nothing for an empty carousel or a picture address that is not a plain path', () => {
    expect(firstPaintMarkup([])).toBe('');
    expect(firstPaintMarkup([slide(1, 1, 'javascript:alert(1)')])).toBe('');
    expect(firstPaintMarkup([slide(1, 1, '/files/x" onerror="alert(1).png')])).toBe('');
    expect(firstPaintMarkup([slide(1, 1, '/files/poster.png')])).toContain(
      '<img src="/files/poster.png" width="16" height="9"',
    );
  });

  it('gives the CSP the hash of each inline script of index.html, none without a build', () => {
    expect(inlineScriptSources(dir)).toEqual([`'sha256-${createHash('sha256').update(script).digest('base64')}'`]);
    expect(inlineScriptSources(undefined)).toEqual([]);
  });
});
