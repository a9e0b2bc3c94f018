import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openPostgres, type Database, type Db } from '../src/db/client.js';
import { closeQuietly } from '../src/modules/ticket/test-kit.js';
import { createRateLimiter } from '../src/services/rate-limiter.js';
import { createTokenService } from '../src/services/tokens.js';
import { buildTestApp, dbKind, testClock, testDatabase, type TestApp } from './helper.js';
import { pgTemplateName } from './template-build.js';
import { pgDatabaseFrom, testPgTimeouts } from './template-db.js';

/** The same secret in both apps, as every process of one installation shares JWT_SECRET. */
const SECRET = 'test-secret-test-secret-test-secret-0123456789';

export interface TwinApps {
  /** Two API instances on ONE database; on PostgreSQL each has its own pool (two processes' stand-in). */
  apps: [FastifyInstance, FastifyInstance];
  db: Db;
  clock: ReturnType<typeof testClock>;
  dataDir: string;
  close(): Promise<void>;
}

export async function buildTwinApps(): Promise<TwinApps> {
  const clock = testClock();
  const dataDir = mkdtempSync(join(tmpdir(), 'nanhua-twins-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '0' });
  let databases: [Database, Database];
  let drop: () => Promise<void>;
  if (dbKind === 'pglite') {
    // PGlite is embedded: one process, one connection; both apps share it.
    const d = await testDatabase();
    databases = [d, d];
    drop = () => d.drop();
  } else {
    // A copy of the run's template (template-db.ts), opened by two pools.
    const a = await pgDatabaseFrom(pgTemplateName.plain, 10);
    const b = await openPostgres(a.url!, 10, { timeouts: testPgTimeouts });
    databases = [a, b];
    drop = async () => {
      await b.close();
      await a.drop();
    };
  }
  const build = (database: Database) =>
    buildApp({
      config,
      database,
      clock,
      tokens: createTokenService(SECRET, clock),
      limiter: createRateLimiter(database.db, clock),
      filesDir: join(dataDir, 'files'),
    });
  const apps: [FastifyInstance, FastifyInstance] = [await build(databases[0]), await build(databases[1])];
  await Promise.all(apps.map((app) => app.ready()));
  return {
    apps,
    db: databases[0].db,
    clock,
    dataDir,
    async close() {
      await Promise.all(apps.map((app) => app.close()));
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second API instance beside a test app, on the same database: on PostgreSQL with its own pool (a second
 * process's stand-in), on PGlite sharing the one connection. Same secret, clock and files.
 */
export async function twinOf(t: TestApp): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const url = (t.deps.database as Database & { url?: string }).url;
  const database = url ? await openPostgres(url, 10, { timeouts: testPgTimeouts }) : t.deps.database;
  const app = await buildApp({ ...t.deps, database, limiter: createRateLimiter(database.db, t.clock) });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      if (url) await database.close();
    },
  };
}

/**
 * A suite's test app and its twin (twinOf), built before the suite's tests and closed after them (quietly:
 * after a burst many idle clients are open). `either(i)` sends the i-th request to one or the other, in turn.
 */
export function twinSuite() {
  let t: TestApp | undefined;
  let twin: Awaited<ReturnType<typeof twinOf>> | undefined;
  beforeAll(async () => {
    t = await buildTestApp();
    twin = await twinOf(t);
  });
  afterAll(async () => {
    await twin?.close();
    if (t) await closeQuietly(t);
  });
  return {
    get t() {
      return t!;
    },
    either: (i: number): TestApp => (i % 2 === 0 ? t! : { ...t!, app: twin!.app }),
  };
}
