import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { mergeChanges, type Change } from '../db/changes.js';
import type { Database } from '../db/client.js';

const CHANNEL = 'nanhua_content';
/** Appended to a notice whose writes named the users table. */
const ACCOUNTS = ':accounts';
/** Before the changes a notice names (`|news:12,ticketSale:3`); a notice without it: anything may have changed. */
const NAMED = '|';
/** A notice names at most this much (PostgreSQL's limit is 8000 bytes); past it only the families, then everything. */
const MAX_NAMED = 4000;
/** A write answer waits at most this long for the other processes to be told (the database may be failing). */
const PUBLISH_WAIT_MS = 500;
const READY_WAIT_MS = 5000;

/**
 * A number that changes whenever what a visitor sees may have changed: a committed write in this
 * process (db/write-watch.ts) or, on PostgreSQL, in another one (LISTEN/NOTIFY). Anything cached under
 * an older number is outdated. A write that names its changes (db/changes.ts) moves only the stamps of
 * the families it names (and `value`); one that names nothing moves every stamp.
 */
export interface ContentVersion {
  value(): number;
  /** The version of what reads only these families: it moves when one of them, or everything, changes (`value` without them). */
  stamp(reads?: readonly string[]): number;
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

/** A notice's changes: `|` then family[:id] items, comma separated. */
function encodeChanges(changes: readonly Change[]): string {
  const items = changes.map((c) => (c.id === undefined ? c.family : `${c.family}:${c.id}`));
  const all = [...new Set(items)].join(',');
  if (all.length <= MAX_NAMED) return NAMED + all;
  const families = [...new Set(changes.map((c) => c.family))].join(',');
  return families.length <= MAX_NAMED ? NAMED + families : '';
}

/** What another process's notice says changed (undefined: anything). */
function decodeChanges(payload: string): string[] | undefined {
  const at = payload.indexOf(NAMED);
  if (at < 0) return undefined;
  const list = payload.slice(at + 1, payload.endsWith(ACCOUNTS) ? -ACCOUNTS.length : undefined);
  return list.split(',').map((item) => item.split(':')[0]!);
}

export function createContentVersion(database: Database): ContentVersion {
  let value = 0;
  // Changes that named no family (and the listener's ups and downs), and each family's named changes.
  let unnamed = 0;
  const families = new Map<string, number>();
  const changed = (names: readonly string[] | undefined) => {
    value++;
    if (!names) unnamed++;
    else for (const f of new Set(names)) families.set(f, (families.get(f) ?? 0) + 1);
  };
  let accounts = 0;
  const self = randomUUID();
  const subscribe = database.subscribe;
  let listening = subscribe === undefined;
  let pending = false;
  let pendingAccounts = false;
  // What the writes waiting for the next NOTIFY named together ([]: nothing yet; undefined: everything).
  let pendingChanges: readonly Change[] | undefined = [];
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
      const named = pendingChanges ? encodeChanges(pendingChanges) : '';
      const payload = `${self}${named}${pendingAccounts ? ACCOUNTS : ''}`;
      const upTo = written;
      pending = pendingAccounts = false;
      pendingChanges = [];
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
    changed(write.changes?.map((c) => c.family));
    written++;
    if (write.accounts) accounts++;
    if (subscribe) {
      pending = true;
      pendingAccounts ||= write.accounts;
      pendingChanges = mergeChanges(pendingChanges, write.changes);
      sending ??= send();
    }
  });
  const subscription = subscribe?.(CHANNEL, {
    message: (payload) => {
      if (payload.startsWith(self)) return;
      changed(decodeChanges(payload));
      if (payload.endsWith(ACCOUNTS)) accounts++;
    },
    up: (ok) => {
      listening = ok;
      changed(undefined);
      accounts++;
      if (ok) connected();
    },
  });

  return {
    value: () => value,
    stamp(reads) {
      if (!reads) return value;
      let n = unnamed;
      for (const f of reads) n += families.get(f) ?? 0;
      return n;
    },
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
