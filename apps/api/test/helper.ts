import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Services } from '../src/composition.js';
import { loadConfig, type Config } from '../src/config.js';
import { openPglite, openPostgres } from '../src/db/client.js';
import type { AppDeps } from '../src/http/context.js';
import type { users } from '../src/db/schema/index.js';
import { insertUser, type UserRow } from '../src/modules/usercenter/user-repository.js';
import { createRateLimiter } from '../src/services/rate-limiter.js';
import { createTokenService } from '../src/services/tokens.js';
import { databaseFromTemplate, type TestDatabase } from './template-db.js';

export const migrationsFolder = fileURLToPath(new URL('../src/db/migrations', import.meta.url));
export const dbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A clock the test moves by hand. */
export function testClock(start = new Date('2026-11-21T02:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    set: (d: Date) => void (now = d.getTime()),
    advance: (ms: number) => void (now += ms),
  };
}

/**
 * A fresh database for one test file: a copy of the run's migrated template (template-db.ts; PGlite in
 * memory, or a new database in the run's cluster). A migration test passes its own `folder` (an older
 * copy of the migrations): that database starts empty and runs those migrations itself.
 */
export async function testDatabase(folder = migrationsFolder): Promise<TestDatabase> {
  if (folder === migrationsFolder) return databaseFromTemplate();
  if (dbKind === 'pglite') {
    const d = await openPglite();
    await d.migrate(folder);
    return { ...d, drop: () => d.close() };
  }
  const base = inject('pgUrl');
  if (!base) throw new Error('no PostgreSQL cluster for this run');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = base.replace(/\/postgres$/, `/${name}`);
  const d = await openPostgres(url, 20);
  await d.migrate(folder);
  return {
    ...d,
    url,
    async drop() {
      await d.close();
      const a = new pg.Client({ connectionString: base });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/** Skip the PostgreSQL run of a suite only where the binaries are absent (the reason is printed once). */
export const pgUnavailable = () => dbKind === 'postgres' && !inject('pgUrl');

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  clock: ReturnType<typeof testClock>;
  /** The app's own service instances (app.services). */
  services: Services;
  close(): Promise<void>;
  createUser(over?: Partial<typeof users.$inferInsert>): Promise<UserRow>;
  /** A real session for the user, as sign-in will issue it. */
  signIn(user: UserRow): Promise<{ accessToken: string; refreshToken: string }>;
}

export async function buildTestApp(
  opts: {
    seed?: boolean;
    env?: Record<string, string>;
    beforeReady?: (app: FastifyInstance, deps: AppDeps) => void;
  } = {},
): Promise<TestApp> {
  const clock = testClock();
  const dataDir = mkdtempSync(join(tmpdir(), 'nanhua-test-'));
  const config: Config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '0', ...opts.env });
  const filesDir = join(dataDir, 'files');
  // The seeded demo is a second template (seeded once per run at the clock's start, its files copied here).
  const database = await databaseFromTemplate(opts.seed ? { seed: { filesDir, now: clock.now() } } : {});
  const deps: AppDeps = {
    config,
    database,
    clock,
    tokens: createTokenService('test-secret-test-secret-test-secret-0123456789', clock),
    limiter: createRateLimiter(database.db, clock),
    filesDir,
  };
  const app = await buildApp(deps);
  opts.beforeReady?.(app, deps);
  await app.ready();
  const s = app.services;
  let n = 0;
  return {
    app,
    deps,
    clock,
    services: s,
    async close() {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    createUser: (over = {}) =>
      insertUser(database.db, {
        email: `member${++n}-${randomBytes(3).toString('hex')}@example.com`,
        nickName: `会员${n}`,
        ...over,
      }),
    signIn: (user) => s.accounts.sessions.start(user),
  };
}
