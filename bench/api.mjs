// API throughput: autocannon against the built server (PGlite, demo seed) for a hello route and the
// real read endpoints; prints req/s and each endpoint's ratio to hello. Run after `npm run build`.
// BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL (an empty database: it is migrated and seeded).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('..', import.meta.url));
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

/** Later issues append their list endpoints here. */
const targets = [
  { name: 'hello', path: '/api/hello' },
  { name: 'site/appCarousel/get', path: '/api/v1/site/appCarousel/get' },
  { name: 'theatre/theatre/get', path: '/api/v1/theatre/theatre/get?page=1&pageSize=10' },
  { name: 'video/video/get', path: '/api/v1/video/video/get?page=1&pageSize=10', method: 'POST', body: '{}' },
  { name: 'shop/product/get (price sort)', path: '/api/v1/shop/product/get?page=1&pageSize=10', method: 'POST', body: '{"sort":"priceAsc"}' },
  // Anonymous GETs come from the public cache between writes (http/public-cache.ts); the POST rows above do not.
  { name: 'ticket/sale/get (cached)', path: '/api/v1/ticket/sale/get?page=1&pageSize=10' },
  { name: 'video/mark/get (cached)', path: '/api/v1/video/mark/get?page=1&pageSize=10' },
  { name: 'theatre/theatre/get (304)', path: '/api/v1/theatre/theatre/get?page=1&pageSize=10', revalidate: true },
];

const port = await new Promise((resolve) => {
  const s = createServer();
  s.listen(0, '127.0.0.1', () => {
    const p = s.address().port;
    s.close(() => resolve(p));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'nanhua-bench-'));
const server = spawn(process.execPath, ['apps/api/dist/main.js'], {
  cwd: root,
  env: { ...process.env, ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', RATE_LIMIT_PER_MINUTE: '0' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    if (i > 300) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const results = [];
  for (const t of targets) {
    const headers = t.body ? { 'content-type': 'application/json' } : {};
    // A repeat visit: the browser sends back the ETag it holds and gets 304 with no body.
    if (t.revalidate) headers['if-none-match'] = (await fetch(base + t.path)).headers.get('etag') ?? '';
    const request = { url: base + t.path, method: t.method ?? 'GET', body: t.body, headers };
    await autocannon({ ...request, connections, duration: 2 }); // warm-up
    const r = await autocannon({ ...request, connections, duration });
    if ((t.revalidate ? r['2xx'] > 0 || r.non2xx !== r['3xx'] : r.non2xx > 0) || r.errors > 0) throw new Error(`${t.name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    results.push({ name: t.name, rps: r.requests.average, p99: r.latency.p99 });
  }
  const hello = results[0].rps;
  console.log(`autocannon: ${connections} connections, ${duration} s each, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, one process`);
  for (const r of results) {
    console.log(`${r.name.padEnd(28)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(4)} ms   ratio to hello ${(r.rps / hello).toFixed(2)}`);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
