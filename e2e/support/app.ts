// The one place that starts and stops what an e2e spec runs against: the built server (one or more
// processes), its database (PGlite in the data directory, or a throw-away PostgreSQL), a mail catcher,
// nginx in front and Chromium (the test worker's, which its specs use one after another: browser.ts). Specs
// start through startApp and end with close(); a lint rule (eslint.config.js, e2e/specs/**) keeps them from
// starting the pieces themselves.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { inject } from 'vitest';
import { startCluster } from '../../apps/api/test/pg-cluster.js';
import { launch, workerBrowser } from './browser.js';
import { printedStaff, type StaffAccount } from './console.js';
import { startMailCatcher, type MailCatcher } from './mail-catcher.js';
import { findNginx, startNginx, type RunningNginx } from './nginx.js';
import type { SeededData } from './seeded-data.js';
import { repoRoot, startServer, type RunningServer, type ServerCommand } from './server.js';

export interface AppOptions {
  /** Chromium (default true). */
  browser?: boolean;
  /** More Chromium flags (e.g. fakeCameraArgs of support/fake-camera.ts). */
  browserArgs?: string[];
  /** A real SMTP catcher the server mails to (default true). */
  mail?: boolean;
  /** Environment for every server process; wins over what startApp sets. */
  env?: Record<string, string>;
  /** A data directory the caller prepared or reads afterwards, kept by close(); default a new one, removed. */
  dataDir?: string;
  /** 'dist' (default) or 'readme': `npm run serve` as the README runs it (see server.ts). */
  command?: ServerCommand;
  /** API processes, started one after the other on one database and one data directory (default 1). */
  processes?: number;
  /** 'pglite' (default, in the data directory) or 'postgres': a throw-away cluster with a new database. */
  database?: 'pglite' | 'postgres';
  /** nginx configured from deploy/nginx/nanhua.conf in front of the processes (default false). */
  nginx?: boolean;
  /**
   * A new data directory that the server migrates and seeds itself, as on a first start. Without it, in the
   * \`e2e\` project a new PGlite directory is a copy of the run's seeded one (seeded-data.ts): the same data, quicker.
   */
  fresh?: boolean;
}

/** The throw-away PostgreSQL: the app's database, and the cluster stopped and started as an administrator would. */
export interface AppDatabase {
  url: string;
  halt(): void;
  resume(): void;
}

export interface RunningApp<O extends AppOptions = AppOptions> {
  /** The first API process (the only one unless `processes` says otherwise). */
  server: RunningServer;
  servers: RunningServer[];
  dataDir: string;
  mail: O extends { mail: false } ? undefined : MailCatcher;
  browser: O extends { browser: false } ? undefined : Browser;
  nginx: O extends { nginx: true } ? RunningNginx : undefined;
  database: O extends { database: 'postgres' } ? AppDatabase : undefined;
  /** The demo's staff account (admin), as the seeding start printed it once. */
  staff(): StaffAccount;
  /** Ends everything startApp started, last started first. */
  close(): Promise<void>;
}

/** A piece the options ask for is not installed on this machine (nginx, PostgreSQL): the caller skips. */
export class MissingPiece extends Error {}

/** The reason to skip when `err` is a MissingPiece; any other error is thrown on. */
export function missingPiece(err: unknown): string {
  if (err instanceof MissingPiece) return err.message;
  throw err;
}

/**
 * Starts what `o` asks for; by default the built server on a new PGlite database with its mail going to
 * a real SMTP catcher, and Chromium. When a piece fails to start, those already started are ended.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export async function startApp<const O extends AppOptions = {}>(o: O = {} as O): Promise<RunningApp<O>> {
  const closers: (() => unknown)[] = [];
  const close = async () => {
    for (const c of closers.splice(0).reverse()) await c();
  };
  try {
    if (o.nginx && !findNginx()) throw new MissingPiece('nginx not found (apt-get install nginx; .ci/run installs it)');
    const env: Record<string, string> = {};
    let database: AppDatabase | undefined;
    if (o.database === 'postgres') {
      const cluster = await startCluster();
      if ('skipped' in cluster) throw new MissingPiece(cluster.skipped);
      closers.push(() => cluster.stop());
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query('create database nanhua');
      await admin.end();
      database = { url: cluster.url.replace(/\/postgres$/, '/nanhua'), halt: cluster.halt, resume: cluster.resume };
      env.DATABASE_URL = database.url;
      // PostgreSQL is the several-process set-up: config refuses it without a shared secret.
      env.JWT_SECRET = randomBytes(32).toString('base64');
    }
    let mail: MailCatcher | undefined;
    if (o.mail !== false) {
      const m = await startMailCatcher();
      closers.push(() => m.close());
      Object.assign(env, { SMTP_URL: m.url, MAIL_FROM: 'Nam Hwa Opera <no-reply@namhwa.test>' });
      mail = m;
    }
    const dataDir = o.dataDir ?? mkdtempSync(join(tmpdir(), 'nanhua-e2e-'));
    if (!o.dataDir) closers.push(() => rmSync(dataDir, { recursive: true, force: true }));
    // A copy of the run's seeded directory where the spec's server would seed the same demo itself.
    const seeded = inject('seededData') as SeededData | undefined;
    const copied =
      seeded !== undefined &&
      !o.fresh &&
      !o.dataDir &&
      !database &&
      (o.command ?? 'dist') === 'dist' &&
      !('SEED' in { ...o.env });
    if (copied) cpSync(seeded.dir, dataDir, { recursive: true });
    const servers: RunningServer[] = [];
    // The first migrates (and seeds) a new database; the next find it ready.
    for (let i = 0; i < (o.processes ?? 1); i++) {
      const s = await startServer({ dataDir, command: o.command, env: { ...env, ...o.env } });
      closers.push(() => s.stop());
      servers.push(s);
    }
    let nginx: RunningNginx | undefined;
    if (o.nginx) {
      const n = await startNginx({
        apiServers: servers.map((s) => `127.0.0.1:${s.port}`),
        webDist: join(repoRoot, 'apps/web/dist'),
      });
      if ('skipped' in n) throw new MissingPiece(n.skipped);
      closers.push(() => n.stop());
      nginx = n;
    }
    let browser: Browser | undefined;
    if (o.browser !== false) {
      // Flags of the spec's own (a fake camera) need a browser of their own; otherwise the worker's (browser.ts).
      if (o.browserArgs?.length) {
        const b = await launch(o.browserArgs);
        closers.push(() => b.close());
        browser = b;
      } else {
        const w = await workerBrowser();
        closers.push(w.release);
        browser = w.browser;
      }
    }
    const staff = () => printedStaff(copied && seeded ? seeded.output : servers[0]!.output());
    return { server: servers[0]!, servers, dataDir, mail, browser, nginx, database, staff, close } as RunningApp<O>;
  } catch (err) {
    await close();
    throw err;
  }
}
