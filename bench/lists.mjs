// List cost as the tables grow: req/s of the comments list and "my orders" with the demo data, then
// with BENCH_ROWS (100,000) more comments on one video and orders of one member, each paired with
// Fastify hello measured in the same phase; the slowdown factor and the EXPLAIN ANALYZE plans of
// the two list statements at full size. PostgreSQL in a throw-away cluster (as api-postgres uses);
// BENCH_DB=pglite runs the embedded database (the server is stopped while rows are added).
// Run after `npm run build -w @nanhua/api`:  npm run bench:lists  (BENCH_SERVER=other/main.js: another build;
// BENCH_ONLY=regex: only the lists it matches)
// The signed-in comment list is the database path (an optional call with a token skips the public
// cache); the anonymous row is what a visitor gets (served from the cache between writes).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { startCluster } from '../apps/api/test/pg-cluster.ts';
import { createTokenService } from '../apps/api/src/services/tokens.ts';
import { enableStatementStats, statementCounter } from './pg-statements.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const usePglite = process.env.BENCH_DB === 'pglite';
// BENCH_STATEMENTS=1 (PostgreSQL): statements per request of each row and the costliest ones (pg_stat_statements).
const statementStats = !usePglite && process.env.BENCH_STATEMENTS === '1';
// BENCH_ONLY=regex measures only the lists whose name it matches (beside hello, which the ratios need).
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
const secret = `bench-secret-${Date.now()}-0123456789abcdef0123456789`;

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const p = s.address().port;
      s.close(() => resolve(p));
    });
  });

const dataDir = mkdtempSync(join(tmpdir(), 'nanhua-lists-'));
let cluster;
let url;
if (!usePglite) {
  cluster = await startCluster();
  if ('skipped' in cluster) {
    console.error(
      `lists bench on PostgreSQL needs the binaries: ${cluster.skipped} (BENCH_DB=pglite runs the embedded one)`,
    );
    process.exit(2);
  }
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('create database lists');
  await admin.end();
  if (statementStats) await enableStatementStats(cluster);
  url = cluster.url.replace(/\/postgres$/, '/lists');
}

/** A SQL session beside the server: a pg client, or PGlite on the data directory while the server is stopped. */
async function openSql() {
  if (usePglite) {
    const db = await PGlite.create({ dataDir: join(dataDir, 'db'), extensions: { pg_trgm } });
    return { query: async (text, params) => (await db.query(text, params)).rows, close: () => db.close() };
  }
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  return { query: async (text, params) => (await c.query(text, params)).rows, close: () => c.end() };
}

let server;
let base;
async function start() {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // BENCH_PROFILE=dir writes a CPU profile of each server run there (node --cpu-prof).
  const prof = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  server = spawn(process.execPath, [...prof, process.env.BENCH_SERVER ?? 'apps/api/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      ...(url ? { DATABASE_URL: url } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: secret,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      RATE_LIMIT_PER_MINUTE: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* starting */
    }
    if (i > 600) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
}
async function stop() {
  if (!server) return;
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  server = undefined;
}

async function measure(targets) {
  const out = {};
  const counter = statementStats ? await statementCounter(url) : undefined;
  for (const t of targets) {
    const request = { url: base + t.path, headers: t.headers };
    await autocannon({ ...request, connections, duration: 1 }); // warm-up
    await counter?.reset();
    const r = await autocannon({ ...request, connections, duration });
    if (r.non2xx > 0 || r.errors > 0) throw new Error(`${t.name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    out[t.name] = { rps: r.requests.average, p99: r.latency.p99, statements: await counter?.report(r.requests.total) };
  }
  await counter?.close();
  return out;
}

// The statements the two lists run (the count reaches 1,000 past the first page: db/query.ts COUNT_AHEAD) (engagement/repository.ts pageMarks, orders/repository.ts pageOwnedOrders).
const COMMENTS_SQL = `select *, (select cast(count(*) as integer) from (select 1 from engagement_marks where family = 'video' and target_id = $1 limit 1010) as capped) as total
  from engagement_marks where family = 'video' and target_id = $1 order by created_at desc, id desc limit 10 offset 0`;
const ORDERS_SQL = `select *, (select cast(count(*) as integer) from (select 1 from orders where user_id = $1 and kind = 'ticket' and deleted_at is null limit 1010) as capped) as total
  from orders where user_id = $1 and kind = 'ticket' and deleted_at is null order by created_at desc, id desc limit 10 offset 0`;

try {
  await start();
  let db = await openSql();
  const [video] = await db.query(`select id from videos where published order by id limit 1`);
  const [sale] = await db.query(`select id from ticket_sales order by id limit 1`);
  const [member] = await db.query(
    `insert into users (email, nick_name) values ('lists-bench@example.com', 'Bench') returning id`,
  );
  const token = await createTokenService(secret, { now: () => new Date() }).signAccess({
    id: member.id,
    email: 'lists-bench@example.com',
    nickName: 'Bench',
    userType: 4,
    avatar: null,
  });
  const auth = { authorization: `Bearer ${token}` };
  /** n comments on the video and n paid-then-closed ticket orders (with their lines) of the member, older than any before. */
  const addRows = async (sql, n, tag) => {
    await sql.query(
      `insert into engagement_marks (family, target_id, user_id, content, created_at)
       select 'video', $1, $2, 'comment ' || g, now() - interval '1 day' - g * interval '1 second' from generate_series(1, ${n}) g`,
      [video.id, member.id],
    );
    await sql.query(
      `insert into orders (order_no, user_id, kind, pay_status, total_cents, payment_method, provider, created_at, expires_at, closed_at)
       select 'BENCH' || $2 || g, $1, 'ticket', 3, 1000, 'card', 'sandbox', now() - g * interval '1 minute', now() - g * interval '1 minute' + interval '15 minutes', now() - g * interval '1 minute' + interval '15 minutes'
       from generate_series(1, ${n}) g`,
      [member.id, tag],
    );
    await sql.query(
      `insert into order_lines (order_id, item_id, title_zh, title_en, unit_cents, quantity)
       select id, $1, '演出', 'Show', 1000, 1 from orders where user_id = $2 and order_no like $3`,
      [sale.id, member.id, `BENCH${tag}%`],
    );
  };
  const targets = [
    { name: 'hello', path: '/api/hello' },
    {
      name: 'comments (signed in)',
      path: `/api/v1/video/mark/get?videoId=${video.id}&page=1&pageSize=10`,
      headers: auth,
    },
    { name: 'comments (visitor, cached)', path: `/api/v1/video/mark/get?videoId=${video.id}&page=1&pageSize=10` },
    { name: 'my ticket orders', path: '/api/v1/ticket/order/getMyOrders?page=1&pageSize=10', headers: auth },
  ].filter((t) => t.name === 'hello' || !only || only.test(t.name));
  // A full first page in both phases: the demo-size row then measures the same page as the large one
  // (an empty page of orders costs fewer statements than a full one, which is not the list growing).
  await addRows(db, 10, 'page');
  if (usePglite) {
    await db.close();
    db = undefined;
  }
  const small = await measure(targets);

  if (usePglite) await stop();
  db ??= await openSql();
  const seededAt = Date.now();
  await addRows(db, rows, 'large');
  await db.query('vacuum analyze engagement_marks');
  await db.query('vacuum analyze orders');
  await db.query('vacuum analyze order_lines');
  console.log(
    `added ${rows} comments on video ${video.id} and ${rows} orders of one member in ${((Date.now() - seededAt) / 1000).toFixed(1)} s`,
  );
  const plans = [];
  for (const [name, text, param] of [
    ['comments', COMMENTS_SQL, video.id],
    ['my orders', ORDERS_SQL, member.id],
  ]) {
    const plan = await db.query(`explain (analyze, costs off, timing on, summary on) ${text}`, [param]);
    plans.push([name, plan.map((r) => r['QUERY PLAN']).join('\n')]);
  }
  // The other reads of a "my orders" page (ticket views: lines, passes, refunds, sales), with the page's ids.
  const ids = (
    await db.query(
      `select id from orders where user_id = $1 and kind = 'ticket' and deleted_at is null order by created_at desc, id desc limit 10`,
      [member.id],
    )
  ).map((r) => r.id);
  for (const [name, text] of [
    ['lines', 'select * from order_lines where order_id = any($1::int[]) order by id'],
    ['passes', 'select * from ticket_passes where order_id = any($1::int[])'],
    [
      'refunds',
      'select distinct on (order_id) * from refunds where order_id = any($1::int[]) order by order_id, applied_at desc, id desc',
    ],
  ]) {
    const plan = (await db.query(`explain (analyze, costs off, timing on, summary on) ${text}`, [ids])).map(
      (r) => r['QUERY PLAN'],
    );
    plans.push([`my orders: ${name} of the page`, plan.filter((l) => /Scan|Execution Time/.test(l)).join('\n')]);
  }
  if (usePglite) {
    await db.close();
    await start();
  }
  const large = await measure(targets);
  if (!usePglite) await db.close();

  console.log(
    `\nautocannon: ${connections} connections, ${duration} s each, ${usePglite ? 'PGlite' : 'PostgreSQL'}, one process`,
  );
  console.log(`${'list'.padEnd(28)} ${'demo rows'.padStart(22)} ${`+${rows} rows`.padStart(22)}   slower by`);
  for (const t of targets) {
    const [a, b] = [small[t.name], large[t.name]];
    const ratio = (x, phase) => (x.rps / phase.hello.rps).toFixed(2);
    console.log(
      `${t.name.padEnd(28)} ${`${a.rps.toFixed(0)}/s (${ratio(a, small)} hello)`.padStart(22)} ${`${b.rps.toFixed(0)}/s (${ratio(b, large)} hello)`.padStart(22)}   ×${(a.rps / b.rps).toFixed(2)} (hello-relative ×${(a.rps / small.hello.rps / (b.rps / large.hello.rps)).toFixed(2)})`,
    );
  }
  if (statementStats)
    for (const t of targets)
      console.log(
        `\n${t.name}, demo rows then +${rows} rows:\n${small[t.name].statements}\n${large[t.name].statements}`,
      );
  for (const [name, plan] of plans) console.log(`\nEXPLAIN ANALYZE, ${name} at ${rows} rows:\n${plan}`);
} finally {
  await stop();
  await cluster?.stop?.();
  rmSync(dataDir, { recursive: true, force: true });
}
