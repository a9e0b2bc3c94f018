import {
  existsSync,
  fsyncSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { AsyncResource } from 'node:async_hooks';
import { copyFile, mkdir, open, readdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { isDatabaseUnavailable, isReadOnlyStatement } from './faults.js';
import * as schema from './schema/index.js';
import { pgSubscriber, watchPgClient, watchPglite, writeListeners, type WriteListener } from './write-watch.js';

export type Schema = typeof schema;
/** One type for both drivers: repositories never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** A LISTEN connection; `notify` sends on it when it is up (false when not: send another way). */
export interface Subscription {
  notify?(payload: string): Promise<boolean>;
  close(): Promise<void>;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Apply pending migrations; returns true when the database was empty before (a new install). */
  migrate(migrationsFolder: string): Promise<boolean>;
  close(): Promise<void>;
  /** Called after every committed write to a table visitors see (db/write-watch.ts); returns the removal. */
  onWrite(listener: WriteListener): () => void;
  /**
   * How many statements this process has sent so far, reads and writes alike: a test tells a request
   * that reached the database from one that did not (test/fuzz.test.ts checks only those for stray writes).
   */
  statements(): number;
  /** PostgreSQL only: LISTEN on its own connection, for the changes of other processes. */
  subscribe?(channel: string, on: { message(payload: string): void; up(ok: boolean): void }): Subscription;
  /**
   * PostgreSQL only: open every connection of the pool now, side by side, and run `prime` on each (its
   * hot statements parsed, the backend's caches and plpgsql functions loaded), so the first requests
   * after a start do not open connections and fill those caches while they wait. Resolves when done;
   * a primer's failure is only reported (the connection stays usable, the statement prepares on use).
   */
  warm?(prime: (db: Db) => Promise<void>): Promise<void>;
}

/** Any number of API processes may start at once; the migrator runs under this lock on PostgreSQL. */
const MIGRATION_LOCK = 724_311_001;

/**
 * Whether the database has a migration table, and whether it already holds the newest migration of the
 * folder. Drizzle's migrator applies exactly the journal entries newer than the last applied one's
 * `created_at` (the entry's `when`), so when the last applied is at least the journal's newest there is
 * nothing to apply: a reopen reads one small file and asks one question instead of hashing every file.
 */
async function migrationState(db: Db, migrationsFolder: string): Promise<{ empty: boolean; current: boolean }> {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = Math.max(0, ...journal.entries.map((e) => e.when));
  const r = await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  const present = Boolean((r as unknown as { rows: { present: boolean }[] }).rows[0]?.present);
  if (!present) return { empty: true, current: false };
  const last = await db.execute(sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`);
  const at = (last as unknown as { rows: { at: string | null }[] }).rows[0]?.at;
  return { empty: false, current: at !== null && at !== undefined && Number(at) >= newest };
}

type EmscriptenOpts = Awaited<ReturnType<NodeFS['init']>>['emscriptenOpts'];
interface NodefsStream {
  nfd: number;
}

/**
 * PGlite's Node filesystem passes writes straight to the data directory but implements fsync as a
 * no-op, and PGlite starts PostgreSQL with fsync off: a committed order could sit only in the page
 * cache. This filesystem makes fsync real, so a commit is on disk before it is acknowledged.
 * `placing`: the copy of a template into the directory, still under way. PGlite reads and compiles its
 * WebAssembly and unpacks its own files meanwhile, and looks at the directory only after
 * initialSyncFs, which waits for the copy.
 */
class DurableNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    private readonly placing?: Promise<void>,
  ) {
    super(dataDir);
  }

  override async initialSyncFs(): Promise<void> {
    await this.placing;
  }

  override async init(...args: Parameters<NodeFS['init']>): Promise<{ emscriptenOpts: EmscriptenOpts }> {
    const { emscriptenOpts } = await super.init(...args);
    const preRun = [
      ...((emscriptenOpts.preRun as ((mod: never) => void)[] | undefined) ?? []),
      (mod: { NODEFS: { stream_ops: { fsync?: (s: NodefsStream) => number } } }) => {
        mod.NODEFS.stream_ops.fsync = (stream) => {
          fsyncSync(stream.nfd);
          return 0;
        };
      },
    ];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } as EmscriptenOpts };
  }
}

/** PGlite's start parameters with fsync on; `fsync` is the sync method that reaches the filesystem above. */
export const durableStartParams = [
  ...PGlite.defaultStartParams.filter((p) => p !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

/** Copies a directory tree, a few files at a time (their copies overlap on the disk; one by one, each waits its turn). */
async function copyTree(from: string, to: string, width = 8): Promise<void> {
  const files: string[] = [];
  const walk = async (rel: string) => {
    await mkdir(join(to, rel), { recursive: true });
    for (const e of await readdir(join(from, rel), { withFileTypes: true })) {
      const r = join(rel, e.name);
      if (e.isDirectory()) await walk(r);
      else files.push(r);
    }
  };
  await walk('');
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const r = files[next++]!;
      await copyFile(join(from, r), join(to, r));
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/**
 * A template directory (a cluster shut down cleanly: the build's dist/db/template) copied into a new
 * data directory natively, in a side folder renamed at the end, so a start that dies halfway leaves no
 * half-copied database behind. A cleanly shut down cluster starts without crash recovery, which with
 * fsync on would first fsync every file of the directory one by one (most of a first start's time).
 */
async function placeTemplate(template: string, dataDir: string): Promise<void> {
  if (readdirSync(dataDir).length > 0) return copyTree(template, dataDir);
  const partial = `${dataDir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  await copyTree(template, partial);
  rmdirSync(dataDir);
  renameSync(partial, dataDir);
}

/**
 * Flushes a copied template to disk, off the start's critical path: every file and folder of the tree,
 * a few at a time (the kernel groups their journal commits). PostgreSQL fsyncs what it writes itself;
 * this covers the files it only reads until its next checkpoint.
 */
export async function syncTree(root: string, width = 8): Promise<void> {
  const paths: string[] = [];
  const walk = async (dir: string) => {
    for (const e of await readdir(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) await walk(p);
      else if (e.isFile()) paths.push(p);
    }
    paths.push(dir);
  };
  await walk(root);
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      // A file the database removed meanwhile (a temporary one) has nothing left to flush.
      const h = await open(paths[next++]!, 'r').catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return undefined;
        throw err;
      });
      if (!h) continue;
      try {
        await h.sync();
      } finally {
        await h.close();
      }
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/**
 * An in-memory database (a test file's, or the test run's template while it is built) holds a few MB:
 * 16 MB of shared buffers instead of PGlite's 128 MB, which each start allocates and clears (0.1 CPU-s
 * of an open's 0.6 on these machines, and 112 MB less per open database in a test worker).
 */
const inMemoryStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * PGlite in a directory (or in memory when `dataDir` is undefined). PGlite has ONE connection: queries
 * run serially. `template`: a database with the migrations applied (the build makes it), either a
 * directory of a cleanly shut down cluster (copied natively) or a `dumpDataDir` tarball (unpacked by
 * PGlite); a new, empty directory starts from it instead of running initdb. In memory, `template` is a
 * tarball (the test run's template database, test/template-db.ts).
 */
export async function openPglite(dataDir?: string, template?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const fresh =
    dataDir !== undefined && template !== undefined && !existsSync(join(dataDir, 'PG_VERSION')) && existsSync(template);
  const templateDir = fresh && statSync(template).isDirectory();
  const placing = templateDir ? placeTemplate(template, dataDir) : undefined;
  // Awaited by the filesystem (and below); until then a failure must not count as unhandled.
  placing?.catch(() => undefined);
  const client = dataDir
    ? await PGlite.create({
        fs: new DurableNodeFS(dataDir, placing),
        startParams: durableStartParams,
        extensions: { pg_trgm },
        ...(fresh && !templateDir ? { loadDataDir: new Blob([readFileSync(template)]) } : {}),
      })
    : await PGlite.create({
        extensions: { pg_trgm },
        startParams: inMemoryStartParams,
        ...(template !== undefined ? { loadDataDir: new Blob([readFileSync(template)]) } : {}),
      });
  // The copied files reach the disk in the background; closing waits for it.
  let flushed: Promise<void> | undefined;
  if (templateDir) {
    flushed = syncTree(dataDir).catch((err: unknown) =>
      console.warn(`pglite: flushing the new database failed: ${String(err)}`),
    );
  }
  let fromTemplate = fresh || (dataDir === undefined && template !== undefined);
  const writes = writeListeners();
  watchPglite(client, writes);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    onWrite: writes.add,
    statements: writes.statements,
    async migrate(migrationsFolder) {
      const { empty, current } = await migrationState(db, migrationsFolder);
      if (!current) {
        // The migrator loads only when there is something to apply.
        const { migrate } = await import('drizzle-orm/pglite/migrator');
        await migrate(db as unknown as Parameters<typeof migrate>[0], { migrationsFolder });
      }
      // Started from the template: a new install, though the template already holds the migrations.
      const isNew = empty || fromTemplate;
      fromTemplate = false;
      return isNew;
    },
    async close() {
      await flushed;
      if (client.closed) return;
      // A checkpoint first: the next start then has no WAL to replay.
      if (dataDir) await client.exec('checkpoint').catch(() => undefined);
      await client.close();
    },
  };
}

/** How long a read waits before its one retry: long enough for a restarting server to accept again. */
const READ_RETRY_DELAY_MS = 250;

/**
 * Connections per API process: two per core by default (4 to 16). Every statement of the hot paths is
 * short, so more connections than the machine can run at once only queue in PostgreSQL (and on a hot
 * row, in its lock queue); DATABASE_POOL_SIZE overrides it.
 */
export const poolSizeFor = (configured?: number) => configured ?? Math.min(16, Math.max(4, 2 * availableParallelism()));

/** PostgreSQL time limits in ms (config DATABASE_STATEMENT_TIMEOUT_MS, DATABASE_ACQUIRE_TIMEOUT_MS); 0 turns a server one off. */
export interface PgTimeouts {
  /** statement_timeout of every pool connection: the server cancels a longer statement and rolls it back. */
  statementMs?: number;
  /** Waiting for a free pool connection (pg-pool's connectionTimeoutMillis covers the queue and the connect). */
  acquireMs?: number;
  /** lock_timeout: a row lock waited on longer fails the statement (55P03) before the statement timeout would. */
  lockMs?: number;
  /** idle_in_transaction_session_timeout: a transaction left open (a stuck process) loses its session and its locks. */
  idleInTransactionMs?: number;
}

/**
 * Every limit below the client's 12 s timeout (contract limits.requestTimeoutMs), so a request fails
 * with 503 while the member still waits instead of hanging for as long as the database does. No
 * statement of the app runs for seconds (the box office export reads at most 10,000 rows); migrations
 * run on a connection of their own without these limits.
 */
export const defaultPgTimeouts = {
  statementMs: 8000,
  acquireMs: 5000,
  lockMs: 5000,
  idleInTransactionMs: 15_000,
} satisfies Required<PgTimeouts>;

/**
 * A connection whose query node-postgres gave up on (query_timeout: a frozen or unreachable server) may
 * still have that statement running, or a transaction open, on the server: it is closed rather than
 * handed to the next caller (the server then rolls back what it had open).
 */
function dropOnReadTimeout(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: unknown }).query = (...args: unknown[]) => {
    const r = query(...args);
    // The callback form is the pool's own query, which already discards a client that failed.
    if (r instanceof Promise) {
      r.catch((err: Error) => {
        if (err?.message === 'Query read timeout')
          (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      });
    }
    return r;
  };
}

/**
 * `keepOpen`: the server's pool (main.ts) keeps all `max` connections once opened (`warm` opens them at
 * start) instead of closing those idle for 10 s: otherwise a rush after a quiet spell starts by opening
 * connections, each with a backend whose caches are empty, while every request waits.
 */
export async function openPostgres(
  url: string,
  max = poolSizeFor(),
  { keepOpen = false, timeouts = {} }: { keepOpen?: boolean; timeouts?: PgTimeouts } = {},
): Promise<Database> {
  // The PostgreSQL driver loads only here: an embedded start never needs it.
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const statementMs = timeouts.statementMs ?? defaultPgTimeouts.statementMs;
  const pool = new pg.Pool({
    connectionString: url,
    max,
    min: keepOpen ? max : 0,
    connectionTimeoutMillis: timeouts.acquireMs ?? defaultPgTimeouts.acquireMs,
    keepAlive: true,
    statement_timeout: statementMs,
    lock_timeout: Math.min(timeouts.lockMs ?? defaultPgTimeouts.lockMs, statementMs),
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs ?? defaultPgTimeouts.idleInTransactionMs,
    // A frozen server cancels nothing: the driver stops waiting a second after the server would have.
    ...(statementMs > 0 ? { query_timeout: statementMs + 1000 } : {}),
  });
  // An idle client can lose its connection (server restart, a dropped database); without a listener
  // node-postgres throws that from the pool and takes the process down. The next query reconnects.
  pool.on('error', (err) => console.warn(`postgres: idle client error: ${err.message}`));
  // A checked-out client (a transaction between statements) emits 'error' too, and the pool's own
  // listener is off while it is checked out: this one stays on for the client's whole life. The
  // statement in flight fails on its own; a broken client is dropped from the pool on release.
  pool.on('connect', (client) =>
    client.on('error', (err) => console.warn(`postgres: connection lost: ${err.message}`)),
  );
  const writes = writeListeners();
  pool.on('connect', (client) => watchPgClient(client, writes));
  // The pool hands a waiting caller the client another caller released, inside that caller's callback:
  // bound, each callback runs in its own caller's context, so the changes a write names (db/changes.ts)
  // are that caller's.
  const connect = pool.connect.bind(pool) as (cb?: (...a: unknown[]) => void) => unknown;
  (pool as unknown as { connect: unknown }).connect = (cb?: (...a: unknown[]) => void) =>
    cb ? connect(AsyncResource.bind(cb)) : connect();
  pool.on('connect', dropOnReadTimeout);
  // A read outside a transaction that lost its connection is retried once on a fresh one; writes
  // never are (the first attempt may have committed).
  const plainQuery = pool.query.bind(pool) as (config: unknown, values?: unknown) => Promise<pg.QueryResult>;
  (pool as unknown as { query: unknown }).query = async (config: unknown, values?: unknown, ...rest: unknown[]) => {
    if (typeof values === 'function' || rest.length > 0)
      return (plainQuery as (...a: unknown[]) => unknown)(config, values, ...rest);
    try {
      return await plainQuery(config, values);
    } catch (err) {
      const text = typeof config === 'string' ? config : ((config as { text?: unknown } | null)?.text ?? '');
      if (typeof text !== 'string' || !isReadOnlyStatement(text) || !isDatabaseUnavailable(err) || pool.ending)
        throw err;
      await sleep(READ_RETRY_DELAY_MS);
      return plainQuery(config, values);
    }
  };
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    onWrite: writes.add,
    statements: writes.statements,
    subscribe: (channel, on) => pgSubscriber(url, channel, on),
    async migrate(migrationsFolder) {
      // Up to date (every reopen after the first start of a version): no lock, nothing to read again.
      const before = await migrationState(db, migrationsFolder);
      if (before.current) return false;
      // A connection of its own, without the pool's time limits: a migration may rewrite a large table, and
      // another process's migration may hold the lock for as long as it runs.
      const lockClient = new pg.Client({ connectionString: url });
      lockClient.on('error', (err) => console.warn(`postgres: migration connection lost: ${err.message}`));
      await lockClient.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        const { empty } = await migrationState(db, migrationsFolder);
        const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
        await migratePg(drizzlePg({ client: lockClient, schema }), { migrationsFolder });
        return empty;
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        await lockClient.end().catch(() => undefined);
      }
    },
    async warm(prime) {
      const clients = await Promise.all(Array.from({ length: max }, () => pool.connect()));
      await Promise.all(
        clients.map(async (client) => {
          let broken: Error | undefined;
          try {
            await prime(drizzlePg({ client, schema }) as unknown as Db);
          } catch (err) {
            console.warn(`postgres: priming a connection failed: ${(err as Error).message}`);
            // A primer that left its transaction open would hand the next caller a connection inside it.
            await client.query('rollback').catch((e: Error) => (broken = e));
          } finally {
            client.release(broken);
          }
        }),
      );
    },
    close: () => pool.end(),
  };
}

export function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  template?: string;
  poolSize?: number;
  keepOpen?: boolean;
  timeouts?: PgTimeouts;
}): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, poolSizeFor(opts.poolSize), { keepOpen: opts.keepOpen, timeouts: opts.timeouts })
    : openPglite(opts.dataDir, opts.template);
}
