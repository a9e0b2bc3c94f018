// API throughput: autocannon against the built server (PGlite, demo seed) for a hello route and the
// real read endpoints; prints req/s and each endpoint's ratio to hello. Run after `npm run build`.
// BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL (an empty database: it is migrated and seeded);
// BENCH_DB=postgres starts a throw-away cluster instead (apps/api/test/pg-cluster.ts).
// On PostgreSQL it adds the authenticated detail rows (a demo member's `user/get` and one of their paid
// ticket orders by number) at BENCH_AUTH_CONNECTIONS (100), beside hello at the same count: req/s, p99.
// BENCH_SERVERS=a/main.js,b/main.js compares builds in ONE run (each on its own new database on
// PostgreSQL); BENCH_STATEMENTS=1 (throw-away cluster) prints statements per request.
// BENCH_ROWS=regex measures only the rows it matches (name 'hello' in it for the ratios);
// BENCH_SERVER_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' is passed to node for each server (the
// profile is written when the bench stops it). `cpu` is the server process's CPU time (Linux /proc)
// per request during a row: the figure a busy shared machine disturbs least.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startCluster } from '../apps/api/test/pg-cluster.ts';
import { createTokenService } from '../apps/api/src/services/tokens.ts';
import { enableStatementStats, statementCounter } from './pg-statements.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const authConnections = Number(process.env.BENCH_AUTH_CONNECTIONS ?? 100);
const servers = (process.env.BENCH_SERVERS ?? 'apps/api/dist/main.js').split(',').map((x) => resolve(root, x.trim()));
const only = process.env.BENCH_ROWS ? new RegExp(process.env.BENCH_ROWS) : undefined;
const serverArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
const secret = `bench-secret-${Date.now()}-0123456789abcdef0123456789`;

const today = new Date().toISOString().slice(0, 10);
const form = 'application/x-www-form-urlencoded';
/** Later issues append their list endpoints here. */
const targets = [
  { name: 'hello', path: '/api/hello' },
  { name: 'site/appCarousel/get', path: '/api/v1/site/appCarousel/get' },
  { name: 'theatre/theatre/get', path: '/api/v1/theatre/theatre/get?page=1&pageSize=10' },
  // Public reads the SPEC sends as POST (form or JSON, as the web sends them): cached like GETs, keyed on the validated body.
  { name: 'video/video/get', path: '/api/v1/video/video/get?page=1&pageSize=10', method: 'POST', body: '', type: form },
  {
    name: 'shop/product/get (price sort)',
    path: '/api/v1/shop/product/get?page=1&pageSize=10',
    method: 'POST',
    body: '{"sort":"priceAsc"}',
  },
  { name: 'site/news/get', path: '/api/v1/site/news/get?page=1&pageSize=10', method: 'POST', body: '', type: form },
  {
    name: 'knowledge/knowledge/get',
    path: '/api/v1/knowledge/knowledge/get?page=1&pageSize=10',
    method: 'POST',
    body: '',
    type: form,
  },
  {
    name: 'theatre/theatreUltimate/get',
    path: '/api/v1/theatre/theatreUltimate/get?page=1&pageSize=10',
    method: 'POST',
    body: '',
    type: form,
  },
  {
    name: 'theatre/theatre/getByDate',
    path: '/api/v1/theatre/theatre/getByDate',
    method: 'POST',
    body: JSON.stringify({ date: today }),
  },
  {
    name: 'theatre/.../getStatsForMonth',
    path: '/api/v1/theatre/theatre/getStatsForMonth',
    method: 'POST',
    body: JSON.stringify({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) }),
  },
  {
    name: 'site/versionUpgrade/get',
    path: '/api/v1/site/versionUpgrade/get',
    method: 'POST',
    body: '{"versionCode":1}',
  },
  // Anonymous GETs come from the public cache between writes (http/public-cache.ts).
  { name: 'ticket/sale/get (cached)', path: '/api/v1/ticket/sale/get?page=1&pageSize=10' },
  { name: 'video/mark/get (cached)', path: '/api/v1/video/mark/get?page=1&pageSize=10' },
  { name: 'theatre/theatre/get (304)', path: '/api/v1/theatre/theatre/get?page=1&pageSize=10', revalidate: true },
];

/** CPU milliseconds (user + system, clock ticks of 10 ms) the process has used so far; NaN without /proc. */
const cpuMsOf = (pid) => {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /s, '')
      .split(' ');
    return (Number(f[11]) + Number(f[12])) * 10;
  } catch {
    return NaN;
  }
};

const freePort = () =>
  new Promise((done) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const p = s.address().port;
      s.close(() => done(p));
    });
  });

let cluster;
if (process.env.BENCH_DB === 'postgres' && !process.env.BENCH_DATABASE_URL) {
  cluster = await startCluster();
  if ('skipped' in cluster) {
    console.error(`BENCH_DB=postgres needs the PostgreSQL binaries: ${cluster.skipped}`);
    process.exit(2);
  }
  if (process.env.BENCH_STATEMENTS === '1') await enableStatementStats(cluster);
}

/** A database for one server: the given URL, or a new one in the throw-away cluster. */
async function databaseFor(i) {
  if (!cluster) return process.env.BENCH_DATABASE_URL;
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`create database bench_${i}`);
  await admin.end();
  return cluster.url.replace(/\/postgres$/, `/bench_${i}`);
}

/** A demo member with a paid ticket order, bought and paid through the API (sandbox payments). */
async function memberWithOrder(base, url) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const [m] = (
    await db.query(
      `select id, email, nick_name from users where role = 'member' and status = 'active' and email is not null and blocked_at is null order by id limit 1`,
    )
  ).rows;
  await db.end();
  const token = await createTokenService(secret, { now: () => new Date() }).signAccess({
    id: m.id,
    email: m.email,
    nickName: m.nick_name,
    userType: 4,
    avatar: null,
  });
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const post = async (path, body) => {
    const r = await (
      await fetch(`${base}/api/v1${path}`, { method: 'POST', headers: auth, body: JSON.stringify(body) })
    ).json();
    if (r.code !== 1002) throw new Error(`${path}: ${r.code} ${r.message}`);
    return r.result;
  };
  const sales = (await (await fetch(`${base}/api/v1/ticket/sale/get?page=1&pageSize=50&buyStatus=2`)).json()).result
    .records;
  const sale = sales.find((s) => s.remaining >= 2);
  if (!sale) throw new Error('no ticket sale on sale in the demo data');
  const detail = (await (await fetch(`${base}/api/v1/ticket/sale/get/${sale.id}`)).json()).result;
  const order = await post('/ticket/order/buy', {
    saleId: sale.id,
    priceId: detail.prices[0]?.id,
    quantity: 1,
    paymentMethod: 'card',
    remarks: '',
  });
  await post('/ticket/order/payComplete', { orderNo: order.orderNo, outcome: 'succeeded' });
  return { auth, orderNo: order.orderNo };
}

/** One server on its own database (its demo seed; on PostgreSQL the member's paid order), with the rows it answers. */
async function startServer(entry, i) {
  const port = await freePort();
  const url = await databaseFor(i);
  const dataDir = mkdtempSync(join(tmpdir(), 'nanhua-bench-'));
  const server = spawn(process.execPath, [...serverArgs, entry], {
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
      PAYMENT_PROVIDER: 'sandbox',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let n = 0; ; n++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        /* starting */
      }
      if (n > 300) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    const rows = targets.map((t) => ({ ...t, connections }));
    if (url) {
      const { auth, orderNo } = await memberWithOrder(base, url);
      rows.push(
        { name: `hello (${authConnections} conn.)`, path: '/api/hello', connections: authConnections, hello: true },
        {
          name: 'usercenter/user/get',
          path: '/api/v1/usercenter/user/get',
          headers: auth,
          connections: authConnections,
        },
        {
          name: 'ticket getByOrderNo',
          path: '/api/v1/ticket/order/getByOrderNo',
          method: 'POST',
          body: JSON.stringify({ orderNo }),
          headers: auth,
          connections: authConnections,
        },
        {
          name: 'ticket getMyOrders',
          path: '/api/v1/ticket/order/getMyOrders?page=1&pageSize=10',
          headers: auth,
          connections: authConnections,
        },
      );
    }
    if (only) rows.splice(0, rows.length, ...rows.filter((r) => only.test(r.name)));
    const counter = cluster && process.env.BENCH_STATEMENTS === '1' ? await statementCounter(url) : undefined;
    return { base, pid: server.pid, rows, counter, stop: async () => (await counter?.close(), await stop()) };
  } catch (err) {
    await stop();
    throw err;
  }
}

async function measure(s, t) {
  const headers = { ...(t.body !== undefined ? { 'content-type': t.type ?? 'application/json' } : {}), ...t.headers };
  // A repeat visit: the browser sends back the ETag it holds and gets 304 with no body.
  if (t.revalidate) headers['if-none-match'] = (await fetch(s.base + t.path)).headers.get('etag') ?? '';
  const request = {
    url: s.base + t.path,
    method: t.method ?? 'GET',
    body: t.body,
    headers,
    connections: t.connections,
  };
  await autocannon({ ...request, duration: 2 }); // warm-up
  await s.counter?.reset();
  const cpu0 = cpuMsOf(s.pid);
  const r = await autocannon({ ...request, duration });
  const cpu = (cpuMsOf(s.pid) - cpu0) / r.requests.total;
  if ((t.revalidate ? r['2xx'] > 0 || r.non2xx !== r['3xx'] : r.non2xx > 0) || r.errors > 0)
    throw new Error(`${t.name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return {
    ...t,
    rps: r.requests.average,
    p99: r.latency.p99,
    cpu,
    statements: await s.counter?.report(r.requests.total, 3),
  };
}

const started = [];
try {
  for (const [i, entry] of servers.entries()) started.push(await startServer(entry, i));
  // Every server is up at once and each row is measured on each in turn (the first one alternating),
  // so a busy moment of the machine falls on both builds alike.
  const runs = started.map(() => []);
  for (const k of started[0].rows.keys()) {
    const order = k % 2 === 0 ? [...started.keys()] : [...started.keys()].reverse();
    for (const j of order) runs[j][k] = await measure(started[j], started[j].rows[k]);
  }
  const db = process.env.BENCH_DATABASE_URL || cluster ? 'PostgreSQL' : 'PGlite';
  for (const [i, results] of runs.entries()) {
    console.log(
      `\n${servers[i]}\nautocannon: ${connections} connections (authenticated rows: ${authConnections}), ${duration} s each, ${db}, one process`,
    );
    let hello = results[0].rps;
    for (const r of results) {
      if (r.hello) hello = r.rps;
      console.log(
        `${r.name.padEnd(30)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(4)} ms   cpu ${r.cpu.toFixed(3)} ms/req   ratio to hello ${(r.rps / hello).toFixed(2)}`,
      );
      if (r.statements) console.log(r.statements);
    }
  }
  if (runs.length > 1) {
    console.log(`\nreq/s of each build ÷ the first's (${servers[0]}), same run:`);
    for (const [k, t] of runs[0].entries())
      console.log(
        `${t.name.padEnd(30)} ${runs.map((r) => `×${(r[k].rps / t.rps).toFixed(2)} (p99 ${r[k].p99} ms, cpu ×${(r[k].cpu / t.cpu).toFixed(2)})`).join('   ')}`,
      );
  }
} finally {
  for (const s of started) await s.stop();
  cluster?.stop?.();
}
