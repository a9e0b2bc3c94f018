import { existsSync, readdirSync } from 'node:fs';
import type * as FsPromises from 'node:fs/promises';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { limits } from '@nanhua/contract';
import { buildApp } from '../src/app.js';
import { openPostgres, type Database } from '../src/db/client.js';
import { isDatabaseBusy, isDatabaseUnavailable } from '../src/db/faults.js';
import { orders, rateLimits, ticketSales, users } from '../src/db/schema/index.js';
import { AppError } from '../src/lib/errors.js';
import { preparePlaceOrder, prepareSaleForBuy } from '../src/modules/ticket/repository.js';
import { buy, closeQuietly, makeSale, member } from '../src/modules/ticket/test-kit.js';
import { createRateLimiter } from '../src/services/rate-limiter.js';
import { buildTestApp, dbKind, pgUnavailable, type TestApp } from './helper.js';

// The API projects share evaluated modules between files (isolate: false, vitest.config.ts): the
// module mock below reaches the app only if its modules are evaluated again after it, and the next
// file gets them unmocked again.
vi.hoisted(() => vi.resetModules());
afterAll(() => {
  vi.doUnmock('node:fs/promises');
  vi.resetModules();
});

/** A disk that fills up halfway through an avatar's file (the write path of the upload). */
const disk = vi.hoisted(() => ({ full: false }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof FsPromises>();
  const writeFile: typeof fs.writeFile = async (path, data, options) => {
    if (disk.full && String(path).includes('avatars') && Buffer.isBuffer(data)) {
      await fs.writeFile(path, data.subarray(0, data.length >> 1));
      throw Object.assign(new Error(`ENOSPC: no space left on device, write`), {
        code: 'ENOSPC',
        errno: -28,
        syscall: 'write',
      });
    }
    return fs.writeFile(path, data, options);
  };
  return { ...fs, default: { ...fs, writeFile }, writeFile };
});

const FULL_EN = 'The server’s storage is full, nothing was saved. Please try again later';
const FULL_ZH = '服务器存储空间已满，本次操作未保存，请稍后再试';
const BUSY_EN = 'The service is busy, nothing was saved. Please try again in a moment';

const GiB = 1024 ** 3;
const statfsWith = (freeBytes: number) => async () => ({
  bsize: 4096,
  blocks: (100 * GiB) / 4096,
  bavail: Math.floor(freeBytes / 4096),
});

describe.skipIf(pgUnavailable())(`faults that look healthy (${dbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => closeQuietly(t));

  const ordersOf = async (saleId: number) => {
    const db = t.deps.database.db;
    const [sale] = await db
      .select({ remaining: ticketSales.remaining })
      .from(ticketSales)
      .where(eq(ticketSales.id, saleId));
    const placed = (await db.select({ n: count() }).from(orders).where(eq(orders.kind, 'ticket')))[0]!.n;
    return { remaining: sale!.remaining, orders: Number(placed) };
  };
  const slotsOf = async (userId: number) =>
    Number(
      (
        await t.deps.database.db
          .select({ n: count() })
          .from(rateLimits)
          .where(eq(rateLimits.key, `ticket-buy:${userId}`))
      )[0]!.n,
    );

  it('health reports the storage of DATA_DIR: ok, low (still 200), full (503, degraded)', async () => {
    const health = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-language': 'en' } });
      return {
        status: res.statusCode,
        ...(res.json() as { code: number; message: string; result: { status: string; storage: { status: string } } }),
      };
    };
    const seen: string[] = [];
    t.deps.statfs = async (dir) => {
      seen.push(dir);
      return statfsWith(50 * GiB)();
    };
    expect(await health()).toMatchObject({ status: 200, result: { status: 'ok', storage: { status: 'ok' } } });
    expect(seen).toEqual([t.deps.config.dataDir]);
    t.deps.statfs = statfsWith(512 * 1024 ** 2);
    expect(await health()).toMatchObject({ status: 200, result: { status: 'ok', storage: { status: 'low' } } });
    t.deps.statfs = statfsWith(10 * 1024 ** 2);
    expect(await health()).toEqual({
      status: 503,
      code: 503,
      message: FULL_EN,
      result: expect.objectContaining({ status: 'degraded', storage: { status: 'full' } }),
    });
    delete t.deps.statfs;
  });

  it('a buy whose write the database refuses for a full disk (53100) answers 503 storage full and leaves no order, seat or rate-limit slot', async () => {
    const db = t.deps.database.db;
    const sale = await makeSale(t, 5);
    const m = await member(t);
    const before = await ordersOf(sale.id);
    // PostgreSQL (and PGlite, the same server) reports ENOSPC on a data file as SQLSTATE 53100 disk_full.
    await db.execute(`create function test_disk_full() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file "base/5/16384": No space left on device' using errcode = '53100'; end $$`);
    await db.execute(
      'create trigger test_disk_full before insert on order_lines for each row execute function test_disk_full()',
    );
    try {
      const en = await buy(t, m.token, { saleId: sale.id, quantity: 2 });
      expect(en).toEqual({ status: 503, code: 503, message: FULL_EN, result: null });
      const zh = await buy(t, m.token, { saleId: sale.id, quantity: 2 }, 'zh-Hans');
      expect(zh).toEqual({ status: 503, code: 503, message: FULL_ZH, result: null });
      expect(await ordersOf(sale.id)).toEqual(before);
      expect(await slotsOf(m.user.id)).toBe(0);
    } finally {
      await db.execute('drop trigger test_disk_full on order_lines');
      await db.execute('drop function test_disk_full()');
    }
    // Space again: the same buy goes through.
    expect((await buy(t, m.token, { saleId: sale.id, quantity: 2 })).code).toBe(1002);
    expect(await ordersOf(sale.id)).toEqual({ remaining: 3, orders: before.orders + 1 });
  });

  it('an avatar whose file write runs out of space answers 503 storage full; no half-written file, the profile unchanged', async () => {
    const { user, token } = await member(t);
    const picture = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 16, b: 46 } },
    })
      .png()
      .toBuffer();
    const boundary = '----nanhuaDiskFull';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      picture,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const dir = join(t.deps.filesDir, 'avatars');
    const files = () => (existsSync(dir) ? readdirSync(dir) : []);
    const before = files();
    disk.full = true;
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/usercenter/user/uploadCustomAvatar',
        headers: {
          'accept-language': 'en',
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload,
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 503, message: FULL_EN, result: null });
    } finally {
      disk.full = false;
    }
    expect(files()).toEqual(before);
    const [row] = await t.deps.database.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, user.id));
    expect(row!.avatar).toBeNull();
  });

  it('an order statement finishing after its deadline is rolled back whole: no order, seat or slot', async () => {
    const sale = await makeSale(t, 4);
    const { user } = await member(t);
    const before = await ordersOf(sale.id);
    const line = {
      itemId: sale.id,
      priceId: null,
      quantity: 1,
      titleZh: sale.titleZh,
      titleEn: sale.titleEn,
      unitCents: sale.priceCents,
      categoryZh: null,
      categoryEn: null,
    };
    const draft = t.services.commerce.core.draft({
      userId: user.id,
      kind: 'ticket',
      paymentMethod: 'card',
      remarks: '',
      discountCents: 0,
      lines: [line],
    });
    const db = t.deps.database.db;
    const read = await prepareSaleForBuy(db)(
      { userId: user.id, saleId: sale.id, priceId: null, quantity: 1 },
      t.clock.now(),
    );
    const order = {
      slot: { key: `ticket-buy:${user.id}`, max: 20, windowSeconds: 600 },
      order: draft,
      line,
      saleVersion: read!.version,
    };
    const place = preparePlaceOrder(db);
    const late = await place(order, new Date(Date.now() - 1)).then(
      () => null,
      (err: unknown) => err,
    );
    expect(isDatabaseBusy(late)).toBe(true);
    expect(await ordersOf(sale.id)).toEqual(before);
    expect(await slotsOf(user.id)).toBe(0);
    // Within its deadline the same statement places the order.
    expect((await place(order, new Date(Date.now() + 60_000))).placed).toBe(true);
    expect(await ordersOf(sale.id)).toEqual({ remaining: 3, orders: before.orders + 1 });
  });

  it('a buy that reaches its order statement after the client has given up is refused busy without writing', async () => {
    const sale = await makeSale(t, 4);
    const m = await member(t);
    const before = await ordersOf(sale.id);
    const arrivedLongAgo = Date.now() - limits.requestTimeoutMs;
    const err = await t.services.commerce.tickets
      .buy(m.user, { saleId: sale.id, quantity: 1, paymentMethod: 'card', remarks: '' }, 'en', arrivedLongAgo)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ key: 'msg.databaseBusy', status: 503 });
    expect(await ordersOf(sale.id)).toEqual(before);
    expect(await slotsOf(m.user.id)).toBe(0);
  });
});

describe.skipIf(dbKind !== 'postgres' || pgUnavailable())(
  'PostgreSQL: a stuck order statement times out and leaves nothing behind',
  () => {
    let t: TestApp;
    let short: Database;
    let app: Awaited<ReturnType<typeof buildApp>>;
    let admin: pg.Client;
    beforeAll(async () => {
      t = await buildTestApp();
      const url = (t.deps.database as Database & { url?: string }).url!;
      // This instance's connections cancel a statement after 300 ms; lock waits are left to that timeout.
      short = await openPostgres(url, 4, { timeouts: { statementMs: 300, lockMs: 0 } });
      app = await buildApp({ ...t.deps, database: short, limiter: createRateLimiter(short.db, t.clock) });
      await app.ready();
      admin = new pg.Client({ connectionString: url });
      await admin.connect();
    });
    afterAll(async () => {
      await admin.end();
      await app.close();
      await short.close();
      await closeQuietly(t);
    });

    const countsOf = async (saleId: number, userId: number) => {
      const r = await admin.query<{ remaining: number; orders: number; slots: number }>(
        `select (select remaining from ticket_sales where id = $1) as remaining,
              (select count(*)::int from order_lines where item_id = $1) as orders,
              (select count(*)::int from rate_limits where key = $2) as slots`,
        [saleId, `ticket-buy:${userId}`],
      );
      return r.rows[0]!;
    };
    /** Until an order statement waits on a lock (another session holds the sale's row), or `settled` says the buy ended first. */
    const waitingOnLock = async (settled: () => boolean) => {
      while (!settled()) {
        // Not on `admin`: inside its transaction pg_stat_activity stays the snapshot first read.
        const r = (await t.deps.database.db.execute(
          `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%claim_ticket_seats%' and pid <> pg_backend_pid()`,
        )) as unknown as { rows: { n: number }[] };
        if (r.rows[0]!.n > 0) return;
        await new Promise((ok) => setTimeout(ok, 20));
      }
    };

    it('a buy blocked past the statement timeout answers 503 busy, in both languages; no order holds a seat', async () => {
      const sale = await makeSale(t, 5);
      const m = await member(t);
      await admin.query('begin');
      await admin.query('select 1 from ticket_sales where id = $1 for update', [sale.id]);
      try {
        const inject = (lang: string) =>
          app.inject({
            method: 'POST',
            url: '/api/v1/ticket/order/buy',
            headers: { 'accept-language': lang, authorization: `Bearer ${m.token}` },
            payload: { saleId: sale.id, quantity: 2 },
          });
        const en = await inject('en');
        expect(en.statusCode).toBe(503);
        expect(en.json()).toEqual({ code: 503, message: BUSY_EN, result: null });
        expect((await inject('zh-Hans')).json()).toEqual({
          code: 503,
          message: '系统繁忙，本次操作未保存，请稍后再试',
          result: null,
        });
      } finally {
        await admin.query('rollback');
      }
      expect(await countsOf(sale.id, m.user.id)).toEqual({ remaining: 5, orders: 0, slots: 0 });
      expect((await buy({ ...t, app }, m.token, { saleId: sale.id, quantity: 2 })).code).toBe(1002);
      expect(await countsOf(sale.id, m.user.id)).toEqual({ remaining: 3, orders: 1, slots: 1 });
    });

    it('the pool sets the statement, lock and idle-in-transaction timeouts on every connection', async () => {
      const r = (await short.db.execute(
        'select current_setting($$statement_timeout$$) as s, current_setting($$lock_timeout$$) as l, current_setting($$idle_in_transaction_session_timeout$$) as i',
      )) as unknown as { rows: { s: string; l: string; i: string }[] };
      expect(r.rows[0]).toEqual({ s: '300ms', l: '0', i: '15s' });
      // A pool opened as production opens it (the test harness's own pools allow a loaded machine 25 s).
      const plain = await openPostgres((t.deps.database as Database & { url?: string }).url!, 1);
      try {
        const d = (await plain.db.execute(
          'select current_setting($$statement_timeout$$) as s, current_setting($$lock_timeout$$) as l',
        )) as unknown as { rows: { s: string; l: string }[] };
        expect(d.rows[0]).toEqual({ s: '8s', l: '5s' });
      } finally {
        await plain.close();
      }
    });

    it('a frozen server: the driver stops waiting, the connection is dropped (its transaction rolled back), the next caller gets a fresh one', async () => {
      const url = (t.deps.database as Database & { url?: string }).url!;
      // One connection; the driver gives up 1.2 s after a statement was sent (statement timeout + 1 s).
      const one = await openPostgres(url, 1, { timeouts: { statementMs: 200 } });
      await one.db.execute('create table if not exists freeze_probe (id serial primary key)');
      let frozen = 0;
      try {
        const failed = await one.db
          .transaction(async (tx) => {
            await tx.execute('insert into freeze_probe default values');
            frozen = ((await tx.execute('select pg_backend_pid() as pid')) as unknown as { rows: { pid: number }[] })
              .rows[0]!.pid;
            // SIGSTOP: the backend process stops (as a frozen VM or disk would hold it), its timers included.
            process.kill(frozen, 'SIGSTOP');
            await tx.execute('insert into freeze_probe default values');
          })
          .then(
            () => null,
            (e: unknown) => e,
          );
        // The statement's "Query read timeout", or — drizzle's rollback meeting the dropped connection — its loss: a 503 either way.
        expect(isDatabaseBusy(failed) || isDatabaseUnavailable(failed)).toBe(true);
      } finally {
        if (frozen) process.kill(frozen, 'SIGCONT');
      }
      const fresh = ((await one.db.execute('select pg_backend_pid() as pid')) as unknown as { rows: { pid: number }[] })
        .rows[0]!.pid;
      expect(fresh).not.toBe(frozen);
      // The frozen session, its socket closed, ends with its transaction rolled back.
      while ((await admin.query('select 1 from pg_stat_activity where pid = $1', [frozen])).rowCount)
        await new Promise((ok) => setTimeout(ok, 20));
      expect((await admin.query<{ n: number }>('select count(*)::int as n from freeze_probe')).rows[0]!.n).toBe(0);
      await one.close();
    });

    it('an order statement released after the request deadline (a frozen database resuming) is rolled back: no order, seat or slot', async () => {
      const sale = await makeSale(t, 5);
      const m = await member(t);
      await admin.query('begin');
      await admin.query('select 1 from ticket_sales where id = $1 for update', [sale.id]);
      // The request arrived so long ago that its deadline (the client's timeout less a margin) is a second away.
      const arrivedAt = Date.now() - limits.requestTimeoutMs + 2000 + 1000;
      let settled = false;
      const bought = t.services.commerce.tickets
        .buy(m.user, { saleId: sale.id, quantity: 1, paymentMethod: 'card', remarks: '' }, 'en', arrivedAt)
        .then(
          () => null,
          (e: unknown) => e,
        );
      void bought.finally(() => (settled = true));
      try {
        await waitingOnLock(() => settled);
        expect(settled, 'the buy waits on the held row').toBe(false);
        // The database "resumes" only once the deadline has passed.
        while (Date.now() <= arrivedAt + limits.requestTimeoutMs - 2000) await new Promise((ok) => setTimeout(ok, 20));
      } finally {
        await admin.query('rollback');
      }
      const err = await bought;
      expect(isDatabaseBusy(err)).toBe(true);
      expect(err).not.toBeInstanceOf(AppError);
      expect(await countsOf(sale.id, m.user.id)).toEqual({ remaining: 5, orders: 0, slots: 0 });
    });
  },
);
