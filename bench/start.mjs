// Embedded start: how long the built server takes, from spawn to the first 200 on /api/health, on a
// first-ever start (an empty DATA_DIR: PGlite creates its cluster, migrates and seeds the demo) and on
// a reopen of that same DATA_DIR. Median of BENCH_ROUNDS (3) each. Run after `npm run build`:
//   npm run bench:start
// BENCH_SERVERS: comma-separated server entry files to compare in ONE run, rounds interleaved
// (default apps/api/dist/main.js), e.g. a baseline build copied aside: BENCH_SERVERS=apps/api/.bench-base/main.js,apps/api/dist/main.js
// Beside the wall time it reports the CPU time the server process used until that first 200 (Linux,
// /proc): on a machine shared with other work the wall time mostly measures the wait for a core. `main`
// is the share of the main thread (the rest: V8's compiler and GC threads, the libuv pool).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './net.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const servers = (process.env.BENCH_SERVERS ?? 'apps/api/dist/main.js').split(',').map((s) => resolve(root, s.trim()));

/** CPU milliseconds (user + system) a process (every thread) or one of its threads has used so far; NaN where /proc is absent. */
function cpuMs(pid, thread) {
  const stat = thread ? `/proc/${pid}/task/${thread}/stat` : `/proc/${pid}/stat`;
  if (!existsSync(stat)) return NaN;
  // Fields after the command name: utime and stime are the 12th and 13th, in clock ticks (100 per second on Linux).
  const fields = readFileSync(stat, 'utf8')
    .replace(/^.*\) /s, '')
    .split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Spawn the server on a data folder; answers the milliseconds to the first 200 on /api/health and the child. */
async function timeStart(entry, dataDir) {
  const port = await freePort();
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
  const t0 = performance.now();
  const child = spawn(process.execPath, [entry], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  let exited = null;
  child.on('exit', (code) => (exited = code));
  for (;;) {
    if (exited !== null) throw new Error(`${entry} exited with ${exited} before it answered`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200)
        return { ms: performance.now() - t0, cpu: cpuMs(child.pid), main: cpuMs(child.pid, child.pid), child };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 10));
    if (performance.now() - t0 > 120_000) throw new Error(`${entry} did not start in 120 s`);
  }
}

const stop = (child) =>
  new Promise((ok) => {
    if (child.exitCode !== null) return ok();
    child.once('exit', ok);
    child.kill('SIGTERM');
  });

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = servers.map(() => ({
  first: [],
  reopen: [],
  firstCpu: [],
  reopenCpu: [],
  firstMain: [],
  reopenMain: [],
}));

for (let r = 0; r < rounds; r++) {
  for (const [i, entry] of servers.entries()) {
    const dir = mkdtempSync(join(tmpdir(), 'nanhua-start-'));
    try {
      const first = await timeStart(entry, dir);
      await stop(first.child);
      const again = await timeStart(entry, dir);
      await stop(again.child);
      results[i].first.push(first.ms);
      results[i].reopen.push(again.ms);
      results[i].firstCpu.push(first.cpu);
      results[i].reopenCpu.push(again.cpu);
      results[i].firstMain.push(first.main);
      results[i].reopenMain.push(again.main);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

console.log(`embedded start (PGlite, SEED=demo), ${rounds} rounds, median ms to the first 200 on /api/health`);
for (const [i, entry] of servers.entries()) {
  const { first, reopen, firstCpu, reopenCpu, firstMain, reopenMain } = results[i];
  const f = (xs) => xs.map((x) => x.toFixed(0)).join(' / ');
  console.log(
    `${entry.replace(root, '')}: first start ${median(first).toFixed(0)} ms (${f(first)})   reopen ${median(reopen).toFixed(0)} ms (${f(reopen)})`,
  );
  const pad = ' '.repeat(entry.replace(root, '').length);
  console.log(
    `${pad}  cpu: first start ${median(firstCpu).toFixed(0)} ms (${f(firstCpu)})   reopen ${median(reopenCpu).toFixed(0)} ms (${f(reopenCpu)})`,
  );
  console.log(
    `${pad}  main thread: first start ${median(firstMain).toFixed(0)} ms (${f(firstMain)})   reopen ${median(reopenMain).toFixed(0)} ms (${f(reopenMain)})`,
  );
}
if (servers.length > 1) {
  const base = results[0];
  for (const [i, entry] of servers.entries()) {
    if (i === 0) continue;
    const x = results[i];
    const r = (k) => (median(x[k]) / median(base[k])).toFixed(2);
    console.log(
      `${entry.replace(root, '')} vs ${servers[0].replace(root, '')}: first ${r('first')}x, reopen ${r('reopen')}x; cpu: first ${r('firstCpu')}x, reopen ${r('reopenCpu')}x; main thread: first ${r('firstMain')}x, reopen ${r('reopenMain')}x`,
    );
  }
}
