import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/**
 * A throw-away PostgreSQL cluster for one test run: initdb in a temporary folder, a free port on
 * loopback, removed afterwards. PostgreSQL refuses to run as root, so as root it runs as an
 * unprivileged account. Returns null (with the reason) where the binaries are absent.
 */
export interface Cluster {
  url: string;
  stop(): void;
  /** Stop the server as an administrator would (`pg_ctl stop -m fast`: sessions end with 57P01), keeping the data. */
  halt(): void;
  /** Start it again after halt(); returns once it accepts connections. */
  resume(): void;
}

function findBin(name: string): string | null {
  const onPath = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(join(root, v, 'bin', name))) return join(root, v, 'bin', name);
  return null;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });

function runAs(user: string | null, cmd: string, args: string[]) {
  const [file, argv] = user ? ['runuser', ['-u', user, '--', cmd, ...args]] : [cmd, args];
  execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], cwd: tmpdir() });
}

export async function startCluster(): Promise<Cluster | { skipped: string }> {
  const initdb = findBin('initdb');
  const pgCtl = findBin('pg_ctl');
  if (!initdb || !pgCtl) return { skipped: 'PostgreSQL binaries (initdb, pg_ctl) not found' };
  const asRoot = userInfo().uid === 0;
  const runUser = asRoot ? (spawnSync('id', ['-u', 'postgres']).status === 0 ? 'postgres' : 'nobody') : null;
  const dir = mkdtempSync(join(tmpdir(), 'nanhua-pg-'));
  const data = join(dir, 'data');
  if (runUser) {
    const uid = Number(execFileSync('id', ['-u', runUser]).toString().trim());
    const gid = Number(execFileSync('id', ['-g', runUser]).toString().trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const port = await freePort();
  runAs(runUser, initdb, [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  runAs(runUser, pgCtl, ['-D', data, '-o', opts, '-l', join(dir, 'log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    halt: () => runAs(runUser, pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']),
    resume: () => runAs(runUser, pgCtl, ['-D', data, '-o', opts, '-l', join(dir, 'log'), '-w', 'start']),
    stop() {
      try {
        runAs(runUser, pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
