// The run's template databases, built by the API projects' global setups (global-pglite.ts,
// global-postgres.ts) before any test file starts: the migrations run ONCE per run, from the
// migrations folder as it is now (a new migration is picked up; nothing here is committed), and every
// test file starts from a copy (template-db.ts). The seeded template is made by the first file that
// asks for it (template-db.ts seededTemplate).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../src/db/client.js';

export const migrationsFolder = fileURLToPath(new URL('../src/db/migrations', import.meta.url));

/** What a worker needs to copy a template: the run's folder, and on PostgreSQL the cluster and template's name. */
export interface DbTemplates {
  dir: string;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL: the cluster's admin URL (…/postgres). */
  pgUrl?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: DbTemplates | null;
  }
}

/** The template databases' names in the run's cluster (PostgreSQL copies them with CREATE DATABASE … TEMPLATE). */
export const pgTemplateName = { plain: 'nanhua_tpl_plain', seed: 'nanhua_tpl_seed' } as const;

/** The PGlite template files in the run's folder (dumpDataDir tarballs, uncompressed: unpacked per file). */
export const pgliteTemplateFile = (dir: string, which: 'plain' | 'seed') => join(dir, `${which}.tar`);

/**
 * A PGlite template without PostgreSQL's own template databases (template1 is base/1, template0 base/4;
 * the app's database is base/5): no test creates a database on PGlite, and each test file unpacks 15 MB
 * less (0.1 CPU-s of the 0.6 an open took). The tarball is ustar: 512-byte headers, data padded to 512.
 */
export function withoutTemplateDatabases(tar: Buffer): Buffer {
  const kept: Buffer[] = [];
  const text = (at: number, length: number) => tar.toString('latin1', at, at + length).replace(/\0.*$/s, '');
  let at = 0;
  while (at + 512 <= tar.length && tar[at] !== 0) {
    const prefix = text(at + 345, 155);
    const name = (prefix ? `${prefix}/` : '') + text(at, 100);
    const size = parseInt(text(at + 124, 12).trim() || '0', 8);
    const end = at + 512 + Math.ceil(size / 512) * 512;
    if (!/^\/?base\/(1|4)(\/|$)/.test(name)) kept.push(tar.subarray(at, end));
    at = end;
  }
  kept.push(Buffer.alloc(1024));
  return Buffer.concat(kept);
}

/** The run's PGlite database as a template tarball (written by the caller). */
export async function pgliteTemplate(d: Database): Promise<Buffer> {
  await d.db.execute('checkpoint');
  const client = (d.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  return withoutTemplateDatabases(Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
}

/** A database URL in the cluster of `adminUrl` (…/postgres). */
export const pgDatabaseUrl = (adminUrl: string, name: string) => adminUrl.replace(/\/postgres$/, `/${name}`);

export async function pgAdmin<T>(adminUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Builds the migrated template of the run; returns what to provide to the workers and the cleanup. */
export async function buildTemplates(
  kind: 'pglite' | 'postgres',
  pgUrl?: string,
): Promise<{ templates: DbTemplates; remove(): void }> {
  const started = performance.now();
  const dir = mkdtempSync(join(tmpdir(), 'nanhua-templates-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    if (kind === 'pglite') {
      const d = await openPglite();
      await d.migrate(migrationsFolder);
      writeFileSync(pgliteTemplateFile(dir, 'plain'), await pgliteTemplate(d));
      await d.close();
    } else {
      if (!pgUrl) throw new Error('no cluster');
      await pgAdmin(pgUrl, async (c) => {
        await c.query(`drop database if exists ${pgTemplateName.seed}`);
        await c.query(`drop database if exists ${pgTemplateName.plain}`);
        await c.query(`create database ${pgTemplateName.plain}`);
      });
      const d = await openPostgres(pgDatabaseUrl(pgUrl, pgTemplateName.plain), 1);
      await d.migrate(migrationsFolder);
      await d.close();
    }
  } catch (err) {
    remove();
    throw err;
  }
  console.log(`[api-${kind}] template database migrated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { templates: { dir, kind, ...(pgUrl ? { pgUrl } : {}) }, remove };
}
