import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dbKind, pgUnavailable, testDatabase, type TestApp } from '../../test/helper.js';
import {
  isDatabaseBusy,
  isDatabaseUnavailable,
  isReadOnlyStatement,
  isStorageFull,
  ORDER_DEADLINE_SETTING,
} from './faults.js';

/** What drizzle throws when PostgreSQL ends the session (pg_ctl stop -m fast, a failover). */
const adminShutdown = () =>
  Object.assign(new Error('Failed query: select 1'), {
    cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
  });

describe('database faults are told apart from bugs', () => {
  it('connection losses count, query errors do not', () => {
    expect(isDatabaseUnavailable(adminShutdown())).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' })),
    ).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isReadOnlyStatement('select * from users')).toBe(true);
    expect(isReadOnlyStatement('  SELECT 1 for update')).toBe(false);
    expect(isReadOnlyStatement('insert into t values (1)')).toBe(false);
    expect(isReadOnlyStatement('with x as (delete from t returning *) select * from x')).toBe(false);
  });
});

describe('a full disk and a database too slow are told apart from bugs and from each other', () => {
  const wrapped = (cause: object) => Object.assign(new Error('Failed query: insert …'), { cause });
  it('storage full: ENOSPC, EDQUOT, SQLSTATE 53100', () => {
    expect(isStorageFull(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }))).toBe(
      true,
    );
    expect(isStorageFull(Object.assign(new Error('EDQUOT: disk quota exceeded'), { code: 'EDQUOT' }))).toBe(true);
    expect(isStorageFull(wrapped(Object.assign(new Error('could not extend file'), { code: '53100' })))).toBe(true);
    expect(isStorageFull(wrapped(Object.assign(new Error('out of memory'), { code: '53200' })))).toBe(false);
    expect(isStorageFull(new Error('boom'))).toBe(false);
  });
  it('busy: statement and lock timeouts, idle transactions, resources, the order deadline, the driver timeout', () => {
    for (const code of ['57014', '55P03', '25P03', '53000', '53200', '53400'])
      expect(isDatabaseBusy(wrapped(Object.assign(new Error('x'), { code })))).toBe(true);
    expect(
      isDatabaseBusy(
        wrapped(
          Object.assign(new Error(`unrecognized configuration parameter "${ORDER_DEADLINE_SETTING}"`), {
            code: '42704',
          }),
        ),
      ),
    ).toBe(true);
    expect(isDatabaseBusy(new Error('Query read timeout'))).toBe(true);
    expect(
      isDatabaseBusy(wrapped(Object.assign(new Error('unrecognized configuration parameter "x"'), { code: '42704' }))),
    ).toBe(false);
    expect(isDatabaseBusy(wrapped(Object.assign(new Error('could not extend file'), { code: '53100' })))).toBe(false);
    expect(isDatabaseBusy(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });
});

describe.skipIf(pgUnavailable())('a lost database connection is answered 503 with a localized envelope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      beforeReady: (app) => {
        app.post('/test/db-down', async () => {
          throw adminShutdown();
        });
      },
    });
  });
  afterAll(() => t.close());

  it('in both languages, never a 500', async () => {
    const zh = await t.app.inject({ method: 'POST', url: '/test/db-down', headers: { 'accept-language': 'zh-Hans' } });
    expect(zh.statusCode).toBe(503);
    expect(zh.json()).toEqual({ code: 503, message: '服务暂时不可用，请稍后再试', result: null });
    const en = await t.app.inject({ method: 'POST', url: '/test/db-down', headers: { 'accept-language': 'en' } });
    expect(en.json().message).toBe('The service is briefly unavailable, please try again in a moment');
  });
});

describe.skipIf(dbKind !== 'postgres' || pgUnavailable())('PostgreSQL connection faults', () => {
  let database: Awaited<ReturnType<typeof testDatabase>>;
  let admin: pg.Client;
  let url: string;

  beforeAll(async () => {
    database = await testDatabase();
    const name = (
      (await database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }
    ).rows[0].name;
    url = (await import('vitest')).inject('pgUrl')!.replace(/\/postgres$/, `/${name}`);
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await database.db.execute(sql`create table fault_probe (id serial primary key, note text)`);
  });
  afterAll(async () => {
    await admin.end();
    await database.drop();
  });

  const pidOf = async (query: string) => {
    for (;;) {
      const r = await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity where query like $1 and pid <> pg_backend_pid() and state = 'active'`,
        [`%${query}%`],
      );
      if (r.rows[0]) return r.rows[0].pid;
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const rows = async () =>
    (
      (await database.db.execute(sql`select count(*)::int as n from fault_probe`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0].n;

  it("a transaction's checked-out connection dying between statements fails that transaction, not the process", async () => {
    const failed = database.db
      .transaction(async (tx) => {
        const own = ((await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] })
          .rows[0].pid;
        await tx.execute(sql`insert into fault_probe (note) values ('in the lost transaction')`);
        await admin.query('select pg_terminate_backend($1)', [own]);
        // wait until the server has ended that session, so the client sees the loss while checked out
        while ((await admin.query('select 1 from pg_stat_activity where pid = $1', [own])).rowCount)
          await new Promise((r) => setTimeout(r, 20));
        await tx.execute(sql`insert into fault_probe (note) values ('after the loss')`);
      })
      .then(
        () => null,
        (err: unknown) => err,
      );
    const err = await failed;
    expect(isDatabaseUnavailable(err)).toBe(true);
    // the pool dropped the broken client: the next statements run on a fresh connection
    expect(await rows()).toBe(0);
    await database.db.execute(sql`insert into fault_probe (note) values ('later')`);
    expect(await rows()).toBe(1);
    await database.db.execute(sql`delete from fault_probe`);
  });

  it('a read whose connection is lost is retried once and answers', async () => {
    // drizzle's query runs when awaited: start it now
    const read = Promise.resolve(database.db.execute(sql`select pg_sleep(0.3), 'read-probe' as tag`));
    await admin.query('select pg_terminate_backend($1)', [await pidOf("'read-probe'")]);
    const r = (await read) as unknown as { rows: { tag: string }[] };
    expect(r.rows[0].tag).toBe('read-probe');
  });

  it('a write whose connection is lost is never retried', async () => {
    const write = database.db.execute(sql`insert into fault_probe (note) select 'write-probe' from pg_sleep(0.3)`).then(
      () => null,
      (err: unknown) => err,
    );
    await admin.query('select pg_terminate_backend($1)', [await pidOf("'write-probe'")]);
    expect(isDatabaseUnavailable(await write)).toBe(true);
    expect(await rows()).toBe(0);
  });
});
