// A test file's database, copied from the run's template (template-build.ts): PGlite unpacks the
// template's tarball in memory, PostgreSQL copies the template database (CREATE DATABASE … TEMPLATE).
// `seed`: the seeded demo, a second template the first file that asks for it makes (the others wait for
// it), with the media files the seed placed.
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../src/db/client.js';
import { loadConfig } from '../src/config.js';
import { seedDemo } from '../src/seed/index.js';
import { systemClock } from '../src/services/clock.js';
import { createTokenService } from '../src/services/tokens.js';
import {
  migrationsFolder,
  pgAdmin,
  pgDatabaseUrl,
  pgliteTemplate,
  pgliteTemplateFile,
  pgTemplateName,
  type DbTemplates,
} from './template-build.js';

export type TestDatabase = Database & { drop(): Promise<void>; url?: string };

/** The templates of this run (null when the project has none: PostgreSQL binaries absent). */
export function runTemplates(): DbTemplates {
  const t = inject('dbTemplates');
  if (!t)
    throw new Error('no template database for this run (the project has no global setup, or PostgreSQL is absent)');
  return t;
}

/**
 * The test pools' PostgreSQL limits: the production defaults (db/client.ts defaultPgTimeouts) are
 * latency guards, and tests assert no timing (DESIGN §10): a burst of hundreds of requests on a busy
 * 2-core machine, beside another test file, may queue for the pool or a row lock longer than 5 s. The
 * tests of those guards open pools with their own limits (faults-healthy.test.ts).
 */
export const testPgTimeouts = { statementMs: 25_000, acquireMs: 25_000, lockMs: 25_000 } as const;

/** A new database in the run's cluster, copied from a template; drop() removes it. */
export async function pgDatabaseFrom(template: string, pool = 20): Promise<TestDatabase> {
  const { pgUrl } = runTemplates();
  if (!pgUrl) throw new Error('no PostgreSQL cluster for this run');
  const name = `t_${randomBytes(6).toString('hex')}`;
  await pgAdmin(pgUrl, (c) => c.query(`create database ${name} template ${template}`));
  const url = pgDatabaseUrl(pgUrl, name);
  const d = await openPostgres(url, pool, { timeouts: testPgTimeouts });
  return {
    ...d,
    url,
    async drop() {
      await d.close();
      await pgAdmin(pgUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function pgliteFrom(file: string): Promise<TestDatabase> {
  const d = await openPglite(undefined, file);
  return { ...d, drop: () => d.close() };
}

/** Whoever takes the lock builds; the others wait for its `ready` (or `failed`) mark. */
async function once(dir: string, name: string, build: () => Promise<void>): Promise<void> {
  const ready = join(dir, `${name}.ready`);
  const failed = join(dir, `${name}.failed`);
  let mine = false;
  try {
    mkdirSync(join(dir, `${name}.lock`));
    mine = true;
  } catch {
    // another file builds it
  }
  if (mine) {
    try {
      await build();
      writeFileSync(ready, '');
    } catch (err) {
      writeFileSync(failed, String((err as Error)?.stack ?? err));
      throw err;
    }
    return;
  }
  // A wait on a condition (the mark), checked every 50 ms; the caller's hook timeout bounds it.
  for (;;) {
    if (existsSync(ready)) return;
    if (existsSync(failed))
      throw new Error(`the seeded template failed in another file:\n${readFileSync(failed, 'utf8')}`);
    await sleep(50);
  }
}

/** The seed's dependencies in a test run: a test configuration over the run's folder (the seed signs nothing). */
const seedDeps = (database: Database, dir: string, filesDir: string) => ({
  config: loadConfig({ NODE_ENV: 'test', DATA_DIR: join(dir, 'seed-data') }),
  database,
  tokens: createTokenService(randomBytes(32).toString('hex'), systemClock),
  filesDir,
});

/** The seeded demo's template (made on first use in this run), and the folder of the files it placed. */
async function seededTemplate(now: Date): Promise<{ filesDir: string }> {
  const t = runTemplates();
  const filesDir = join(t.dir, 'seed-files');
  await once(t.dir, 'seed', async () => {
    if (t.kind === 'pglite') {
      const d = await pgliteFrom(pgliteTemplateFile(t.dir, 'plain'));
      try {
        await seedDemo(seedDeps(d, t.dir, filesDir), now);
        const file = pgliteTemplateFile(t.dir, 'seed');
        writeFileSync(`${file}.partial`, await pgliteTemplate(d));
        renameSync(`${file}.partial`, file);
      } finally {
        await d.close();
      }
    } else {
      await pgAdmin(t.pgUrl!, (c) =>
        c.query(`create database ${pgTemplateName.seed} template ${pgTemplateName.plain}`),
      );
      const d = await openPostgres(pgDatabaseUrl(t.pgUrl!, pgTemplateName.seed), 4);
      try {
        await seedDemo(seedDeps(d, t.dir, filesDir), now);
      } finally {
        await d.close();
      }
    }
  });
  return { filesDir };
}

/**
 * A fresh database for one test file, migrated: a copy of the run's template. With `seed`, a copy of
 * the seeded template, its media files copied into `filesDir` (seeded at `now`: every test app's clock
 * starts at the same instant, so one seed serves them all).
 */
export async function databaseFromTemplate(
  opts: { seed?: { filesDir: string; now: Date } } = {},
): Promise<TestDatabase> {
  const t = runTemplates();
  let d: TestDatabase;
  if (opts.seed) {
    const { filesDir } = await seededTemplate(opts.seed.now);
    d =
      t.kind === 'pglite'
        ? await pgliteFrom(pgliteTemplateFile(t.dir, 'seed'))
        : await pgDatabaseFrom(pgTemplateName.seed);
    if (existsSync(filesDir)) cpSync(filesDir, opts.seed.filesDir, { recursive: true });
  } else {
    d =
      t.kind === 'pglite'
        ? await pgliteFrom(pgliteTemplateFile(t.dir, 'plain'))
        : await pgDatabaseFrom(pgTemplateName.plain);
  }
  // Nothing to apply unless the migrations changed during the run: one small file read and one question.
  await d.migrate(migrationsFolder);
  return d;
}
