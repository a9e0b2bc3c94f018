import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, mailFromWarning, type Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { acquireDataLock, DataLockError } from './db/data-lock.js';
import type { buildApp as BuildApp } from './app.js';
import type { AppDeps } from './http/context.js';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** How long after listening the background jobs start. */
const JOBS_DELAY_MS = 2_000;

type App = Awaited<ReturnType<typeof BuildApp>>;

/** The expiry, refund retry, mail and sale-reminder sweeps, the avatar and media sweeps and the rate-limit purge; answers their stop. */
async function startJobs(app: App, database: Database, deps: AppDeps): Promise<{ stop(): void }> {
  const [
    {
      startExpirySweep,
      startRefundRetrySweep,
      REFUND_RETRY_EVERY_MS,
      startMailSweep,
      MAIL_SWEEP_EVERY_MS,
      startSaleReminderSweep,
      SALE_REMINDER_EVERY_MS,
    },
    { sweepOrphanAvatars },
  ] = await Promise.all([import('./services/jobs.js'), import('./modules/usercenter/profile-service.js')]);
  // Every process ticks; one sweep per interval across processes, each expired order closed exactly once (services/jobs.ts).
  const sweep = startExpirySweep({
    database,
    limiter: deps.limiter,
    expireDue: app.services.commerce.core.expireDue,
    log: app.log,
    everyMs: deps.config.ORDER_SWEEP_SECONDS * 1000,
  });
  // Refunds the payment provider still owes (a failed call, a process that died before the answer), retried with the same key.
  const refundRetry = startRefundRetrySweep({
    limiter: deps.limiter,
    retryDue: app.services.commerce.refunds.retryDue,
    log: app.log,
    everyMs: REFUND_RETRY_EVERY_MS,
  });
  // Mail the SMTP server did not take at once (greylisting, a timeout), retried with each mail's backoff.
  const mailSweep = startMailSweep({
    retryDue: app.services.mailer.retryDue,
    log: app.log,
    everyMs: MAIL_SWEEP_EVERY_MS,
  });
  // "Notify me": members told once when a sale they asked about opens (a message, and a mail sent at once).
  const saleReminders = startSaleReminderSweep({
    notifyDue: app.services.saleReminders.notifyDue,
    deliver: app.services.mailer.retryDue,
    log: app.log,
    everyMs: SALE_REMINDER_EVERY_MS,
  });
  // Avatars a crashed upload or a lost race left behind; hourly.
  const sweepAvatars = () =>
    void sweepOrphanAvatars({ db: database.db, avatars: app.services.accounts.avatars }).catch((err) =>
      app.log.warn({ err }, 'avatar sweep failed'),
    );
  sweepAvatars();
  const avatarSweep = setInterval(sweepAvatars, 60 * 60_000);
  avatarSweep.unref();
  // Library files nothing has used for MEDIA_SWEEP_DAYS (a replaced picture, a deleted asset); hourly.
  const sweepMedia = () =>
    void app.services.media.sweep(new Date()).catch((err) => app.log.warn({ err }, 'media sweep failed'));
  sweepMedia();
  const mediaSweep = setInterval(sweepMedia, 60 * 60_000);
  mediaSweep.unref();
  const purge = setInterval(
    () => void deps.limiter.purgeExpired().catch((err) => app.log.warn({ err }, 'rate-limit purge failed')),
    10 * 60_000,
  );
  purge.unref();
  return {
    stop() {
      sweep.stop();
      refundRetry.stop();
      mailSweep.stop();
      saleReminders.stop();
      clearInterval(avatarSweep);
      clearInterval(mediaSweep);
      clearInterval(purge);
    },
  };
}

/**
 * The database opens first and the rest of the server loads while it does (the bundle splits at the
 * dynamic imports below): PGlite reads and compiles its WebAssembly in the background meanwhile.
 */
async function start(config: Config) {
  // The embedded database belongs to one process; PostgreSQL is shared by any number of them.
  const lock = config.DATABASE_URL ? null : acquireDataLock(config.dataDir);
  const opening = openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: join(config.dataDir, 'db'),
    template: here('./db/template'),
    poolSize: config.DATABASE_POOL_SIZE,
    keepOpen: true,
    timeouts: { statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS, acquireMs: config.DATABASE_ACQUIRE_TIMEOUT_MS },
  });
  // Awaited below; until then a failure must not count as unhandled.
  opening.catch(() => undefined);
  const [
    { buildApp },
    { primeConnection },
    { warmUpRequests },
    { createRateLimiter },
    { resolveJwtSecret },
    { createTokenService },
    { systemClock, offsetClock },
  ] = await Promise.all([
    import('./app.js'),
    import('./composition.js'),
    import('./http/warm-up.js'),
    import('./services/rate-limiter.js'),
    import('./services/secrets.js'),
    import('./services/tokens.js'),
    import('./services/clock.js'),
  ]);
  const database = await opening;
  const isNew = await database.migrate(here('./db/migrations'));
  const filesDir = join(config.dataDir, 'files');
  // NODE_ENV=test (e2e specs that move time): a clock POST /api/test/clock moves forward.
  const testClock = config.NODE_ENV === 'test' ? offsetClock() : undefined;
  const clock = testClock ?? systemClock;
  const deps: AppDeps = {
    config,
    database,
    clock,
    tokens: createTokenService(resolveJwtSecret(config.JWT_SECRET, config.dataDir), clock),
    limiter: createRateLimiter(database.db, clock),
    webDir: here('../../web/dist'),
    consoleDir: here('../../console/dist'),
    filesDir,
  };
  // The demo seed's code and texts load only for a new database; it makes the demo through the app's services.
  const seeded = isNew && config.SEED === 'demo' ? await (await import('./seed/index.js')).seedDemo(deps) : {};
  // PostgreSQL: the pool's connections open and prime their hot statements while the app builds; the
  // server listens (and answers its health check) only once they are ready.
  const warming = database.warm?.(primeConnection);
  warming?.catch(() => undefined);
  const app = await buildApp(deps, { level: config.LOG_LEVEL });
  if (testClock) (await import('./http/test-clock.js')).registerTestClock(app, testClock);
  let jobs: { stop(): void } | undefined;
  app.addHook('onClose', async () => {
    jobs?.stop();
    await database.close();
    lock?.release();
  });
  if (isNew) app.log.info({ seed: config.SEED, database: database.kind }, 'new database migrated');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    jobs?.stop();
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Closing the app checkpoints and closes the database (onClose above), then frees DATA_DIR.
    try {
      await app.close();
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await warming;
  // PostgreSQL is the scale-out setup, where a process restarted under traffic takes its share at once:
  // its request path is compiled first (http/warm-up.ts). The embedded database's start stays as quick.
  if (warming) await warmUpRequests(app, deps.tokens);
  await app.listen({ port: config.PORT, host: config.HOST });
  // The background jobs begin a moment after the server answers: on PGlite's one connection their first
  // statements would otherwise queue ahead of the first requests.
  let stopped = false;
  const later = setTimeout(() => {
    void startJobs(app, database, deps).then(
      (started) => (stopped ? started.stop() : (jobs = started)),
      (err: unknown) => app.log.error({ err }, 'background jobs did not start'),
    );
  }, JOBS_DELAY_MS);
  later.unref();
  jobs = {
    stop: () => {
      stopped = true;
      clearTimeout(later);
    },
  };
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = config.publicUrlDefaulted ? `http://localhost:${port}` : config.publicUrl;
  // The one line a newcomer looks for after `npm start`.
  console.log(
    `\n  南华潮剧社 Nam Hwa Opera is running at ${url}  (database: ${database.kind}, data: ${config.dataDir})\n`,
  );
  if (config.publicUrlDefaulted) {
    console.log(
      `  PUBLIC_URL is not set: shared pages, calendar files and mails link to ${config.publicUrl}. Set PUBLIC_URL to the address members use.\n`,
    );
  }
  if (config.PAYMENT_PROVIDER === 'sandbox') {
    console.log(
      '  PAYMENTS: SANDBOX (TEST) — orders are marked paid and no money is taken. Set PAYMENT_PROVIDER=stripe to take payments.\n',
    );
  }
  const mailFrom = mailFromWarning(config);
  if (mailFrom) console.log(`  ${mailFrom}\n`);
  // Shown once, on the first start of a new database; only its hash is stored.
  if (seeded.staff)
    console.log(`  Staff account: ${seeded.staff.email}  password: ${seeded.staff.password}  (shown only this once)\n`);
}

try {
  await start(loadConfig());
} catch (err) {
  if (err instanceof ConfigError || err instanceof DataLockError) {
    console.error(err.message);
    process.exit(2);
  }
  console.error(err);
  process.exit(1);
}
