import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKind, pgUnavailable, testDatabase } from '../../test/helper.js';
import {
  findRefreshByHash,
  forgetSuccessors,
  insertRefreshToken,
  markRefreshUsed,
  revokeFamily,
  revokeUserTokens,
} from '../modules/usercenter/session-repository.js';
import { naming } from './changes.js';
import { users } from './schema/index.js';
import { pgSubscriber, type Write } from './write-watch.js';

describe.skipIf(pgUnavailable())(`which session writes the session check must see (${dbKind})`, () => {
  let database: Awaited<ReturnType<typeof testDatabase>>;
  beforeAll(async () => {
    database = await testDatabase();
  });
  afterAll(() => database?.drop());

  /** The writes the watch reports while `run` runs. */
  const seen = async (run: () => Promise<unknown>): Promise<Write[]> => {
    const writes: Write[] = [];
    const stop = database.onWrite((w) => writes.push(w));
    try {
      await run();
    } finally {
      stop();
    }
    return writes;
  };

  it('counts a revoked refresh-token family as an accounts write (a signed-out access token ends); a rotation stays private', async () => {
    const db = database.db;
    const [u] = await db.insert(users).values({ email: 'watch@example.com', nickName: 'W' }).returning();
    const familyId = '5d0f3c1e-2b7a-4c7e-9a51-0c4d2e8f6b10';
    const at = new Date('2026-11-21T02:00:00Z');
    const rotation = await seen(async () => {
      await insertRefreshToken(db, {
        userId: u!.id,
        familyId,
        tokenHash: 'h1',
        expiresAt: new Date(at.getTime() + 86_400_000),
      });
      const row = await findRefreshByHash(db, 'h1');
      await markRefreshUsed(db, row!.id, at, 'sealed');
      await forgetSuccessors(db, familyId, at);
    });
    expect(rotation).toEqual([]);
    expect(await seen(() => revokeFamily(db, familyId, at))).toEqual([{ accounts: true }]);
    expect(await seen(() => revokeUserTokens(db, u!.id, at))).toEqual([{ accounts: true }]);
  });

  it('reports a write with the changes its code names, in a transaction or not, however many writers wait for a connection', async () => {
    const db = database.db;
    const touch = () => db.execute(sql`update notices set published = published where id = -1`);
    // Twice the pool's connections at once: waiting writers get a connection another writer released.
    const writes = await seen(() =>
      Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? naming([{ family: 'news', id: i }], touch) : touch()))),
    );
    expect(writes).toHaveLength(40);
    const named = writes.flatMap((w) => w.changes ?? []);
    expect(named.map((c) => c.id).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 20 }, (_, i) => 2 * i + 1));
    expect(writes.filter((w) => !w.changes)).toHaveLength(20);
    const tx = await seen(() =>
      naming([{ family: 'news', id: 99 }], () =>
        db.transaction(async (t) => {
          await t.execute(sql`update notices set published = published where id = -1`);
          await t.execute(sql`update notices set published = published where id = -2`);
        }),
      ),
    );
    expect(tx).toEqual([{ accounts: false, changes: [{ family: 'news', id: 99 }] }]);
  });

  it('counts every statement sent, reads, writes and those inside a transaction, and nothing while none is sent', async () => {
    const db = database.db;
    const count = database.statements;
    const start = count();
    expect(count()).toBe(start);
    await db.execute(sql`select 1`);
    expect(count()).toBe(start + 1);
    await db.insert(users).values({ email: 'count@example.com', nickName: 'C' });
    expect(count()).toBe(start + 2);
    // A transaction: its two statements, and BEGIN and COMMIT where the driver sends them itself.
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 2`);
      await tx.update(users).set({ nickName: 'D' }).where(sql`email = 'count@example.com'`);
    });
    expect(count() - start).toBeGreaterThanOrEqual(4);
    const after = count();
    await Promise.resolve();
    expect(count()).toBe(after);
  });
});

describe.skipIf(dbKind !== 'postgres' || pgUnavailable())('one query at a time on a connection (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof testDatabase>>;
  const warnings: string[] = [];
  const onWarning = (w: Error) => void warnings.push(w.message);
  beforeAll(async () => {
    database = await testDatabase();
    process.on('warning', onWarning);
  });
  afterAll(async () => {
    process.off('warning', onWarning);
    await database?.drop();
  });

  it('runs NOTIFYs sent at once one at a time, in order, a failed one not stopping the next', async () => {
    const heard: string[] = [];
    let up!: () => void;
    const connected = new Promise<void>((resolve) => (up = resolve));
    const sub = pgSubscriber(database.url!, 'nanhua_test', { message: (p) => heard.push(p), up: (ok) => ok && up() });
    await connected;
    // PostgreSQL refuses a payload of 8,000 bytes or more: that NOTIFY fails, the ones after it go out.
    const sent = await Promise.allSettled(['a', 'b', 'x'.repeat(9000), 'c', 'd'].map((p) => sub.notify(p)));
    expect(sent.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    await expect.poll(() => heard).toEqual(['a', 'b', 'c', 'd']);
    // node-postgres warns (once a process) of a query sent while another runs on the same client.
    await new Promise((r) => setTimeout(r, 10));
    expect(warnings.filter((w) => w.includes('already executing'))).toEqual([]);
    await sub.close();
  });

  it("runs a transaction's queries made at once one at a time, each answered with its own rows", async () => {
    const rows = await database.db.transaction((tx) =>
      Promise.all([1, 2, 3, 4, 5].map((n) => tx.execute(sql`select ${n}::int as n, pg_sleep(0.01)`))),
    );
    expect(rows.map((r) => (r as unknown as { rows: { n: number }[] }).rows[0]!.n)).toEqual([1, 2, 3, 4, 5]);
    await new Promise((r) => setTimeout(r, 10));
    expect(warnings.filter((w) => w.includes('already executing'))).toEqual([]);
  });
});
