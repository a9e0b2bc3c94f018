// What the benches share: a free loopback port for a server they start, a pause, and the built server itself.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A port nothing listens on now (asked of the OS, then let go). */
export const freePort = () =>
  new Promise((ok) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const p = s.address().port;
      s.close(() => ok(p));
    });
  });

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * The built server (`entry`, default apps/api/dist/main.js) on a fresh data folder (PGlite, demo seed, the
 * sandbox), as `npm run serve` runs it; its output kept (the printed staff account). Answers once
 * /api/health is ok; `stop()` ends it and removes the folder.
 */
export async function startBuiltServer({
  entry = 'apps/api/dist/main.js',
  prefix = 'nanhua-bench-',
  env: extra = {},
} = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SEED: 'demo',
    PAYMENT_PROVIDER: 'sandbox',
    RATE_LIMIT_PER_MINUTE: '0',
    ...extra,
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const child = spawn(process.execPath, [entry], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((ok) => {
      const done = () => {
        rmSync(dataDir, { recursive: true, force: true });
        ok();
      };
      if (child.exitCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  const t0 = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    if (Date.now() - t0 > 120_000) throw new Error(`${entry} did not start in 120 s:\n${output}`);
    await sleep(100);
  }
  return { url, dataDir, output: () => output, stop };
}

/**
 * The API as the web calls it: JSON or form bodies, a token when given, in `lang` (the app's default
 * zh-Hans unless asked); answers the envelope.
 */
export const caller =
  (url, defaultLang = 'zh-Hans') =>
  async (path, { body, form, token, lang = defaultLang } = {}) => {
    const headers = { 'accept-language': lang };
    if (token) headers.authorization = `Bearer ${token}`;
    let payload;
    if (form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(form).toString();
    } else if (body) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(`${url}/api/v1${path}`, { method: body || form ? 'POST' : 'GET', headers, body: payload });
    return res.json();
  };

/** An envelope's result, or an error naming the step when the API refused (code 1002 is success). */
export const ok = (envelope, what) => {
  if (envelope.code !== 1002) throw new Error(`${what}: ${envelope.code} ${envelope.message}`);
  return envelope.result;
};
