import { readdirSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The types of the files a web or console build holds; anything else goes out as bytes. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/vnd.microsoft.icon',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

const HASHED = 'public, max-age=31536000, immutable';

export interface SiteFile {
  file: string;
  type: string;
  /** Hashed assets (under assets/) never change under their name; the rest is revalidated. */
  cacheControl: string;
  /** The build's pre-compressed twins (apps/api/build.mjs writes .br and .gz beside a file over 1 KB). */
  br?: string;
  gzip?: string;
}

/**
 * The files of a build folder by their address ('/index.html', '/assets/x.js'), read once at start: one
 * directory walk instead of a route per file, and only these addresses can ever be answered (no path
 * leaves the folder, whatever its dots or encodings). Dot files and the pre-compressed twins have no
 * address of their own.
 */
export function mapSite(root: string): Map<string, SiteFile> {
  const names: string[] = [];
  const walk = (rel: string) => {
    for (const e of readdirSync(join(root, rel), { withFileTypes: true })) {
      if (e.name.startsWith('.')) continue;
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(r);
      else if (e.isFile()) names.push(r);
    }
  };
  walk('');
  const present = new Set(names);
  const site = new Map<string, SiteFile>();
  for (const name of names) {
    const twin = /\.(br|gz)$/.exec(name);
    if (twin && present.has(name.slice(0, -twin[0].length))) continue;
    site.set(`/${name}`, {
      file: join(root, name),
      type: TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream',
      cacheControl: name.startsWith('assets/') ? HASHED : 'no-cache',
      ...(present.has(`${name}.br`) ? { br: join(root, `${name}.br`) } : {}),
      ...(present.has(`${name}.gz`) ? { gzip: join(root, `${name}.gz`) } : {}),
    });
  }
  return site;
}

/** The encodings the caller takes (a q of 0 refuses one; `*` stands for any not named). */
function accepted(header: string | undefined): { br: boolean; gzip: boolean } {
  if (!header) return { br: false, gzip: false };
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name.trim(), qp ? Number(qp.slice(2)) || 0 : 1);
  }
  const takes = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  return { br: takes('br'), gzip: takes('gzip') || takes('x-gzip') };
}

/** Whether If-None-Match names this ETag (weak comparison) or If-Modified-Since is not older than the file. */
function unchanged(req: FastifyRequest, etag: string, mtimeMs: number): boolean {
  const match = req.headers['if-none-match'];
  if (match !== undefined)
    return (
      match.trim() === '*' || match.split(',').some((t) => t.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''))
    );
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(mtimeMs / 1000) * 1000 <= since;
}

/**
 * Answers one file of a build: the pre-compressed twin the caller takes (br first, then gzip), a weak
 * ETag and Last-Modified from the file on disk (a rebuild while running is served as it is now), 304
 * when the caller's copy is current, no body for HEAD. A file gone since start is a 404.
 */
export async function sendSiteFile(req: FastifyRequest, reply: FastifyReply, f: SiteFile): Promise<FastifyReply> {
  const takes = f.br || f.gzip ? accepted(req.headers['accept-encoding']) : undefined;
  const [path, encoding] =
    f.br && takes?.br ? [f.br, 'br'] : f.gzip && takes?.gzip ? [f.gzip, 'gzip'] : [f.file, undefined];
  const handle = await open(path, 'r').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT' || err.code === 'EISDIR') return undefined;
    throw err;
  });
  if (!handle) {
    reply.callNotFound();
    return reply;
  }
  let streaming = false;
  try {
    const stat = await handle.stat();
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    reply
      .header('cache-control', f.cacheControl)
      .header('etag', etag)
      .header('last-modified', stat.mtime.toUTCString());
    if (takes) reply.header('vary', 'accept-encoding');
    if (unchanged(req, etag, stat.mtimeMs)) return reply.code(304).send();
    reply.type(f.type).header('content-length', String(stat.size));
    if (encoding) reply.header('content-encoding', encoding);
    if (req.method === 'HEAD') return reply.send();
    streaming = true;
    return reply.send(handle.createReadStream());
  } finally {
    if (!streaming) await handle.close();
  }
}
