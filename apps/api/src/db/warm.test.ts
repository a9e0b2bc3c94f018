import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKind, pgUnavailable, testDatabase } from '../../test/helper.js';
import { primeConnection } from '../composition.js';
import { openPostgres, type Database, type Db } from './client.js';
import { orders, rateLimits } from './schema/index.js';

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** The server's pool opened and primed at start (main.ts): every connection, its hot statements, nothing written. */
describe.skipIf(dbKind !== 'postgres' || pgUnavailable())('warming the server pool (postgres)', () => {
  let base: Awaited<ReturnType<typeof testDatabase>>;
  let pool: Database;
  beforeAll(async () => {
    base = await testDatabase();
    pool = await openPostgres(base.url!, 3, { keepOpen: true });
  });
  afterAll(async () => {
    await pool?.close();
    await base?.drop();
  });

  it('opens every connection and prepares the session check and the buy on each, writing nothing', async () => {
    const writes: unknown[] = [];
    pool.onWrite((w) => writes.push(w));
    const seen: { pid: number; prepared: string[] }[] = [];
    await pool.warm!(async (db: Db) => {
      await primeConnection(db);
      const [me] = rows<{ pid: number }>(await db.execute(sql`select pg_backend_pid() as pid`));
      const prepared = rows<{ name: string }>(
        await db.execute(sql`select name from pg_prepared_statements order by name`),
      ).map((r) => r.name);
      seen.push({ pid: me!.pid, prepared });
    });
    expect(new Set(seen.map((s) => s.pid)).size).toBe(3);
    // The order statement's name carries a digest of its columns (ticket/repository.ts preparePlaceOrder).
    for (const s of seen)
      expect(s.prepared).toEqual(
        expect.arrayContaining([
          'auth_find_caller',
          expect.stringMatching(/^ticket_place_order_[0-9a-f]{12}$/),
          'ticket_sale_for_buy',
        ]),
      );
    // The order statement ran in a transaction rolled back: no slot, no order, no change announced.
    expect(await base.db.select().from(rateLimits)).toEqual([]);
    expect(await base.db.select().from(orders)).toEqual([]);
    expect(writes).toEqual([]);
    // The connections are back in the pool, outside any transaction.
    const [state] = rows<{ tx: boolean }>(await pool.db.execute(sql`select now() <> statement_timestamp() as tx`));
    expect(state!.tx).toBe(false);
  });

  it('a primer that fails leaves its connection usable and the start goes on', async () => {
    await pool.warm!(async (db: Db) => {
      await db.execute(sql`begin`);
      await db.execute(sql`select 1/0`);
    });
    const [r] = rows<{ tx: boolean }>(await pool.db.execute(sql`select now() <> statement_timestamp() as tx`));
    expect(r!.tx).toBe(false);
  });
});
