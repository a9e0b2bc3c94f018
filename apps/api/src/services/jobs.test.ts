import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKind, pgUnavailable, testClock, testDatabase } from '../../test/helper.js';
import { pgTemplateName } from '../../test/template-build.js';
import { pgDatabaseFrom, testPgTimeouts } from '../../test/template-db.js';
import { openPostgres, type Database } from '../db/client.js';
import { createExpirySweep, createRefundRetrySweep, createSaleReminderSweep, type ExpirySweep } from './jobs.js';
import { createRateLimiter } from './rate-limiter.js';

const silent = { info: () => undefined, warn: () => undefined };
const everyMs = 30_000;

/** Two processes' stand-ins on one database: on PostgreSQL each with its own pool, on PGlite the one connection. */
async function twoDatabases(): Promise<{ dbs: [Database, Database]; drop(): Promise<void> }> {
  if (dbKind === 'pglite') {
    const d = await testDatabase();
    return { dbs: [d, d], drop: () => d.drop() };
  }
  // A copy of the run's template (test/template-db.ts), opened by two pools.
  const a = await pgDatabaseFrom(pgTemplateName.plain, 5);
  const b = await openPostgres(a.url!, 5, { timeouts: testPgTimeouts });
  return {
    dbs: [a, b],
    async drop() {
      await b.close();
      await a.drop();
    },
  };
}

describe.skipIf(pgUnavailable())('the order-expiry sweep across processes', () => {
  const clock = testClock();
  let dbs: Awaited<ReturnType<typeof twoDatabases>>;
  const runs: string[] = [];
  let gate: Promise<void> | null = null;
  const sweepOf = (name: string, database: Database): ExpirySweep =>
    createExpirySweep({
      database,
      limiter: createRateLimiter(database.db, clock),
      expireDue: async () => {
        runs.push(name);
        if (gate) await gate;
        return 0;
      },
      log: silent,
      everyMs,
    });
  let a: ExpirySweep;
  let b: ExpirySweep;
  beforeAll(async () => {
    dbs = await twoDatabases();
    a = sweepOf('a', dbs.dbs[0]);
    b = sweepOf('b', dbs.dbs[1]);
  });
  afterAll(() => dbs?.drop());

  it('sweeps once per interval, whichever process ticks first', async () => {
    runs.length = 0;
    const first = await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    expect(first.filter((n) => n !== null)).toEqual([0]);
    expect(runs).toHaveLength(1);
    // later in the same interval: nobody
    clock.advance(everyMs / 2);
    expect(await Promise.all([a.tick(), b.tick()])).toEqual([null, null]);
    expect(runs).toHaveLength(1);
    // each new interval: exactly one more
    for (let i = 0; i < 3; i++) {
      clock.advance(everyMs);
      const ticked = await Promise.all([b.tick(), a.tick()]);
      expect(ticked.filter((n) => n !== null)).toHaveLength(1);
    }
    expect(runs).toHaveLength(4);
  });

  it.skipIf(dbKind !== 'postgres')(
    'never overlaps a sweep still running from the last interval (advisory lock)',
    async () => {
      runs.length = 0;
      clock.advance(everyMs);
      let open!: () => void;
      gate = new Promise<void>((r) => (open = r));
      const slow = a.tick();
      await expect.poll(() => runs.length).toBe(1);
      // the next interval has come, its slot is free, but the first sweep still holds the lock
      clock.advance(everyMs);
      expect(await b.tick()).toBeNull();
      open();
      gate = null;
      expect(await slow).toBe(0);
      expect(await b.tick()).toBe(0);
      expect(runs).toEqual(['a', 'b']);
    },
  );
});

describe.skipIf(pgUnavailable())('the refund retry sweep across processes', () => {
  const clock = testClock();
  let dbs: Awaited<ReturnType<typeof twoDatabases>>;
  beforeAll(async () => {
    dbs = await twoDatabases();
  });
  afterAll(() => dbs?.drop());

  it('retries once per interval whichever process ticks first, and a failing run is reported, not thrown', async () => {
    const runs: string[] = [];
    let fail = false;
    const warned: unknown[] = [];
    const sweepOf = (name: string, database: Database) =>
      createRefundRetrySweep({
        limiter: createRateLimiter(database.db, clock),
        retryDue: async () => {
          runs.push(name);
          if (fail) throw new Error('database gone');
          return 2;
        },
        log: { info: () => undefined, warn: (o: unknown) => void warned.push(o) },
        everyMs,
      });
    const [a, b] = [sweepOf('a', dbs.dbs[0]), sweepOf('b', dbs.dbs[1])];
    const first = await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    expect(first.filter((n) => n !== null)).toEqual([2]);
    clock.advance(everyMs / 2);
    expect(await Promise.all([a.tick(), b.tick()])).toEqual([null, null]);
    clock.advance(everyMs);
    fail = true;
    expect((await Promise.all([b.tick(), a.tick()])).filter((n) => n !== null)).toEqual([]);
    expect(runs).toHaveLength(2);
    expect(warned).toHaveLength(1);
  });
});

describe('the sale-reminder sweep ("Notify me", issue 34 item 6)', () => {
  it('delivers the queued mails at once only when members were told, never overlaps itself, and reports a failure instead of throwing', async () => {
    const told = [2, 0];
    let delivered = 0;
    let fail = false;
    const warned: unknown[] = [];
    const sweep = createSaleReminderSweep({
      notifyDue: async () => {
        if (fail) throw new Error('database gone');
        return told.shift() ?? 0;
      },
      deliver: async () => ++delivered,
      log: { info: () => undefined, warn: (o: unknown) => void warned.push(o) },
      everyMs: 10_000,
    });
    // Two ticks at once in one process: the second waits its turn (null).
    expect(await Promise.all([sweep.tick(), sweep.tick()])).toEqual([2, null]);
    expect(delivered).toBe(1);
    expect(await sweep.tick()).toBe(0);
    expect(delivered).toBe(1);
    fail = true;
    expect(await sweep.tick()).toBeNull();
    expect(warned).toHaveLength(1);
  });
});
