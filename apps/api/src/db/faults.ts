/**
 * Telling "the database connection is gone" (PostgreSQL restarting, a dropped socket, a pool that
 * cannot connect) apart from "this query is wrong". The first is answered 503 and may be retried;
 * the second is a bug.
 */

/** SQLSTATE: class 08 (connection exception), 57P01–57P03 (shutdown, crash, starting up), 53300 (too many connections). */
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
/** Socket errors of a connection that is not there. */
const ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);
/** node-postgres reports a lost or unusable connection by message only. */
const MESSAGE = /Connection terminated|is not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end/i;

/** True when `err` (or anything in its `cause` chain: drizzle wraps driver errors) is a lost database connection. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (SQLSTATE.test(code) || ERRNO.has(code))) return true;
    if (typeof message === 'string' && MESSAGE.test(message)) return true;
    // AggregateError: a connect to every resolved address failed
    const errors = (e as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((x) => isDatabaseUnavailable(x))) return true;
  }
  return false;
}

/** A statement that only reads: running it a second time cannot change anything. */
export function isReadOnlyStatement(text: string): boolean {
  return /^\s*(select|show)\b/i.test(text) && !/\bfor\s+(no\s+key\s+)?(update|share)\b/i.test(text);
}
