import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../services/clock.js';
import type { ContentVersion } from '../services/content-version.js';

/**
 * Anonymous GET answers (and POSTs that only read, keyed on their validated inputs) kept in the process (PERF-NOTES: building the same list for every visitor is
 * most of a request's cost). An entry is used only while nothing was written since it was built (the
 * content version, across processes on PostgreSQL) and for at most TTL_MS, because some answers change
 * with the clock alone (a sale opens, a performance ends). An answer whose call names the families it
 * reads (RouteOptions.reads) outlives the changes of other families (an order does not outdate the news).
 * Answers for a signed-in caller never come here (the registrar decides), so nobody's own data is ever
 * served to another.
 */
export const PUBLIC_TTL_MS = 2000;
const MAX_ENTRIES = 2000;
const MAX_BODY = 512 * 1024;
const COMPRESS_MIN = 1024;
/** A POST read's key past this is not kept (its validated inputs are small; this bounds the memory anyway). */
const MAX_READ_KEY = 1024;

/** Plain objects with their keys sorted, so the same inputs give the same text whatever order they came in. */
const sortedKeys = (_key: string, v: unknown) =>
  v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype
    ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    : v;

interface Entry {
  body: string;
  etag: string;
  version: number;
  /** The families the answer reads (the call's `reads`); absent: anything. */
  reads?: readonly string[];
  at: number;
  br?: Buffer;
  gzip?: Buffer;
}

/** Browsers and proxies may keep the answer but must ask again each time; a match costs a 304. */
const CACHE_CONTROL = 'public, max-age=0, must-revalidate';

const accepts = (header: string | undefined, coding: string) => {
  if (!header) return false;
  const m = new RegExp(`(?:^|,)\\s*${coding}\\s*(?:;\\s*q=([0-9.]+))?\\s*(?:,|$)`, 'i').exec(header);
  return m !== null && (m[1] === undefined || Number(m[1]) > 0);
};

export function createPublicCache(opts: { version: ContentVersion; clock: Clock; ttlMs?: number }) {
  const ttl = opts.ttlMs ?? PUBLIC_TTL_MS;
  const entries = new Map<string, Entry>();

  const fresh = (e: Entry) => {
    const age = opts.clock.now().getTime() - e.at;
    return e.version === opts.version.stamp(e.reads) && age >= 0 && age < ttl;
  };

  return {
    keyOf: (req: FastifyRequest) => `${req.locale}\u0000${req.url}`,

    /** A POST read's key: its call and validated inputs in a canonical form; undefined (keep nothing) when too long. */
    readKeyOf(locale: string, path: string, inputs: unknown): string | undefined {
      const key = `${locale}\u0000POST ${path}\u0000${JSON.stringify(inputs, sortedKeys)}`;
      return key.length <= MAX_READ_KEY ? key : undefined;
    },

    lookup(key: string): Entry | undefined {
      const e = entries.get(key);
      if (e && fresh(e)) return e;
      if (e) entries.delete(key);
      return undefined;
    },

    /**
     * The version to build under, read BEFORE the handler: a write during it makes the entry outdated at
     * once. `reads`: the families the answer reads (only their changes outdate it); absent, anything.
     */
    begin: (reads?: readonly string[]) => (opts.version.trusted() ? opts.version.stamp(reads) : undefined),

    store(key: string, body: string, version: number | undefined, at: number, reads?: readonly string[]): Entry {
      const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
      const e: Entry = { body, etag, version: version ?? -1, at, ...(reads ? { reads } : {}) };
      if (version !== undefined && version === opts.version.stamp(reads) && body.length <= MAX_BODY) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(key, e);
      }
      return e;
    },

    /** The answer of an entry: 304 when the caller holds it already (`revalidate`: a GET), else the body (pre-compressed when asked). */
    send(req: FastifyRequest, reply: FastifyReply, e: Entry, vary: string, revalidate = true) {
      reply.header('etag', e.etag).header('cache-control', CACHE_CONTROL).header('vary', vary);
      const match = revalidate ? req.headers['if-none-match'] : undefined;
      if (match && (match === e.etag || match.split(',').some((t) => t.trim() === e.etag)))
        return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      if (e.body.length < COMPRESS_MIN) return reply.send(e.body);
      const ae = req.headers['accept-encoding'];
      if (accepts(ae, 'br')) {
        e.br ??= brotliCompressSync(e.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
        return reply.header('content-encoding', 'br').send(e.br);
      }
      if (accepts(ae, 'gzip')) {
        e.gzip ??= gzipSync(e.body);
        return reply.header('content-encoding', 'gzip').send(e.gzip);
      }
      return reply.send(e.body);
    },

    clear: () => entries.clear(),
  };
}

export type PublicCache = ReturnType<typeof createPublicCache>;
