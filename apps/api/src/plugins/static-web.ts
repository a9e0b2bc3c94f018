import { existsSync, mkdirSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PreviewGate } from '../services/file-gates.js';
import { mapSite, sendSiteFile, type SiteFile } from './static-site.js';
import { isPremiumFile, PREMIUM_FOLDER, type MediaGrant, type PremiumGate } from '../services/file-gates.js';

/** Without a gate no premium file is served at all. */
const refuseAll: PremiumGate = { grant: async () => null, allows: (pathname) => !isPremiumFile(pathname) };

/**
 * The built web app at `/` (hashed assets immutable, index.html revalidated; the build writes .br
 * and .gz beside each asset) and media files at `/files/`: public and cacheable, except the premium
 * folder, served only on a member's signed link (modules/video/premium-media.ts) and never to shared caches.
 * Library files content does not use wait in `preview.withheldDir`, served only on a staff preview link
 * (modules/media-library/preview-links.ts: the signature alone, no database), never cached by others.
 */
export async function registerStatic(
  app: FastifyInstance,
  opts: { webDir?: string; filesDir: string; premium?: PremiumGate; preview?: PreviewGate },
) {
  mkdirSync(opts.filesDir, { recursive: true });
  if (opts.preview) mkdirSync(opts.preview.withheldDir, { recursive: true });
  const gate = opts.premium ?? refuseAll;
  const premiumDir = join(opts.filesDir, PREMIUM_FOLDER);
  const grants = new WeakMap<FastifyRequest, MediaGrant>();
  const withheldDir = opts.preview?.withheldDir;
  const previewAllows = (pathname: string, req: FastifyRequest) => opts.preview?.allows(pathname, req.query) ?? false;
  await app.register(async (files) => {
    // The membership lookup is asynchronous and allowedPath is not, so it runs first, only for signed requests.
    files.addHook('onRequest', async (req) => {
      const q = req.query as Record<string, unknown> | undefined;
      if (!q || q.sig === undefined) return;
      const grant = await gate.grant(q);
      if (grant) grants.set(req, grant);
    });
    await files.register(fastifyStatic, {
      // A file not found among the served ones is looked for among the withheld, where only a preview link opens it.
      root: withheldDir ? [opts.filesDir, withheldDir] : opts.filesDir,
      prefix: '/files/',
      decorateReply: false,
      index: false,
      maxAge: '7d',
      // Called with the path the route resolved (decoded, normalized) and again with the file finally chosen; a refusal is a 404.
      allowedPath: (pathname, root, req) =>
        root === withheldDir
          ? previewAllows(pathname, req)
          : gate.allows(pathname, grants.get(req) ?? null) || previewAllows(pathname, req),
      setHeaders(reply, path) {
        if ([premiumDir, withheldDir].some((dir) => dir !== undefined && isInside(dir, path)))
          reply.header('cache-control', 'private, no-cache');
      },
    });
  });
  if (!opts.webDir || !existsSync(join(opts.webDir, 'index.html'))) {
    app.log.warn({ webDir: opts.webDir }, 'web build not found: serving the API only');
    return;
  }
  const site = mapSite(opts.webDir);
  const index = site.get('/index.html')!;
  // One route for the whole build: the API's own routes are more specific and win.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: (req, reply) => {
      const path = `/${(req.params as { '*': string })['*']}`;
      if (path === '/' || path === '/index.html') return sendWebIndex(req, reply, index);
      const f = site.get(path);
      return f ? sendSiteFile(req, reply, f) : reply.callNotFound();
    },
  });
}

const isInside = (dir: string, path: string) => {
  const rel = relative(dir, path);
  return !rel.startsWith('..') && !isAbsolute(rel);
};

/** The web app's page, at / and /index.html (revalidated on every load: it names the current hashed assets). */
function sendWebIndex(req: FastifyRequest, reply: FastifyReply, index: SiteFile) {
  return sendSiteFile(req, reply, index);
}

/**
 * The staff console at `/console/` (its own build, never part of the mobile bundle): files as they are
 * (hashed assets immutable), and any other path under /console/ without a file extension answers the
 * console's index.html, so its browser-history routes survive a reload. A missing asset stays a 404.
 * The security headers are the app's: the hook that sets them runs for every answer.
 */
export async function registerConsole(app: FastifyInstance, consoleDir: string | undefined) {
  const indexFile = consoleDir ? join(consoleDir, 'index.html') : '';
  if (!consoleDir || !existsSync(indexFile)) {
    app.log.warn({ consoleDir }, 'console build not found: /console/ is not served');
    return;
  }
  const site = mapSite(consoleDir);
  const index = site.get('/index.html')!;
  const handler = (req: FastifyRequest, reply: FastifyReply) => {
    const path = `/${(req.params as { '*'?: string })['*'] ?? ''}`;
    const f = path === '/' ? index : site.get(path);
    if (f) return sendSiteFile(req, reply, f);
    // A browser-history route of the console (no file extension): its page, so a reload keeps it.
    if (!(path.split('/').pop() ?? '').includes('.')) return sendSiteFile(req, reply, index);
    return reply.callNotFound();
  };
  app.route({ method: ['GET', 'HEAD'], url: '/console', handler });
  app.route({ method: ['GET', 'HEAD'], url: '/console/*', handler });
}
