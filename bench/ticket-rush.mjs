// Ticket rush: many buyers at once for a sale with limited seats, on PostgreSQL (a throw-away
// cluster, as the api-postgres tests use) behind several API processes of the built server.
// Prints orders/second, latency percentiles and the seats sold, and checks that no seat was sold
// twice. Run after `npm run build`:  npm run bench:rush
// BENCH_BUYERS (3000), BENCH_SEATS (1000), BENCH_CONCURRENCY (200), BENCH_PROCESSES (2).
// BENCH_SERVERS: comma-separated server entry files to compare in ONE run (each on its own new
// database, in turn, the first one alternating per round), default apps/api/dist/main.js. BENCH_ROUNDS (1):
// rounds of the whole list; with several, each build's median and the rounds whose p99 missed 500 ms.
// BENCH_NODE_ARGS: extra node flags for the API processes, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'.
// BENCH_LOG_STATEMENTS=1: log every statement and print statements per placed order (slow: use few buyers).
// BENCH_CLIENT: http (default: node:http with a keep-alive agent, the leanest client at hand, as it
// shares the cores with the servers; it asks for gzip as fetch does, so the servers compress the same
// answers) or fetch (the global fetch, as before).
// BENCH_PGBENCH=1: afterwards, the database alone: pgbench calls place_ticket_order (the one statement
// of an order) on one hot sale from as many connections as the API processes' pools, for 10 s.
// CPU per request (Linux): the API processes', PostgreSQL's (its backends, live and exited) and this
// client's CPU time during the rush, divided by the requests: the figure a busy shared machine
// disturbs least, and with the cores it bounds the rate (cores × 1000 ms ÷ CPU ms per request).
import { spawn, spawnSync } from 'node:child_process';
import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startCluster } from '../apps/api/test/pg-cluster.ts';
import { createTokenService } from '../apps/api/src/services/tokens.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const buyers = Number(process.env.BENCH_BUYERS ?? 3000);
const seats = Number(process.env.BENCH_SEATS ?? 1000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 200);
const processes = Number(process.env.BENCH_PROCESSES ?? 2);
/** Issue 18's target for the rush's p99. */
const P99_TARGET_MS = 500;
const servers = (process.env.BENCH_SERVERS ?? 'apps/api/dist/main.js').split(',').map((x) => resolve(root, x.trim()));
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const logStatements = process.env.BENCH_LOG_STATEMENTS === '1';
const client = process.env.BENCH_CLIENT ?? 'http';
const secret = `bench-secret-${Date.now()}-0123456789abcdef0123456789`;

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const p = s.address().port;
      s.close(() => resolve(p));
    });
  });

async function waitHealthy(base) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${base} did not start`);
}

/** utime + stime (+ the reaped children's with `children`) of a process, in ms; undefined off Linux or once gone. */
function procCpu(pid, children = false) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(f[11]) + Number(f[12]) + (children ? Number(f[13]) + Number(f[14]) : 0);
    return { ticks, ppid: Number(f[1]) };
  } catch {
    return undefined;
  }
}
const TICK_MS = 10; // USER_HZ is 100 on Linux

/** CPU so far of the API processes, PostgreSQL (the postmaster's reaped children and its live ones) and this process. */
function cpuNow(servers, dataDirectory) {
  if (!existsSync('/proc/self/stat')) return undefined;
  let postmaster;
  try {
    postmaster = Number(readFileSync(join(dataDirectory, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
  let pg = procCpu(postmaster, true)?.ticks ?? 0;
  for (const d of readdirSync('/proc').filter((x) => /^\d+$/.test(x))) {
    const p = procCpu(d);
    if (p?.ppid === postmaster) pg += p.ticks;
  }
  const api = servers.reduce((s, x) => s + (procCpu(x.pid)?.ticks ?? 0), 0);
  const { user, system } = process.cpuUsage();
  return { api: api * TICK_MS, pg: pg * TICK_MS, client: (user + system) / 1000 };
}
const cpuSince = (a, b) => (a && b ? { api: b.api - a.api, pg: b.pg - a.pg, client: b.client - a.client } : undefined);

const agent = new Agent({ keepAlive: true });
let compressed = 0;
/** POST a JSON body; the answer's status and parsed body. */
function post(url, headers, body) {
  if (client === 'fetch')
    return fetch(url, { method: 'POST', headers, body }).then(async (res) => ({
      status: res.status,
      body: await res.json(),
    }));
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: { ...headers, 'accept-encoding': 'gzip, deflate', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          try {
            const raw = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'];
            const text = (
              encoding === 'gzip' ? gunzipSync(raw) : encoding === 'br' ? brotliDecompressSync(raw) : raw
            ).toString('utf8');
            if (encoding) compressed++;
            resolve({ status: res.statusCode, body: JSON.parse(text) });
          } catch (e) {
            reject(e);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const cluster = await startCluster();
if ('skipped' in cluster) {
  console.error(`ticket-rush needs PostgreSQL: ${cluster.skipped}`);
  process.exit(2);
}
const summary = [];
let run = 0;
try {
  // Each round runs the builds in turn, the first one alternating, so a busy moment or a database that
  // has grown falls on every build alike.
  for (let round = 0; round < rounds; round++)
    for (const entry of round % 2 === 0 ? servers : [...servers].reverse())
      summary.push(await rush(entry, `rush${run++}`));
  if (process.env.BENCH_PGBENCH === '1') await pgbenchCeiling(cluster.url.replace(/\/postgres$/, `/rush${run - 1}`));
} finally {
  cluster.stop();
}
if (summary.length > 1) {
  console.log('\nsummary (orders/min, p99 ms):');
  for (const r of summary)
    console.log(
      `  ${r.entry}: ${r.perMinute.toFixed(0)} orders/min, p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms${r.cpuMs ? `, ${r.cpuMs.toFixed(2)} CPU ms/request` : ''}${r.statements ? `, ${r.statements.toFixed(1)} statements/order` : ''}`,
    );
  // The p99 of one rush varies widely for the same code: per build, the median of the rounds and how many missed the target.
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
  console.log(`\nper build over ${rounds} round(s) (median; rounds with p99 over ${P99_TARGET_MS} ms):`);
  for (const entry of servers) {
    const mine = summary.filter((r) => r.entry === entry.replace(root, ''));
    console.log(
      `  ${entry.replace(root, '')}: ${median(mine.map((r) => r.perMinute)).toFixed(0)} orders/min, p99 ${median(mine.map((r) => r.p99)).toFixed(0)} ms (${mine.filter((r) => r.p99 > P99_TARGET_MS).length} of ${mine.length} over)`,
    );
  }
}

/** A sale on sale now, for a performance in a week, with `seats` seats. */
async function insertSale(db, seats) {
  const now = Date.now();
  const { rows } = await db.query(
    `insert into ticket_sales (title_zh, title_en, venue_zh, venue_en, poster, event_at, valid_until, sale_start_at, sale_end_at, price_cents, total_seats, remaining)
     values ('抢票压测', 'Ticket rush', '剧场', 'Theatre', '/files/seed/x.webp', $1, $2, $3, $4, 3800, $5, $5) returning id`,
    [
      new Date(now + 7 * 864e5),
      new Date(now + 7 * 864e5 + 3 * 36e5),
      new Date(now - 36e5),
      new Date(now + 6 * 864e5),
      seats,
    ],
  );
  return rows[0].id;
}

/** The order statement alone on one hot row: no HTTP, no Node, no other statement; orders expire at once so none is answered as pending. */
async function pgbenchCeiling(url) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const sale = await insertSale(db, 100_000_000);
  const users = (await db.query('select min(id)::int as lo, max(id)::int as hi from users')).rows[0];
  // The statement the build runs: with the rate-limit slot first (migration 0031) where it exists.
  const withSlot = (
    await db.query(
      `select exists (select 1 from pg_proc where proname = 'place_ticket_order' and pronargs = 22) as yes`,
    )
  ).rows[0].yes;
  await db.end();
  const dir = mkdtempSync(join(tmpdir(), 'nanhua-pgbench-'));
  const script = join(dir, 'order.sql');
  writeFileSync(
    script,
    `\\set u random(${users.lo}, ${users.hi})\nselect line_id from place_ticket_order(${withSlot ? `'pgbench:' || :u, 1000000, now() + interval '10 minutes', ` : ''}:u, ${sale}, null, 1, now(), 'PB' || md5(random()::text), 3800, 0, 'card', '', 'sandbox', null, null, now(), 't', 't', 3800, null, null);\n`,
  );
  const clients = String(processes * Math.min(16, Math.max(4, 2 * availableParallelism())));
  const out = spawnSync('pgbench', ['-n', '-M', 'prepared', '-c', clients, '-j', '2', '-T', '10', '-f', script, url], {
    encoding: 'utf8',
  });
  rmSync(dir, { recursive: true, force: true });
  const tps = /tps = ([\d.]+)/.exec(out.stdout ?? '')?.[1];
  const latency = /latency average = ([\d.]+ ms)/.exec(out.stdout ?? '')?.[1];
  console.log(
    tps
      ? `\npgbench, place_ticket_order${withSlot ? ' (with its rate-limit slot)' : ''} on one hot sale, ${clients} connections: ${Number(tps).toFixed(0)} orders/s (${(Number(tps) * 60).toFixed(0)}/min), latency average ${latency}`
      : `\npgbench did not run: ${out.error?.message ?? out.stderr}`,
  );
}

async function rush(entry, dbName) {
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  if (logStatements) await admin.query(`alter database ${dbName} set log_statement = 'all'`);
  const dataDirectory = (await admin.query('show data_directory')).rows[0].data_directory;
  await admin.end();
  const url = cluster.url.replace(/\/postgres$/, `/${dbName}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'nanhua-rush-'));
  const servers = [];
  const result = { entry: entry.replace(root, ''), perMinute: 0, p50: 0, p99: 0, statements: 0, cpuMs: 0 };
  try {
    const env = {
      ...process.env,
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      JWT_SECRET: secret,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      RATE_LIMIT_PER_MINUTE: '0',
      // Every buyer comes from 127.0.0.1, as from one load balancer: the per-address connection cap (64) would refuse
      // the bench's 100 connections per process (socket hang up).
      MAX_CONNECTIONS_PER_ADDRESS: '0',
      SEED: 'none',
      PAYMENT_PROVIDER: 'sandbox',
      PUBLIC_URL: 'http://localhost',
      HOST: '127.0.0.1',
    };
    const bases = [];
    // The first process migrates the new database; the others start once it is up.
    for (let i = 0; i < processes; i++) {
      const port = await freePort();
      servers.push(
        spawn(process.execPath, [...nodeArgs, entry], {
          cwd: root,
          env: { ...env, PORT: String(port) },
          stdio: ['ignore', 'ignore', 'inherit'],
        }),
      );
      bases.push(`http://127.0.0.1:${port}`);
      await waitHealthy(bases[i]);
    }

    const db = new pg.Client({ connectionString: url });
    await db.connect();
    const sale = await insertSale(db, seats);
    const users = (
      await db.query(
        `insert into users (email, nick_name) select 'rush' || g || '@example.com', 'rush' || g from generate_series(1, $1) g returning id, email, nick_name`,
        [buyers],
      )
    ).rows;
    const tokens = createTokenService(secret, { now: () => new Date() });
    const bearer = await Promise.all(
      users.map((u) =>
        tokens.signAccess({ id: u.id, email: u.email, nickName: u.nick_name, userType: 4, avatar: null }),
      ),
    );

    const latencies = [];
    const placedLatencies = [];
    compressed = 0;
    const outcome = { ok: 0, soldOut: 0, other: 0, http5xx: 0 };
    let next = 0;
    const logStart = logStatements ? readFileSync(join(dirname(dataDirectory), 'log'), 'utf8').length : 0;
    const cpuBefore = cpuNow(servers, dataDirectory);
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let i = next++; i < buyers; i = next++) {
          const t0 = performance.now();
          const res = await post(
            `${bases[i % bases.length]}/api/v1/ticket/order/buy`,
            { 'content-type': 'application/json', authorization: `Bearer ${bearer[i]}`, 'accept-language': 'en' },
            JSON.stringify({ saleId: sale, quantity: 1 }),
          );
          const body = res.body;
          latencies.push(performance.now() - t0);
          if (body.code === 1002) placedLatencies.push(performance.now() - t0);
          if (res.status >= 500) outcome.http5xx++;
          else if (body.code === 1002) outcome.ok++;
          else if (/^All seats are held|^Sorry, the tickets are sold out/.test(body.message)) outcome.soldOut++;
          else outcome.other++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpu = cpuSince(cpuBefore, cpuNow(servers, dataDirectory));
    if (logStatements) {
      const log = readFileSync(join(dirname(dataDirectory), 'log'), 'utf8').slice(logStart);
      const mine = log
        .split('\n')
        .filter((l) => /LOG:\s+(statement|execute [^:]*):/.test(l) && !/ticket_sales \(title_zh/.test(l));
      result.statements = mine.length / Math.max(1, outcome.ok);
      console.log(
        `statements: ${mine.length} logged during the rush (${result.statements.toFixed(1)} per placed order, sold-out answers included)`,
      );
      // Which statements: the commonest shapes (text up to its first parameter), most frequent first.
      const shapes = new Map();
      for (const l of mine) {
        const shape = l
          .replace(/^.*?LOG:\s+(?:statement|execute [^:]*):\s*/, '')
          .replace(/\$\d+.*$|'[^']*'.*$/, '…')
          .slice(0, 110);
        shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
      }
      for (const [shape, n] of [...shapes].sort((a, b) => b[1] - a[1]).slice(0, 15))
        console.log(`  ${String(n).padStart(6)}  ${shape}`);
    }
    const { remaining } = (await db.query('select remaining from ticket_sales where id = $1', [sale])).rows[0];
    const { lines } = (
      await db.query(
        `select coalesce(sum(l.quantity), 0)::int as lines from order_lines l join orders o on o.id = l.order_id where l.item_id = $1 and o.kind = 'ticket'`,
        [sale],
      )
    ).rows[0];
    await db.end();
    latencies.sort((a, b) => a - b);
    placedLatencies.sort((a, b) => a - b);
    const sold = seats - remaining;
    result.perMinute = (outcome.ok / seconds) * 60;
    result.p99 = pct(latencies, 99);
    result.p50 = pct(latencies, 50);
    console.log(`\n${result.entry}`);
    console.log(
      `ticket rush: ${buyers} buyers, ${seats} seats, ${concurrency} concurrent, ${processes} API processes, PostgreSQL, client ${client}`,
    );
    console.log(
      `orders:     ${outcome.ok} placed, ${outcome.soldOut} told sold out, ${outcome.other} other refusals, ${outcome.http5xx} server errors${client === 'http' ? `, ${compressed} answers compressed` : ''}`,
    );
    console.log(
      `throughput: ${(outcome.ok / seconds).toFixed(0)} orders/s (${(buyers / seconds).toFixed(0)} requests/s over ${seconds.toFixed(2)} s)`,
    );
    console.log(
      `latency:    p50 ${pct(latencies, 50).toFixed(1)} ms   p99 ${pct(latencies, 99).toFixed(1)} ms   max ${latencies.at(-1).toFixed(1)} ms (placed orders: p50 ${pct(placedLatencies, 50)?.toFixed(1)} ms, p99 ${pct(placedLatencies, 99)?.toFixed(1)} ms)`,
    );
    console.log(`seats sold: ${sold} of ${seats} (order lines ${lines}, remaining ${remaining})`);
    if (cpu) {
      const per = (ms) => (ms / buyers).toFixed(2);
      result.cpuMs = (cpu.api + cpu.pg + cpu.client) / buyers;
      console.log(
        `cpu:        ${result.cpuMs.toFixed(2)} ms per request (API ${per(cpu.api)}, PostgreSQL ${per(cpu.pg)}, this client ${per(cpu.client)}); ${availableParallelism()} cores bound it to ~${((availableParallelism() * 1000) / result.cpuMs).toFixed(0)} requests/s`,
      );
    }
    if (sold !== lines || sold !== outcome.ok || remaining < 0 || outcome.http5xx > 0) {
      console.error('MISMATCH: seats sold, order lines and placed orders must agree, with no server errors');
      process.exitCode = 1;
    }
  } finally {
    agent.destroy();
    await Promise.all(
      servers.map((s) => new Promise((r) => (s.exitCode !== null ? r() : (s.once('exit', r), s.kill('SIGTERM'))))),
    );
    rmSync(dataDir, { recursive: true, force: true });
  }
  return result;
}
