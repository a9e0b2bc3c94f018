import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers computed ONCE: the options hold no per-request part (no nonces, no functions), so
 * running helmet on every request (as @fastify/helmet 13 does, re-parsing the CSP each time) only
 * repeats the same answer. Helmet runs here against a recording response and the result is replayed.
 */
export function computeSecurityHeaders(options: Readonly<HelmetOptions>) {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void set.push([name, String(value)]),
    removeHeader: (name: string) => void removed.push(name),
  } as unknown as ServerResponse;
  helmet(options)({} as never, recorder, (err?: unknown) => {
    if (err) throw err;
  });
  return { set, removed };
}

/** The same header set helmet would write, on every answer (errors, 404s and static files included). */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>) {
  const { set, removed } = computeSecurityHeaders(options);
  app.addHook('onRequest', (_req, reply, done) => {
    const res = reply.raw;
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    done();
  });
}
