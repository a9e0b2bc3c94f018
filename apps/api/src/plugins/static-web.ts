import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The built web app at `/` (hashed assets immutable, index.html revalidated; the build writes .br
 * and .gz beside each asset) and media files at `/files/`.
 */
export async function registerStatic(app: FastifyInstance, opts: { webDir?: string; filesDir: string }) {
  mkdirSync(opts.filesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.filesDir,
    prefix: '/files/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
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
