import { existsSync, mkdirSync } from 'node:fs';
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
