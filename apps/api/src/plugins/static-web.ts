import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isPremiumFile, PREMIUM_FOLDER, type MediaGrant, type PremiumGate } from '../modules/video/premium-media.js';

/** Without a gate no premium file is served at all. */
const refuseAll: PremiumGate = { grant: async () => null, allows: (pathname) => !isPremiumFile(pathname) };

/**
 * The built web app at `/` (hashed assets immutable, index.html revalidated; the build writes .br
 * and .gz beside each asset) and media files at `/files/`: public and cacheable, except the premium
 * folder, served only on a member's signed link (modules/video/premium-media.ts) and never to shared caches.
 */
export async function registerStatic(app: FastifyInstance, opts: { webDir?: string; filesDir: string; premium?: PremiumGate }) {
  mkdirSync(opts.filesDir, { recursive: true });
  const gate = opts.premium ?? refuseAll;
  const premiumDir = join(opts.filesDir, PREMIUM_FOLDER);
  const grants = new WeakMap<FastifyRequest, MediaGrant>();
  await app.register(async (files) => {
    // The membership lookup is asynchronous and allowedPath is not, so it runs first, only for signed requests.
    files.addHook('onRequest', async (req) => {
      const q = req.query as Record<string, unknown> | undefined;
      if (!q || q.sig === undefined) return;
      const grant = await gate.grant(q);
      if (grant) grants.set(req, grant);
    });
    await files.register(fastifyStatic, {
      root: opts.filesDir,
      prefix: '/files/',
      decorateReply: false,
      index: false,
      maxAge: '7d',
      // Called with the path the route resolved (decoded, normalized) and again with the file finally chosen; a refusal is a 404.
      allowedPath: (pathname, _root, req) => gate.allows(pathname, grants.get(req) ?? null),
      setHeaders(reply, path) {
        const rel = relative(premiumDir, path);
        if (!rel.startsWith('..') && !isAbsolute(rel)) reply.header('cache-control', 'private, no-cache');
      },
    });
  });
  if (!opts.webDir || !existsSync(join(opts.webDir, 'index.html'))) {
    app.log.warn({ webDir: opts.webDir }, 'web build not found: serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.webDir,
    prefix: '/',
    preCompressed: true,
    wildcard: true,
    cacheControl: false,
    setHeaders(reply, path) {
      const hashed = /[\\/]assets[\\/]/.test(path);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
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
  const indexHtml = readFileSync(indexFile);
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: consoleDir,
      prefix: '/console/',
      decorateReply: false,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, path) {
        const hashed = /[\\/]assets[\\/]/.test(path);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    scope.get('/console/*', (req, reply) => {
      const last = req.url.split('?', 1)[0]!.split('/').pop() ?? '';
      if (last.includes('.')) return reply.callNotFound();
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    });
  });
}
