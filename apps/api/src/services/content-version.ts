import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

const CHANNEL = 'nanhua_content';
/** Appended to a notice whose writes named the users table. */
const ACCOUNTS = ':accounts';
/** A write answer waits at most this long for the other processes to be told (the database may be failing). */
const PUBLISH_WAIT_MS = 500;
const READY_WAIT_MS = 5000;

/**
 * A number that changes whenever what a visitor sees may have changed: a committed write in this
 * process (db/write-watch.ts) or, on PostgreSQL, in another one (LISTEN/NOTIFY). Anything cached under
 * an older number is outdated.
 */
export interface ContentVersion {
  value(): number;
  /** Changes only when an account row (users) may have changed, here or in another process: the session check's cache keys on it. */
  accounts(): number;
  /** False while another process's change could go unseen (the listener is not connected): cache nothing. */
  trusted(): boolean;
  /** Resolves once the listener is connected (or after a few seconds of trying: until then nothing is cached). */
  ready(): Promise<void>;
  /** Resolves once the other processes have been told of every change made here so far. */
  published(): Promise<void>;
  close(): Promise<void>;
}

export function createContentVersion(database: Database): ContentVersion {
  let value = 0;
  let accounts = 0;
  const self = randomUUID();
  const subscribe = database.subscribe;
  let listening = subscribe === undefined;
  let pending = false;
  let pendingAccounts = false;
  let sending: Promise<void> | undefined;
  // Writes seen here, and how many of them the other processes have been told of: a write's answer waits
  // for the NOTIFY that covers it, not for a busy stream of later writes to stop.
  let written = 0;
  let told = 0;
  let waiters: { upTo: number; resolve: () => void }[] = [];
  let connected: () => void = () => {};
  const firstUp = new Promise<void>((resolve) => (connected = resolve));

  // One NOTIFY at a time; writes made while it is on its way share the next one.
  const send = async () => {
    while (pending) {
      const payload = pendingAccounts ? `${self}${ACCOUNTS}` : self;
      const upTo = written;
      pending = pendingAccounts = false;
      try {
        // On the listener's own connection when it is up: through the pool it would wait behind every caller.
        if (!(await subscription?.notify?.(payload)))
          await database.db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
      } catch {
        // The database is failing: the writes themselves failed too, or the others' TTL covers the rest.
      }
      told = upTo;
      const due = waiters.filter((w) => w.upTo <= told);
      waiters = waiters.filter((w) => w.upTo > told);
      for (const w of due) w.resolve();
    }
    sending = undefined;
  };
  const removeListener = database.onWrite((write) => {
    value++;
    written++;
    if (write.accounts) accounts++;
    if (subscribe) {
      pending = true;
      pendingAccounts ||= write.accounts;
      sending ??= send();
    }
  });
  const subscription = subscribe?.(CHANNEL, {
    message: (payload) => {
      if (payload.startsWith(self)) return;
      value++;
      if (payload.endsWith(ACCOUNTS)) accounts++;
    },
    up: (ok) => {
      listening = ok;
      value++;
      accounts++;
      if (ok) connected();
    },
  });

  return {
    value: () => value,
    accounts: () => accounts,
    trusted: () => listening,
    async ready() {
      if (listening) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([firstUp, new Promise<void>((resolve) => (timer = setTimeout(resolve, READY_WAIT_MS)))]);
      clearTimeout(timer);
    },
    async published() {
      if (!sending || told >= written) return;
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        const waiter = { upTo: written, resolve };
        waiters.push(waiter);
        timer = setTimeout(() => {
          waiters = waiters.filter((w) => w !== waiter);
          resolve();
        }, PUBLISH_WAIT_MS);
      });
      clearTimeout(timer);
    },
    async close() {
      removeListener();
      await subscription?.close();
    },
  };
}
