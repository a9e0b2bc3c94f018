// nginx (the Debian package) in a throw-away prefix for the scale-out test, configured from the same
// site file docs/OPERATIONS.md documents (deploy/nginx/nanhua.conf), in front of running API processes.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort, repoRoot } from './server.js';

export const siteTemplate = join(repoRoot, 'deploy/nginx/nanhua.conf');

export function findNginx(): string | null {
  const onPath = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null;
}

export interface SiteValues {
  /** host:port of each API process. */
  apiServers: string[];
  listen: string;
  serverName: string;
  webDist: string;
}

/** The site file with its placeholders filled in; a placeholder left over is an error. */
export function renderSite(template: string, v: SiteValues): string {
  const values: Record<string, string> = {
    API_SERVERS: v.apiServers.map((s) => `server ${s};`).join('\n    '),
    LISTEN: v.listen,
    SERVER_NAME: v.serverName,
    WEB_DIST: v.webDist,
  };
  const out = template.replace(/\{\{([A-Z_]+)\}\}/g, (m, name: string) => {
    if (!(name in values)) throw new Error(`unknown placeholder ${m}`);
    return values[name]!;
  });
  return out;
}

// Only what the built web app serves from /assets/ (the Debian mime.types may be absent elsewhere).
const TYPES = `types {
        text/html html;
        text/css css;
        application/javascript js mjs;
        application/json json map;
        image/svg+xml svg;
        image/png png;
        image/webp webp;
        font/woff2 woff2;
        text/plain txt;
    }`;

export interface RunningNginx {
  url: string;
  port: number;
  dir: string;
  /** The rendered site file, as nginx read it. */
  site: string;
  log(): string;
  stop(): Promise<void>;
}

/**
 * nginx on a free 127.0.0.1 port in a temporary prefix (pid, logs and temp files inside it). As root its
 * workers run as nobody (they only read the web build); otherwise as the current user. The test-only
 * addition is one header naming the API process that answered (X-Upstream), set outside the site file.
 */
export async function startNginx(opts: {
  apiServers: string[];
  webDist: string;
}): Promise<RunningNginx | { skipped: string }> {
  const bin = findNginx();
  if (!bin) return { skipped: 'nginx not found (apt-get install nginx; .ci/run installs it)' };
  const dir = mkdtempSync(join(tmpdir(), 'nanhua-nginx-'));
  chmodSync(dir, 0o755);
  mkdirSync(join(dir, 'tmp'));
  const port = await freePort();
  const site = renderSite(readFileSync(siteTemplate, 'utf8'), {
    apiServers: opts.apiServers,
    listen: `127.0.0.1:${port}`,
    serverName: '_',
    webDist: opts.webDist,
  });
  writeFileSync(join(dir, 'nanhua.conf'), site);
  const asRoot = userInfo().uid === 0;
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((k) => `    ${k}_temp_path ${join(dir, 'tmp', k)};`)
    .join('\n');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${asRoot ? 'user nobody nogroup;\n' : ''}worker_processes 1;
events { worker_connections 1024; }
http {
    ${TYPES}
    default_type application/octet-stream;
    access_log ${join(dir, 'access.log')};
${temp}
    sendfile on;
    # test only: which API process answered (inherited by the site's proxied location)
    add_header X-Upstream $upstream_addr always;
    include ${join(dir, 'nanhua.conf')};
}
`,
  );
  const child: ChildProcess = spawn(
    bin,
    [
      '-p',
      dir,
      '-c',
      join(dir, 'nginx.conf'),
      '-g',
      `daemon off; pid ${join(dir, 'nginx.pid')}; error_log ${join(dir, 'error.log')} warn;`,
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const errorLog = () => (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '');
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx exited early:\n${out}\n${errorLog()}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`nginx did not answer in 20 s:\n${out}\n${errorLog()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    dir,
    site,
    log: () => `${out}${errorLog()}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
