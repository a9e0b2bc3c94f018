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

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  output(): string;
  /** SIGTERM and wait for a graceful exit; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** Stop and remove the data directory (when this server created it). */
  dispose(): Promise<void>;
  pid: number;
  /** The exit code, or null while it runs (a signal death reads as null too: see `exited`). */
  exitCode(): number | null;
  /** Whether the process has ended, however it ended. */
  exited(): boolean;
  /** Send a signal (e.g. SIGKILL for an unclean stop) and wait until the process is gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** Start the built app exactly as `npm run serve` does, on a free port with its own data directory. */
export async function startServer(opts: { dataDir?: string; env?: Record<string, string> } = {}): Promise<RunningServer> {
  const port = await freePort();
  const ownDir = !opts.dataDir;
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'nanhua-e2e-'));
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', RATE_LIMIT_PER_MINUTE: '0', ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in 60 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    return exited;
  };
  return {
    url,
    port,
    dataDir,
    output: () => log,
    stop,
    pid: child.pid ?? -1,
    exitCode: () => child.exitCode,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
    async dispose() {
      await stop();
      if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
