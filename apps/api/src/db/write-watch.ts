/**
 * Knowing when content may have changed, for the public-response cache (http/public-cache.ts): every
 * committed statement that writes a table a visitor can see calls the listeners, whatever sent it (a
 * call, a job, the payment webhook, a test's fixture). Writes to private tables (rate limits, sessions,
 * codes, messages, addresses, feedback, the mail queue, where members stopped in videos, shop carts) do not count: they are on the hot path of sign-in and would
 * empty the cache for nothing.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { mergeChanges, namedChanges, type Change } from './changes.js';

const PRIVATE_WRITE =
  /^\s*(?:insert\s+into|update|delete\s+from)\s+"?(?:rate_limits|refresh_tokens|verification_codes|user_messages|delivery_addresses|feedback|mail_queue|video_progress|cart_items|sale_favourites|product_favourites|sale_reminders)"?[\s(]/i;
const NO_WRITE = /^\s*(?:select|show|begin|start|set|savepoint|release|rollback|listen|unlisten|checkpoint)\b/i;
const CTE_WRITE = /\b(?:insert\s+into|update\s|delete\s+from)/i;
/** Functions that write visitors' tables (migrations define them): a `select` of one is a write. */
const WRITING_FUNCTION = /\bplace_ticket_order\s*\(/i;

/** Whether a statement may change what a visitor sees (conservative: unknown statements count). */
export function changesContent(text: string): boolean {
  if (WRITING_FUNCTION.test(text)) return true;
  if (NO_WRITE.test(text)) return false;
  if (/^\s*with\b/i.test(text) && !CTE_WRITE.test(text)) return false;
  return !PRIVATE_WRITE.test(text);
}

/** A write that names the users table: an account's status, role, block or membership may have changed. */
const ACCOUNTS = /\busers\b/i;
/**
 * A refresh-token family revoked (session-repository's revokeFamily and revokeUserTokens set revoked_at
 * first): the session check reads that too, so a signed-out device's access token ends in every process.
 * Rare (a sign-out, reuse), unlike the rotations on the sign-in path, which stay private.
 */
const REVOCATION = /^\s*update\s+"?refresh_tokens"?\s+set\s+"?revoked_at"?\s*=/i;

/**
 * What a committed write may have changed: visible content, and whether account rows too (the session
 * check's cache). `changes`: what the code that wrote named (db/changes.ts); absent, anything may have.
 */
export interface Write {
  accounts: boolean;
  changes?: readonly Change[];
}

/**
 * The write a statement makes, or undefined when it changes nothing visitors see. `named`: the changes
 * the code that sent it names, read when it was sent (a connection's callbacks run in other contexts).
 */
function writeOf(text: string, named = namedChanges()): Write | undefined {
  const changes = named ? { changes: named } : {};
  if (REVOCATION.test(text)) return { accounts: true, ...changes };
  return changesContent(text) ? { accounts: ACCOUNTS.test(text), ...changes } : undefined;
}

const sqlText = (config: unknown): string | undefined =>
  typeof config === 'string'
    ? config
    : typeof (config as { text?: unknown } | null)?.text === 'string'
      ? (config as { text: string }).text
      : undefined;

export type WriteListener = (write: Write) => void;

/** What a connection's watcher reports to: committed writes, and every statement sent. */
interface Watcher {
  emit: WriteListener;
  sent(): void;
}

export function writeListeners() {
  const listeners = new Set<WriteListener>();
  let statements = 0;
  return {
    /** Counts one statement sent, read or write (Database.statements). */
    sent() {
      statements++;
    },
    statements: () => statements,
    add(fn: WriteListener) {
      listeners.add(fn);
      return () => void listeners.delete(fn);
    },
    emit(write: Write) {
      for (const fn of listeners) fn(write);
    },
  };
}

/**
 * Watch one node-postgres connection: a write outside a transaction counts once it is answered; inside
 * one, at its COMMIT (a reader that cached the old rows before the commit is then outdated). Its queries
 * go out one at a time (oneAtATime).
 */
export function watchPgClient(client: pg.PoolClient | pg.Client, { emit, sent }: Watcher) {
  let inTx = false;
  let dirty: Write | undefined;
  const query = oneAtATime(client.query.bind(client) as Query);
  (client as unknown as { query: unknown }).query = (...args: unknown[]) => {
    sent();
    const text = sqlText(args[0]);
    if (text === undefined) return query(...args);
    let after: (() => void) | undefined;
    const write = writeOf(text);
    if (/^\s*(?:begin|start\s+transaction)\b/i.test(text)) {
      inTx = true;
      dirty = undefined;
    } else if (/^\s*(?:commit|end)\b/i.test(text)) {
      after = () => {
        if (dirty) emit(dirty);
        inTx = false;
        dirty = undefined;
      };
    } else if (/^\s*rollback\s*$/i.test(text)) {
      inTx = false;
      dirty = undefined;
    } else if (write) {
      after = () => (inTx ? (dirty = merge(dirty, write)) : emit(write));
    }
    if (!after) return query(...args);
    const last = args.length - 1;
    const cb = args[last];
    if (typeof cb === 'function') {
      const done = after;
      args[last] = (...r: unknown[]) => {
        done();
        return (cb as (...a: unknown[]) => unknown)(...r);
      };
      return query(...args);
    }
    const r = query(...args);
    if (r && typeof (r as Promise<unknown>).then === 'function') return (r as Promise<unknown>).finally(after);
    after();
    return r;
  };
}

const merge = (a: Write | undefined, b: Write): Write => {
  if (!a) return b;
  const changes = mergeChanges(a.changes, b.changes);
  return { accounts: a.accounts || b.accounts, ...(changes ? { changes } : {}) };
};

/** Watch PGlite: its one connection runs a transaction as one call, so the change counts when it ends. */
export function watchPglite(client: PGlite, { emit, sent }: Watcher) {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (text: string, ...rest: unknown[]) => {
    sent();
    const named = namedChanges();
    try {
      return await (query as (...a: unknown[]) => Promise<unknown>)(text, ...rest);
    } finally {
      const write = writeOf(text, named);
      if (write) emit(write);
    }
  }) as PGlite['query'];
  client.exec = (async (text: string, ...rest: unknown[]) => {
    sent();
    const named = namedChanges();
    try {
      return await (exec as (...a: unknown[]) => Promise<unknown>)(text, ...rest);
    } finally {
      const write = writeOf(text, named);
      if (write) emit(write);
    }
  }) as PGlite['exec'];
  client.transaction = (async <T>(fn: (tx: Transaction) => Promise<T>) => {
    let dirty: Write | undefined;
    // The changes the caller names: its statements run inside PGlite's own queue.
    const named = namedChanges();
    const note = (text: string) => {
      sent();
      const write = writeOf(text, named);
      if (write) dirty = merge(dirty, write);
    };
    try {
      return await transaction(async (tx) => {
        const txQuery = tx.query.bind(tx);
        const txExec = tx.exec.bind(tx);
        tx.query = ((text: string, ...rest: unknown[]) => {
          note(text);
          return (txQuery as (...a: unknown[]) => Promise<unknown>)(text, ...rest);
        }) as Transaction['query'];
        tx.exec = ((text: string, ...rest: unknown[]) => {
          note(text);
          return (txExec as (...a: unknown[]) => Promise<unknown>)(text, ...rest);
        }) as Transaction['exec'];
        return fn(tx);
      });
    } finally {
      if (dirty) emit(dirty);
    }
  }) as PGlite['transaction'];
}

/**
 * LISTEN on its own connection (PostgreSQL), reconnecting after a loss. `up` says whether notices can
 * currently arrive: while they cannot, another process's change could go unseen. `notify` sends on the
 * same connection, so a NOTIFY never queues behind the pool's callers (in a rush, hundreds of them);
 * false when it is not up (the caller sends through the pool instead). Its queries go out one at a time.
 */
export function pgSubscriber(
  url: string,
  channel: string,
  on: { message(payload: string): void; up(ok: boolean): void },
) {
  let client: pg.Client | undefined;
  let listening: { client: pg.Client; query: Query } | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  const connect = async () => {
    if (closed) return;
    const { default: pg } = await import('pg');
    if (closed) return;
    const c = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 10_000 });
    client = c;
    let lost = false;
    const lose = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (listening?.client === c) listening = undefined;
      on.up(false);
      if (err && !closed) console.warn(`postgres: content listener lost: ${err.message}`);
      void c.end().catch(() => undefined);
      if (!closed) {
        timer = setTimeout(() => void connect(), 1000);
        timer.unref();
      }
    };
    c.on('error', lose);
    c.on('end', () => lose());
    c.on('notification', (n) => on.message(n.payload ?? ''));
    const query = oneAtATime(c.query.bind(c) as Query);
    try {
      await c.connect();
      await query(`listen ${channel}`);
      if (!closed && !lost) {
        listening = { client: c, query };
        on.up(true);
      }
    } catch (err) {
      lose(err as Error);
    }
  };
  void connect();
  return {
    async notify(payload: string) {
      const l = listening;
      if (!l) return false;
      await l.query('select pg_notify($1, $2)', [channel, payload]);
      return true;
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}

type Query = (...args: unknown[]) => unknown;

/**
 * A connection's `query`, one call at a time: node-postgres warns of a query sent while another runs on
 * the same connection (pg@9 will refuse it), as a transaction's Promise.all or two NOTIFYs at once would.
 * Each call goes out once the one before has settled, in the order made; a failed one does not stop the next.
 */
function oneAtATime(query: Query): Query {
  let last: Promise<unknown> = Promise.resolve();
  return (...args) => {
    const i = args.length - 1;
    const cb = args[i];
    if (typeof cb === 'function') {
      // The callback form (the pool's own query) returns nothing: it has settled once the callback runs.
      last = last.then(
        () =>
          new Promise<void>((resolve) => {
            args[i] = (...r: unknown[]) => {
              resolve();
              return (cb as Query)(...r);
            };
            try {
              query(...args);
            } catch (err) {
              resolve();
              (cb as Query)(err);
            }
          }),
      );
      return undefined;
    }
    const run = last.then(() => query(...args));
    last = run.catch(() => undefined);
    return run;
  };
}
