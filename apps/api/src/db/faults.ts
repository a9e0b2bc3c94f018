/**
 * Telling "the database connection is gone" (PostgreSQL restarting, a dropped socket, a pool that
 * cannot connect) apart from "this query is wrong". The first is answered 503 and may be retried;
 * the second is a bug.
 */

/** SQLSTATE: class 08 (connection exception), 57P01–57P03 (shutdown, crash, starting up), 53300 (too many connections). */
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
/** Socket errors of a connection that is not there. */
const ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);
/** node-postgres reports a lost or unusable connection by message only. */
const MESSAGE =
  /Connection terminated|is not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end/i;

/** `err` and what it wraps (drizzle wraps driver errors in `cause`), a few levels deep. */
function* causes(err: unknown): Generator<{ code?: unknown; message?: unknown; errors?: unknown }> {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 6; e = (e as { cause?: unknown }).cause, depth++)
    yield e as { code?: unknown };
}

/**
 * Out of space: a file write (ENOSPC, or EDQUOT past a quota) or the database's own (SQLSTATE 53100
 * disk_full: PostgreSQL's, and PGlite's, whose data files are written through Node and meet the same
 * ENOSPC). Answered 503 "storage full"; the write it interrupted was rolled back or removed.
 */
export function isStorageFull(err: unknown): boolean {
  for (const { code } of causes(err)) if (code === '53100' || code === 'ENOSPC' || code === 'EDQUOT') return true;
  return false;
}

/**
 * Placed in the ticket order statement: it fails with this (SQLSTATE 42704, the setting does not exist)
 * when it finishes after the request's deadline, which rolls the order back (ticket/repository.ts).
 */
export const ORDER_DEADLINE_SETTING = 'nanhua.order_deadline_passed';

/**
 * SQLSTATE of a statement the database gave up on while the server is otherwise there: 57014 (the
 * statement timeout), 55P03 (the lock timeout), 25P03 (a transaction idle too long), 53000/53200/53400
 * (insufficient resources other than disk and connections).
 */
const BUSY_SQLSTATE = new Set(['57014', '55P03', '25P03', '53000', '53200', '53400']);

/**
 * True when the database was too slow or short of resources for this request (nothing of it was
 * kept): answered 503 "busy, try again". node-postgres's own query timeout counts too.
 */
export function isDatabaseBusy(err: unknown): boolean {
  for (const { code, message } of causes(err)) {
    if (typeof code === 'string' && BUSY_SQLSTATE.has(code)) return true;
    if (code === '42704' && typeof message === 'string' && message.includes(ORDER_DEADLINE_SETTING)) return true;
    if (message === 'Query read timeout') return true;
  }
  return false;
}

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
