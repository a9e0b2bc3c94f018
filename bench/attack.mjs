// What one attacker's request costs everyone else (issue 31, items 1 and 2), against the built server on
// the embedded database (PGlite, as `npm start` runs it). Run after `npm run build`:
//   npm run bench:attack
// 1. deep body: a JSON body nested BENCH_DEPTH (50000) deep posted to user/login (no token) while a
//    second client asks /api/hello every 20 ms; prints how long the deep request took to be answered and
//    the worst wait of the hello calls meanwhile.
// 2. slow body: a login body trickling one byte every second; prints after how many seconds the server
//    closed the connection (or that it was still open after BENCH_SLOW_MAX seconds, 90).
// 3. many slow connections from one address: BENCH_CONNECTIONS (200) sockets opened at once; prints how
//    many the server kept open, and whether /api/health still answers.
// BENCH_SERVERS: comma-separated server entry files to compare (default apps/api/dist/main.js).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, sleep } from './net.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const servers = (process.env.BENCH_SERVERS ?? 'apps/api/dist/main.js').split(',').map((s) => resolve(root, s.trim()));
const depth = Number(process.env.BENCH_DEPTH ?? 50_000);
const slowMax = Number(process.env.BENCH_SLOW_MAX ?? 90);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 200);

async function start(entry) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'nanhua-attack-'));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SEED: 'demo',
    PAYMENT_PROVIDER: 'sandbox',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [entry], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  for (const t0 = Date.now(); Date.now() - t0 < 180_000; await sleep(50)) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200) break;
    } catch {
      /* not listening yet */
    }
  }
  return {
    port,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function deepBody(port) {
  const body = '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
  let worst = 0;
  let done = false;
  const watcher = (async () => {
    while (!done) {
      const t0 = performance.now();
      await fetch(`http://127.0.0.1:${port}/api/hello`).then((r) => r.arrayBuffer());
      worst = Math.max(worst, performance.now() - t0);
      await sleep(20);
    }
  })();
  await sleep(200);
  const t0 = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/usercenter/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body,
  });
  const answer = await res.json().catch(() => ({}));
  const took = performance.now() - t0;
  await sleep(200);
  done = true;
  await watcher;
  return { took, worst, status: res.status, code: answer.code, message: answer.message };
}

async function slowBody(port) {
  const socket = connect(port, '127.0.0.1');
  let reply = '';
  socket.setEncoding('utf8');
  socket.on('data', (d) => (reply += d));
  socket.on('error', () => undefined);
  let closed = false;
  socket.once('close', () => (closed = true));
  await new Promise((r) => socket.once('connect', r));
  const t0 = performance.now();
  socket.write(
    'POST /api/v1/usercenter/user/login HTTP/1.1\r\nHost: bench\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
  );
  while (!closed && performance.now() - t0 < slowMax * 1000) {
    socket.write('{');
    await sleep(1000);
  }
  socket.destroy();
  return { seconds: closed ? (performance.now() - t0) / 1000 : null, status: reply.split('\r\n', 1)[0] };
}

async function manyConnections(port) {
  const sockets = Array.from({ length: connections }, () => {
    const s = connect(port, '127.0.0.1');
    s.on('error', () => undefined);
    s.once('connect', () =>
      s.write(
        'POST /api/v1/usercenter/user/login HTTP/1.1\r\nHost: bench\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      ),
    );
    return s;
  });
  await sleep(2000);
  const open = sockets.filter((s) => !s.destroyed).length;
  let health;
  try {
    health = (await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(10_000) })).status;
  } catch (err) {
    health = String(err.cause?.code ?? err.name);
  }
  for (const s of sockets) s.destroy();
  return { open, health };
}

for (const entry of servers) {
  const s = await start(entry);
  try {
    const d = await deepBody(s.port);
    console.log(
      `${entry}\n  deep body (${depth} levels): answered in ${d.took.toFixed(0)} ms (HTTP ${d.status}, code ${d.code}: ${d.message}); other callers' worst wait ${d.worst.toFixed(0)} ms`,
    );
    const sb = await slowBody(s.port);
    console.log(
      `  slow body (1 byte/s): ${sb.seconds === null ? `still open after ${slowMax} s` : `closed after ${sb.seconds.toFixed(1)} s (${sb.status || 'no answer'})`}`,
    );
    const m = await manyConnections(s.port);
    console.log(
      `  ${connections} slow connections from one address: ${m.open} kept open; /api/health meanwhile: ${m.health}`,
    );
  } finally {
    await s.stop();
  }
}
