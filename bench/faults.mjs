// Database faults, measured: PostgreSQL restarted under a stream of ticket orders with two API
// processes, and the embedded database killed with SIGKILL mid-stream (5 times). Prints process
// exits, seconds to recover and acknowledged orders lost. Run after `npm run build`:
//   npm run bench:faults        (BENCH_RESTARTS=2, BENCH_KILLS=5, BENCH_DOWN_SECONDS=2)
// The PostgreSQL part needs initdb/pg_ctl (skipped with a note when absent).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startCluster } from '../apps/api/test/pg-cluster.ts';
import { openPglite } from '../apps/api/src/db/client.ts';
import { auditOrders, createSaleAndBuyers, eventually, startOrderStream } from '../e2e/support/faults.ts';
import { startServer } from '../e2e/support/server.ts';
import { sleep } from './net.mjs';

const restarts = Number(process.env.BENCH_RESTARTS ?? 2);
const kills = Number(process.env.BENCH_KILLS ?? 5);
const downMs = Number(process.env.BENCH_DOWN_SECONDS ?? 2) * 1000;
const secret = `bench-faults-${Date.now()}-0123456789abcdef0123456789`;
const env = { SEED: 'none', PAYMENT_PROVIDER: 'sandbox', PUBLIC_URL: 'http://localhost', JWT_SECRET: secret };
const migrations = fileURLToPath(new URL('../apps/api/src/db/migrations', import.meta.url));
const secs = (ms) => (ms / 1000).toFixed(2);
let failed = false;

async function postgresRestarts() {
  const cluster = await startCluster();
  if ('skipped' in cluster) return console.log(`PostgreSQL restart: skipped (${cluster.skipped})`);
  const servers = [];
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('create database faults');
    await admin.end();
    const url = cluster.url.replace(/\/postgres$/, '/faults');
    for (let i = 0; i < 2; i++) servers.push(await startServer({ env: { ...env, DATABASE_URL: url } }));
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    const sale = await createSaleAndBuyers((t, p) => db.query(t, p), secret, 60_000);
    await db.end();
    const stream = startOrderStream({ bases: servers.map((s) => s.url), sale, concurrency: 16, pauseMs: 10 });
    const recoveries = [];
    for (let r = 0; r < restarts; r++) {
      await eventually(() => stream.acked.length >= (r + 1) * 100, 60_000);
      cluster.halt();
      await sleep(downMs);
      cluster.resume();
      const up = Date.now();
      const ok = await eventually(() => servers.every((s) => stream.okSince(s.url, up)), 60_000, 10);
      recoveries.push(ok ? Date.now() - up : Number.POSITIVE_INFINITY);
      await sleep(1000);
    }
    await stream.stop();
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    const audit = await auditOrders((t, p) => check.query(t, p), sale, stream.acked);
    await check.end();
    const exits = servers.filter((s) => s.exited()).length;
    const seatsOk = audit.seatsSold === audit.seatLines && audit.seatLines === audit.ordersInDb;
    console.log(
      `PostgreSQL restart (pg_ctl stop -m fast, ${secs(downMs)} s down, ${restarts}x) under ${stream.acked.length} acknowledged orders, 2 API processes:`,
    );
    console.log(`  process exits:             ${exits}`);
    console.log(
      `  seconds to recover:        ${recoveries.map(secs).join(', ')}  (PostgreSQL accepting → both processes placing orders)`,
    );
    console.log(`  acknowledged orders lost:  ${audit.lost.length}`);
    console.log(
      `  seats consistent:          ${seatsOk ? 'yes' : 'NO'} (sold ${audit.seatsSold}, order lines ${audit.seatLines}, orders ${audit.ordersInDb})`,
    );
    console.log(`  answers:                   ${JSON.stringify(stream.counts)}`);
    if (exits || audit.lost.length || !seatsOk || recoveries.some((x) => x > 5000) || stream.odd.length) failed = true;
  } finally {
    for (const s of servers) await s.dispose();
    cluster.stop();
  }
}

async function embeddedKills() {
  const dataDir = mkdtempSync(join(tmpdir(), 'nanhua-bench-kill-'));
  try {
    const database = await openPglite(join(dataDir, 'db'));
    await database.migrate(migrations);
    const sale = await createSaleAndBuyers((t, p) => database.db.$client.query(t, p), secret, 20_000);
    await database.close();
    let server = await startServer({ dataDir, env });
    const stream = startOrderStream({ bases: [server.url], sale, concurrency: 4, pauseMs: 5 });
    const restartsMs = [];
    for (let k = 0; k < kills; k++) {
      const before = stream.acked.length;
      await eventually(() => stream.acked.length >= before + 25, 60_000);
      await server.kill('SIGKILL');
      const t0 = Date.now();
      server = await startServer({ dataDir, env });
      restartsMs.push(Date.now() - t0);
      stream.setBases([server.url]);
    }
    const before = stream.acked.length;
    await eventually(() => stream.acked.length >= before + 25, 60_000);
    await stream.stop();
    const code = await server.stop();
    const check = await openPglite(join(dataDir, 'db'));
    const audit = await auditOrders((t, p) => check.db.$client.query(t, p), sale, stream.acked);
    await check.close();
    const seatsOk = audit.seatsSold === audit.seatLines && audit.seatLines === audit.ordersInDb;
    console.log(
      `Embedded database (PGlite) killed with SIGKILL ${kills}x mid-stream, ${stream.acked.length} acknowledged orders:`,
    );
    console.log(`  restarts that failed:      0 of ${kills}  (graceful stop at the end: exit ${code})`);
    console.log(
      `  seconds to restart:        ${restartsMs.map(secs).join(', ')}  (kill → answering again, WAL replay included)`,
    );
    console.log(`  acknowledged orders lost:  ${audit.lost.length}`);
    console.log(
      `  seats consistent:          ${seatsOk ? 'yes' : 'NO'} (sold ${audit.seatsSold}, order lines ${audit.seatLines}, orders ${audit.ordersInDb})`,
    );
    if (audit.lost.length || !seatsOk || code !== 0) failed = true;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await postgresRestarts();
await embeddedKills();
if (failed) {
  console.error('FAILED: a process exited, an acknowledged order was lost, seats disagree or recovery took over 5 s');
  process.exitCode = 1;
}
