import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, repoRoot } from '../support/server.js';

/** `npm run serve` as the README runs it: no NODE_ENV, no test switches, the caller's environment only. */
function serve(env: Record<string, string>) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !['NODE_ENV', 'RATE_LIMIT_PER_MINUTE', 'SEED', 'PAYMENT_PROVIDER', 'DATABASE_URL'].includes(k)),
  );
  const child = spawn('npm', ['run', 'serve'], { cwd: repoRoot, env: { ...clean, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return {
    output: () => log,
    exited,
    async stop() {
      // npm runs the server in a shell of its own: end the whole process group.
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}

describe('the server started as the README says', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'nanhua-readme-'));
  let server: ReturnType<typeof serve>;
  let url = '';
  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = serve({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    const deadline = Date.now() + 90_000;
    for (;;) {
      try {
        if ((await fetch(`${url}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server did not start:\n${server.output()}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('registers no development route: the outbox of anyone, staff included, is not readable over HTTP', async () => {
    for (const to of ['staff@namhwa.local', 'member@example.org']) {
      const res = await fetch(`${url}/api/v1/dev/outbox/latest?to=${encodeURIComponent(to)}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 404, result: null });
    }
  });

  it('says at start that payments are the sandbox and take no money', () => {
    expect(server.output()).toContain('PAYMENTS: SANDBOX (TEST)');
  });

  it('keeps staff calls out of the public API description', async () => {
    const doc = (await (await fetch(`${url}/api/docs/json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/v1/admin/'))).toBe(false);
    expect(Object.keys(doc.paths)).toContain('/api/v1/site/appCarousel/get');
  });
});

describe('a production install (SEED=none)', () => {
  it('refuses to start without a payment provider chosen on purpose', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nanhua-none-'));
    try {
      const s = serve({ PORT: String(await freePort()), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'none' });
      expect(await s.exited).not.toBe(0);
      expect(s.output()).toContain('PAYMENT_PROVIDER: required when SEED=none');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
