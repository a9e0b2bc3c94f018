// Ticket rush: many buyers at once for a sale with limited seats, on PostgreSQL (a throw-away
// cluster, as the api-postgres tests use) behind several API processes of the built server.
// Prints orders/second, latency percentiles and the seats sold, and checks that no seat was sold
// twice. Run after `npm run build`:  npm run bench:rush
// BENCH_BUYERS (3000), BENCH_SEATS (1000), BENCH_CONCURRENCY (200), BENCH_PROCESSES (2).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startCluster } from '../apps/api/test/pg-cluster.ts';
import { createTokenService } from '../apps/api/src/services/tokens.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const buyers = Number(process.env.BENCH_BUYERS ?? 3000);
const seats = Number(process.env.BENCH_SEATS ?? 1000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 200);
const processes = Number(process.env.BENCH_PROCESSES ?? 2);
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

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const cluster = await startCluster();
if ('skipped' in cluster) {
  console.error(`ticket-rush needs PostgreSQL: ${cluster.skipped}`);
  process.exit(2);
}
const admin = new pg.Client({ connectionString: cluster.url });
await admin.connect();
await admin.query('create database rush');
await admin.end();
const url = cluster.url.replace(/\/postgres$/, '/rush');
const dataDir = mkdtempSync(join(tmpdir(), 'nanhua-rush-'));
const servers = [];
try {
  const env = { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, JWT_SECRET: secret, LOG_LEVEL: 'warn', NODE_ENV: 'production', RATE_LIMIT_PER_MINUTE: '0', SEED: 'none', PAYMENT_PROVIDER: 'sandbox', HOST: '127.0.0.1' };
  const bases = [];
  // The first process migrates the new database; the others start once it is up.
  for (let i = 0; i < processes; i++) {
    const port = await freePort();
    servers.push(spawn(process.execPath, ['apps/api/dist/main.js'], { cwd: root, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] }));
    bases.push(`http://127.0.0.1:${port}`);
    await waitHealthy(bases[i]);
  }

  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const now = Date.now();
  const sale = (
    await db.query(
      `insert into ticket_sales (title_zh, title_en, venue_zh, venue_en, poster, event_at, valid_until, sale_start_at, sale_end_at, price_cents, total_seats, remaining)
       values ('抢票压测', 'Ticket rush', '剧场', 'Theatre', '/files/seed/x.webp', $1, $2, $3, $4, 3800, $5, $5) returning id`,
      [new Date(now + 7 * 864e5), new Date(now + 7 * 864e5 + 3 * 36e5), new Date(now - 36e5), new Date(now + 6 * 864e5), seats],
    )
  ).rows[0].id;
  const users = (
    await db.query(`insert into users (email, nick_name) select 'rush' || g || '@example.com', 'rush' || g from generate_series(1, $1) g returning id, email, nick_name`, [buyers])
  ).rows;
  const tokens = createTokenService(secret, { now: () => new Date() });
  const bearer = await Promise.all(users.map((u) => tokens.signAccess({ id: u.id, email: u.email, nickName: u.nick_name, userType: 4, avatar: null })));

  const latencies = [];
  const outcome = { ok: 0, soldOut: 0, other: 0, http5xx: 0 };
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < buyers; i = next++) {
        const t0 = performance.now();
        const res = await fetch(`${bases[i % bases.length]}/api/v1/ticket/order/buy`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer[i]}`, 'accept-language': 'en' },
          body: JSON.stringify({ saleId: sale, quantity: 1 }),
        });
        const body = await res.json();
        latencies.push(performance.now() - t0);
        if (res.status >= 500) outcome.http5xx++;
        else if (body.code === 1002) outcome.ok++;
        else if (/^All seats are held|^Sorry, the tickets are sold out/.test(body.message)) outcome.soldOut++;
        else outcome.other++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const { remaining } = (await db.query('select remaining from ticket_sales where id = $1', [sale])).rows[0];
  const { lines } = (await db.query(`select coalesce(sum(l.quantity), 0)::int as lines from order_lines l join orders o on o.id = l.order_id where l.item_id = $1 and o.kind = 'ticket'`, [sale])).rows[0];
  await db.end();
  latencies.sort((a, b) => a - b);
  const sold = seats - remaining;
  console.log(`ticket rush: ${buyers} buyers, ${seats} seats, ${concurrency} concurrent, ${processes} API processes, PostgreSQL`);
  console.log(`orders:     ${outcome.ok} placed, ${outcome.soldOut} told sold out, ${outcome.other} other refusals, ${outcome.http5xx} server errors`);
  console.log(`throughput: ${(outcome.ok / seconds).toFixed(0)} orders/s (${(buyers / seconds).toFixed(0)} requests/s over ${seconds.toFixed(2)} s)`);
  console.log(`latency:    p50 ${pct(latencies, 50).toFixed(1)} ms   p99 ${pct(latencies, 99).toFixed(1)} ms   max ${latencies.at(-1).toFixed(1)} ms`);
  console.log(`seats sold: ${sold} of ${seats} (order lines ${lines}, remaining ${remaining})`);
  if (sold !== lines || sold !== outcome.ok || remaining < 0 || outcome.http5xx > 0) {
    console.error('MISMATCH: seats sold, order lines and placed orders must agree, with no server errors');
    process.exitCode = 1;
  }
} finally {
  for (const s of servers) s.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  cluster.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
