import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { CarouselItem } from '@nanhua/contract';
import type { ContentVersion } from '../services/content-version.js';

/** The built index.html of the web app, or null when there is no build. */
const readShell = (webDir: string | undefined) => {
  const file = webDir ? join(webDir, 'index.html') : '';
  return file && existsSync(file) ? readFileSync(file, 'utf8') : null;
};

/**
 * The CSP sources of index.html's inline scripts (the web build puts one there: it drops the home's
 * first paint on any other page), so the app's policy allows exactly those scripts and no other inline one.
 */
export function inlineScriptSources(webDir: string | undefined): string[] {
  const shell = readShell(webDir);
  if (!shell) return [];
  return [...shell.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** The app's resource rule (web lib/resource.ts): a picture stored as `name.w<W>.webp` has a half-width twin. */
const twoWidths = /^(.*)\.w(\d+)\.webp$/;

/**
 * The home's first screen before any script has run: the top bar's band and the carousel's first
 * picture, in the box the app draws them in (the home top bar and home-carousel.css; inline styles, as
 * the app's stylesheets may not have arrived), over the page. No text, so no language to guess. The
 * web app removes it once its own carousel shows that picture. It comes `hidden`: index.html's inline
 * script shows it on the home and removes it on any other page (the hash, which only the browser sees),
 * so no frame of it shows on another page even if the browser paints before that script runs.
 */
export function firstPaintMarkup(items: readonly CarouselItem[]): string {
  const first = [...items].sort((a, b) => a.sort - b.sort)[0];
  if (!first?.image || !/^\/[^"<>\s]*$/.test(first.image)) return '';
  const m = twoWidths.exec(first.image);
  const src = escapeAttr(first.image);
  const srcset = m
    ? ` srcset="${escapeAttr(`${m[1]}.w${Math.round(Number(m[2]) / 2)}.webp`)} ${Math.round(Number(m[2]) / 2)}w, ${src} ${m[2]}w" sizes="100vw"`
    : '';
  return (
    '<div id="nh-first" hidden aria-hidden="true" style="position:absolute;top:0;left:0;right:0;z-index:30;max-width:560px;margin:0 auto;pointer-events:none">' +
    '<div style="height:var(--nh-navbar-height,44px);background:linear-gradient(90deg,#9e1016,#c8161d)"></div>' +
    '<div style="margin:12px;overflow:hidden;border-radius:12px;background:#ddd9d0;aspect-ratio:16/9;box-shadow:0 2px 10px rgba(29,43,83,.12)">' +
    `<img src="${src}"${srcset} width="16" height="9" fetchpriority="high" alt="" style="display:block;width:100%;height:100%;object-fit:cover">` +
    '</div></div>'
  );
}

/**
 * `/` (where the app opens) answers index.html with the home's first picture already in it (issue 18:
 * the largest paint no longer waits for the app's scripts). Built from the carousel call's service and
 * kept until the content version moves; revalidated (no-cache + ETag) like the plain shell. `/index.html`
 * stays the plain shell: the service worker precaches that one, so no kept copy names an old picture.
 */
export function registerFirstScreenPage(
  app: FastifyInstance,
  opts: { webDir: string | undefined; carousels: () => Promise<CarouselItem[]>; version: ContentVersion },
) {
  const shell = readShell(opts.webDir);
  if (!shell || !shell.includes('<body>')) return;
  let kept: { version: number; body: string; etag: string } | null = null;
  const page = async () => {
    const version = opts.version.trusted() ? opts.version.value() : undefined;
    if (kept && version !== undefined && kept.version === version) return kept;
    let markup = '';
    try {
      markup = firstPaintMarkup(await opts.carousels());
    } catch (err) {
      app.log.warn({ err }, 'first screen: carousel unavailable, serving the plain shell');
    }
    // First in the body, before the inline script that drops it on another page.
    const body = shell.replace('<body>', `<body>${markup}`);
    const next = { version: version ?? -1, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    if (version !== undefined) kept = next;
    return next;
  };
  app.route({
    method: ['GET', 'HEAD'],
    url: '/',
    handler: async (req, reply) => {
      const { body, etag } = await page();
      reply.header('cache-control', 'no-cache').header('etag', etag).type('text/html; charset=utf-8');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.send(body);
    },
  });
}
