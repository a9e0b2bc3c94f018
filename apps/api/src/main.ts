import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { acquireDataLock, DataLockError } from './db/data-lock.js';
import { seedDemo } from './db/seed/index.js';
import type { AppDeps } from './http/context.js';
import { sweepOrphanAvatars } from './modules/usercenter/profile-service.js';
import { startExpirySweep } from './services/jobs.js';
import { systemClock } from './services/clock.js';
import { createRateLimiter } from './services/rate-limiter.js';
import { resolveJwtSecret } from './services/secrets.js';
import { createTokenService } from './services/tokens.js';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

async function start(config: Config) {
  // The embedded database belongs to one process; PostgreSQL is shared by any number of them.
  const lock = config.DATABASE_URL ? null : acquireDataLock(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: join(config.dataDir, 'db'), template: here('./db/template'), poolSize: config.DATABASE_POOL_SIZE });
  const isNew = await database.migrate(here('./db/migrations'));
  const filesDir = join(config.dataDir, 'files');
  const seeded = isNew && config.SEED === 'demo' ? await seedDemo(database.db, filesDir) : {};

  const clock = systemClock;
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
  const app = await buildApp(deps, { level: config.LOG_LEVEL });
  // Every process ticks; one sweep per interval across processes, each expired order closed exactly once (services/jobs.ts).
  const sweep = startExpirySweep({ database, limiter: deps.limiter, expireDue: app.services.commerce.core.expireDue, log: app.log, everyMs: config.ORDER_SWEEP_SECONDS * 1000 });
  app.addHook('onClose', async () => {
    sweep.stop();
    await database.close();
    lock?.release();
  });
  if (isNew) app.log.info({ seed: config.SEED, database: database.kind }, 'new database migrated');

  // Avatars a crashed upload or a lost race left behind; hourly, off the request path.
  const sweepAvatars = () =>
    void sweepOrphanAvatars({ db: database.db, avatars: app.services.accounts.avatars }).catch((err) => app.log.warn({ err }, 'avatar sweep failed'));
  sweepAvatars();
  const avatarSweep = setInterval(sweepAvatars, 60 * 60_000);
  avatarSweep.unref();
  // Library files nothing has used for MEDIA_SWEEP_DAYS (a replaced picture, a deleted asset); hourly.
  const sweepMedia = () => void app.services.media.sweep(new Date()).catch((err) => app.log.warn({ err }, 'media sweep failed'));
  sweepMedia();
  const mediaSweep = setInterval(sweepMedia, 60 * 60_000);
  mediaSweep.unref();

  const purge = setInterval(() => void deps.limiter.purgeExpired().catch((err) => app.log.warn({ err }, 'rate-limit purge failed')), 10 * 60_000);
  purge.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(purge);
    clearInterval(avatarSweep);
    clearInterval(mediaSweep);
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

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = config.PUBLIC_URL ?? `http://localhost:${port}`;
  // The one line a newcomer looks for after `npm start`.
  console.log(`\n  南华潮剧社 Nam Hwa Opera is running at ${url}  (database: ${database.kind}, data: ${config.dataDir})\n`);
  if (config.PAYMENT_PROVIDER === 'sandbox') {
    console.log('  PAYMENTS: SANDBOX (TEST) — orders are marked paid and no money is taken. Set PAYMENT_PROVIDER=stripe to take payments.\n');
  }
  // Shown once, on the first start of a new database; only its hash is stored.
  if (seeded.staff) console.log(`  Staff account: ${seeded.staff.email}  password: ${seeded.staff.password}  (shown only this once)\n`);
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
