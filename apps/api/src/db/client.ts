import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** One type for both drivers: repositories never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Apply pending migrations; returns true when the database was empty before (a new install). */
  migrate(migrationsFolder: string): Promise<boolean>;
  close(): Promise<void>;
}

/** Any number of API processes may start at once; the migrator runs under this lock on PostgreSQL. */
const MIGRATION_LOCK = 724_311_001;

async function wasEmpty(db: Db): Promise<boolean> {
  const r = await db.execute(
    sql`select count(*)::int as n from information_schema.tables where table_schema = 'drizzle' and table_name = '__drizzle_migrations'`,
  );
  return Number((r as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) === 0;
}

/** PGlite in a directory (or in memory when `dataDir` is undefined). PGlite has ONE connection: queries run serially. */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate(migrationsFolder) {
      const empty = await wasEmpty(db);
      await migratePglite(db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder });
      return empty;
    },
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client can lose its connection (server restart, a dropped database); without a listener
  // node-postgres throws that from the pool and takes the process down. The next query reconnects.
  pool.on('error', (err) => console.warn(`postgres: idle client error: ${err.message}`));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate(migrationsFolder) {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        const empty = await wasEmpty(db);
        await migratePg(drizzlePg({ client: lockClient, schema }), { migrationsFolder });
        return empty;
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        lockClient.release();
      }
    },
    close: () => pool.end(),
  };
}

export function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
