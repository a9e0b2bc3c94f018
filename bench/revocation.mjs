// Sign-out across processes (issue 31, item 3): two API processes on one throw-away PostgreSQL, a member
// signed in on A whose access token B has already accepted (and cached). The member signs out on A; from
// the moment A answers, B is asked user/get in a tight loop until it refuses. Prints how long that took and
// how many of B's answers after the sign-out still let the token through (must be 0). The same for a
// password change on A against a second session's token. Run after `npm run build`:
//   npm run bench:revocation            (BENCH_ROUNDS, default 5)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startCluster } from '../apps/api/test/pg-cluster.ts';
import { hashPassword } from '../apps/api/src/services/passwords.ts';
import { freePort, sleep } from './net.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = resolve(root, process.env.BENCH_SERVER ?? 'apps/api/dist/main.js');
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const secret = 'bench-revocation-secret-bench-revocation-secret';

async function call(base, method, path, { token, body } = {}) {
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, ...(await res.json()) };
}
const accepted = (r) => r.status === 200 && r.code === 1002;

/** B's answers to the token from the moment A has answered, until B refuses: elapsed ms and how many still let it in. */
async function untilRefused(base, token) {
  const t0 = performance.now();
  let through = 0;
  for (;;) {
    const r = await call(base, 'GET', '/usercenter/user/get', { token });
    if (!accepted(r)) return { ms: performance.now() - t0, through, code: r.code };
    through++;
    if (performance.now() - t0 > 60_000) return { ms: Infinity, through, code: r.code };
  }
}

const cluster = await startCluster();
if ('skipped' in cluster) {
  console.error(`bench:revocation needs PostgreSQL: ${cluster.skipped}`);
  process.exit(2);
}
const children = [];
const dataDir = mkdtempSync(join(tmpdir(), 'nanhua-revocation-'));
try {
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('create database revocation');
  await admin.end();
  const url = cluster.url.replace(/\/postgres$/, '/revocation');
  const env = {
    ...process.env,
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    JWT_SECRET: secret,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    RATE_LIMIT_PER_MINUTE: '0',
    SEED: 'none',
    PAYMENT_PROVIDER: 'sandbox',
    PUBLIC_URL: 'http://localhost',
    HOST: '127.0.0.1',
  };
  const bases = [];
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    children.push(
      spawn(process.execPath, [entry], {
        cwd: root,
        env: { ...env, PORT: String(port) },
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    );
    bases.push(`http://127.0.0.1:${port}`);
    for (const t0 = Date.now(); ; await sleep(50)) {
      if (
        await fetch(`${bases[i]}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (Date.now() - t0 > 120_000) throw new Error('server did not start');
    }
  }
  const [A, B] = bases;
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const password = 'Bench-password-1';
  const hash = await hashPassword(password);
  const results = { signOut: [], passwordChange: [] };
  for (let round = 0; round < rounds; round++) {
    const email = `revocation${round}@example.com`;
    await db.query(`insert into users (email, nick_name, password_hash) values ($1, $2, $3)`, [
      email,
      `bench ${round}`,
      hash,
    ]);
    const login = () => call(A, 'POST', '/usercenter/user/login', { body: { email, password } }).then((r) => r.result);

    // Sign-out on A ends the token on B.
    const s = await login();
    if (!accepted(await call(B, 'GET', '/usercenter/user/get', { token: s.accessToken })))
      throw new Error('B refused a fresh token');
    await call(A, 'POST', '/usercenter/user/logout', { body: { refreshToken: s.refreshToken } });
    results.signOut.push(await untilRefused(B, s.accessToken));

    // A password change on A (another session) ends this one on B.
    const other = await login();
    const mine = await login();
    if (!accepted(await call(B, 'GET', '/usercenter/user/get', { token: other.accessToken })))
      throw new Error('B refused a fresh token');
    const changed = await call(A, 'POST', '/usercenter/user/updatePassword', {
      token: mine.accessToken,
      body: { oldPassword: password, password: 'Bench-password-2', confirmPassword: 'Bench-password-2' },
    });
    if (changed.code !== 1002) throw new Error(`password change refused: ${changed.message}`);
    results.passwordChange.push(await untilRefused(B, other.accessToken));
    await db.query(`update users set password_hash = $1 where email = $2`, [hash, email]);
  }
  await db.end();
  for (const [name, rs] of Object.entries(results)) {
    const ms = rs.map((r) => r.ms).sort((a, b) => a - b);
    console.log(
      `${name} on A → refused on B: ${rs.length} rounds, ${ms.map((x) => x.toFixed(1)).join(' / ')} ms (median ${ms[Math.floor((ms.length - 1) / 2)].toFixed(1)}), ` +
        `answers that still let the token through after A answered: ${rs.map((r) => r.through).join(', ')}; B's code: ${[...new Set(rs.map((r) => r.code))].join(', ')}`,
    );
  }
} finally {
  for (const c of children) c.kill('SIGTERM');
  await sleep(500);
  cluster.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
