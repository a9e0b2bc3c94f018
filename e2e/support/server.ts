import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))));
    });
  });

/**
 * How the server is started. 'dist': `node apps/api/dist/main.js` as `npm run serve` runs it, with the
 * test switches (NODE_ENV=production, LOG_LEVEL=warn, no rate limit). 'readme': `npm run serve` itself,
 * as the README runs it: no NODE_ENV, no test switches, the caller's environment only.
 */
export type ServerCommand = 'dist' | 'readme';

/** A server that ended before it answered /api/health: its exit code (null after a signal) and output. */
export class ServerExited extends Error {
  constructor(
    readonly exitCode: number | null,
    readonly output: string,
  ) {
    super(`server exited early (code ${exitCode}):\n${output}`);
  }
}

export interface RunningServer {
  /** The current process's address, port and pid (a restart keeps the port and the data directory). */
  readonly url: string;
  readonly port: number;
  readonly dataDir: string;
  readonly pid: number;
  /** What the current process printed. */
  output(): string;
  /** SIGTERM and wait for a graceful exit; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** Stop and remove the data directory (when this server created it). */
  dispose(): Promise<void>;
  /** The exit code, or null while it runs (a signal death reads as null too: see `exited`). */
  exitCode(): number | null;
  /** Whether the process has ended, however it ended. */
  exited(): boolean;
  /** Send a signal (e.g. SIGKILL for an unclean stop) and wait until the process is gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Start a new process on the same port, data directory and environment (stopping the old one first if it runs). */
  restart(): Promise<void>;
}

// Variables the README's `npm run serve` must not inherit from the test run.
const TEST_SWITCHES = ['NODE_ENV', 'RATE_LIMIT_PER_MINUTE', 'SEED', 'PAYMENT_PROVIDER', 'DATABASE_URL'];

interface Proc {
  child: ChildProcess;
  log: string;
  exited: Promise<number | null>;
  closed: Promise<void>;
}

/**
 * The built server on a free port with its own data directory (or `dataDir`); `env` wins over the
 * defaults. Answers once /api/health does; rejects with ServerExited when the process ends first.
 * Specs start it through startApp (app.ts); bench/faults.mjs calls it directly.
 */
export async function startServer(
  opts: { dataDir?: string; env?: Record<string, string>; command?: ServerCommand } = {},
): Promise<RunningServer> {
  const command = opts.command ?? 'dist';
  const port = await freePort();
  const ownDir = !opts.dataDir;
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'nanhua-e2e-'));
  const place = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  const env: NodeJS.ProcessEnv =
    command === 'readme'
      ? {
          ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !TEST_SWITCHES.includes(k))),
          ...place,
          ...opts.env,
        }
      : {
          ...process.env,
          ...place,
          LOG_LEVEL: 'warn',
          NODE_ENV: 'production',
          RATE_LIMIT_PER_MINUTE: '0',
          ...opts.env,
        };
  // Production refuses SMTP_URL without PUBLIC_URL (mails link to it): a test server with a mail catcher
  // names the address the demo start would fall back to, so its links stay what the specs expect.
  if (command !== 'readme' && env.SMTP_URL && !env.PUBLIC_URL) env.PUBLIC_URL = `http://localhost:${port}`;
  const url = `http://127.0.0.1:${port}`;

  const gone = (p: Proc) => p.child.exitCode !== null || p.child.signalCode !== null;
  const signal = (p: Proc, sig: NodeJS.Signals) => {
    if (gone(p)) return;
    // npm runs the server in a shell of its own: signal the whole process group.
    if (command === 'readme' && p.child.pid) process.kill(-p.child.pid, sig);
    else p.child.kill(sig);
  };

  const spawnOnce = async (): Promise<Proc> => {
    const child =
      command === 'readme'
        ? spawn('npm', ['run', 'serve'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
        : spawn(process.execPath, ['apps/api/dist/main.js'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const p: Proc = {
      child,
      log: '',
      exited: new Promise((r) => child.once('exit', (code) => r(code))),
      closed: new Promise((r) => child.once('close', () => r())),
    };
    child.stdout?.on('data', (d) => (p.log += d));
    child.stderr?.on('data', (d) => (p.log += d));
    const deadline = Date.now() + (command === 'readme' ? 90_000 : 60_000);
    for (;;) {
      if (gone(p)) {
        await p.closed;
        throw new ServerExited(child.exitCode, p.log);
      }
      try {
        if ((await fetch(`${url}/api/health`)).ok) return p;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        signal(p, 'SIGKILL');
        throw new Error(`server did not start in ${command === 'readme' ? 90 : 60} s:\n${p.log}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  let current: Proc;
  try {
    current = await spawnOnce();
  } catch (err) {
    if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  const stop = async () => {
    signal(current, 'SIGTERM');
    return current.exited;
  };
  return {
    url,
    port,
    dataDir,
    get pid() {
      return current.child.pid ?? -1;
    },
    output: () => current.log,
    stop,
    exitCode: () => current.child.exitCode,
    exited: () => gone(current),
    async kill(sig) {
      signal(current, sig);
      await current.exited;
    },
    async restart() {
      await stop();
      current = await spawnOnce();
    },
    async dispose() {
      await stop();
      if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
