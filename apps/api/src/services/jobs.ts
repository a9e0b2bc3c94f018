import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import type { RateLimiter } from './rate-limiter.js';

/** Advisory lock of the expiry sweep on PostgreSQL (the migrator's is 724_311_001, db/client.ts). */
export const EXPIRY_SWEEP_LOCK = 724_311_002;
/** The sweep's job state: one slot per interval in the shared rate_limits table, whichever process takes it. */
export const EXPIRY_SWEEP_SLOT = 'job:order-expiry';

export interface ExpirySweepDeps {
  database: Pick<Database, 'db' | 'kind'>;
  limiter: Pick<RateLimiter, 'reserve'>;
  expireDue: () => Promise<number>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** ORDER_SWEEP_SECONDS in milliseconds. */
  everyMs: number;
}

export interface ExpirySweep {
  /** One tick: how many orders this process expired, or null when the tick was another process's (or still running). */
  tick(): Promise<number | null>;
}

/**
 * The order-expiry sweep, run by every API process (DESIGN §8): a tick sweeps only when it takes
 * the interval's slot (a row in PostgreSQL, so at most one sweep starts per interval across all
 * processes) while holding the sweep's advisory lock (so a slow sweep never overlaps the next one).
 * Neither is what keeps an order from expiring twice: the conditional update inside `expireDue`
 * closes each overdue order (and returns its seats) exactly once, whoever runs it. The embedded
 * database belongs to one process (DATA_DIR lock), so there the slot alone paces the sweep.
 */
export function createExpirySweep(d: ExpirySweepDeps): ExpirySweep {
  const claimAndSweep = async (): Promise<number | null> =>
    (await d.limiter.reserve(EXPIRY_SWEEP_SLOT, 1, d.everyMs / 1000)) ? d.expireDue() : null;
  const exclusive = (): Promise<number | null> => {
    if (d.database.kind !== 'postgres') return claimAndSweep();
    // A transaction-scoped lock ends with its transaction, even when the connection is lost; the
    // sweep itself runs in its own transaction on another pooled connection.
    return d.database.db.transaction(async (tx) => {
      const r = (await tx.execute(sql`select pg_try_advisory_xact_lock(${EXPIRY_SWEEP_LOCK}) as ok`)) as unknown as {
        rows: { ok: boolean }[];
      };
      return r.rows[0]?.ok ? claimAndSweep() : null;
    });
  };
  return {
    tick: oneTickAtATime(
      exclusive,
      d.log,
      (n) => d.log.info({ expired: n }, 'unpaid orders expired'),
      'expiry sweep failed',
    ),
  };
}

/**
 * A job's tick that never overlaps itself in this process (null while one runs), logs what it did
 * (a count above zero) and logs a failure instead of throwing it.
 */
function oneTickAtATime(
  work: () => Promise<number | null>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  done: (n: number) => void,
  failed: string,
): () => Promise<number | null> {
  let running = false;
  return async () => {
    if (running) return null;
    running = true;
    try {
      const n = await work();
      if (n) done(n);
      return n;
    } catch (err) {
      log.warn({ err }, failed);
      return null;
    } finally {
      running = false;
    }
  };
}

/** Tick now and every `everyMs` until stopped. */
function tickEvery(tick: () => Promise<unknown>, everyMs: number): { stop(): void } {
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  void tick();
  return { stop: () => clearInterval(timer) };
}

export const startExpirySweep = (d: ExpirySweepDeps): { stop(): void } =>
  tickEvery(createExpirySweep(d).tick, d.everyMs);

/** The refund retry sweep's job state: one slot per interval in rate_limits, whichever process takes it. */
export const REFUND_RETRY_SLOT = 'job:refund-retry';
/** How often every process offers to run the refund retry sweep (a refund's own backoff decides when it is due). */
export const REFUND_RETRY_EVERY_MS = 60_000;

export interface RefundRetrySweepDeps {
  limiter: Pick<RateLimiter, 'reserve'>;
  /** The refund service's retryDue: claims the due refunds and calls the provider for each. */
  retryDue: () => Promise<number>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  everyMs: number;
}

/**
 * Refunds the payment provider still owes (a failed call after its backoff, an approval whose process
 * died before the answer), retried with the refund's own idempotency key. Paced like the expiry sweep
 * by one slot per interval across processes, but without the advisory lock's transaction: that would
 * stay open across the provider calls. Each refund is claimed by a conditional update instead, so two
 * sweeps never call the provider for the same refund at once.
 */
export function createRefundRetrySweep(d: RefundRetrySweepDeps): { tick(): Promise<number | null> } {
  const claimAndRetry = async () =>
    (await d.limiter.reserve(REFUND_RETRY_SLOT, 1, d.everyMs / 1000)) ? d.retryDue() : null;
  return {
    tick: oneTickAtATime(
      claimAndRetry,
      d.log,
      (n) => d.log.info({ refunds: n }, 'refunds retried at the payment provider'),
      'refund retry sweep failed',
    ),
  };
}

export const startRefundRetrySweep = (d: RefundRetrySweepDeps): { stop(): void } =>
  tickEvery(createRefundRetrySweep(d).tick, d.everyMs);

/** How often every process looks for queued mail whose retry time came (a mail's own backoff decides that). */
export const MAIL_SWEEP_EVERY_MS = 30_000;

export interface MailSweepDeps {
  /** The mailer's retryDue: claims due rows (SKIP LOCKED) and delivers them. */
  retryDue: () => Promise<number>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  everyMs: number;
}

/**
 * Mail a hung or greylisting SMTP server did not take at once. Every process sweeps, without a slot or a
 * lock: each row is claimed by one statement (FOR UPDATE SKIP LOCKED), so two sweeps never hand the same
 * mail to the server, and a sweep holds no transaction while it talks to it.
 */
export function createMailSweep(d: MailSweepDeps): { tick(): Promise<number | null> } {
  return {
    tick: oneTickAtATime(
      d.retryDue,
      d.log,
      (n) => d.log.info({ mails: n }, 'queued mails delivered'),
      'mail sweep failed',
    ),
  };
}

export const startMailSweep = (d: MailSweepDeps): { stop(): void } => tickEvery(createMailSweep(d).tick, d.everyMs);

/** How often every process looks for sales that opened with members waiting to be told (issue 34 item 6). */
export const SALE_REMINDER_EVERY_MS = 10_000;

export interface SaleReminderSweepDeps {
  /** The sale reminders' notifyDue: claims the waiting reminders of open sales (locked rows) and writes their message and mail. */
  notifyDue: () => Promise<number>;
  /** The mailer's retryDue: the mails just queued go out now rather than at the mail sweep's next tick. */
  deliver: () => Promise<number>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  everyMs: number;
}

/**
 * "Notify me": every process sweeps, without a slot or a lock, as the mail sweep does: each reminder is
 * claimed by one conditional update of locked rows (SKIP LOCKED) in the transaction that writes its message
 * and queues its mail, so two sweeps never tell a member twice and a sale whose opening time moves is told
 * once, when it opens.
 */
export function createSaleReminderSweep(d: SaleReminderSweepDeps): { tick(): Promise<number | null> } {
  const work = async () => {
    const n = await d.notifyDue();
    if (n > 0) await d.deliver();
    return n;
  };
  return {
    tick: oneTickAtATime(
      work,
      d.log,
      (n) => d.log.info({ members: n }, 'members told that a sale opened'),
      'sale reminder sweep failed',
    ),
  };
}

export const startSaleReminderSweep = (d: SaleReminderSweepDeps): { stop(): void } =>
  tickEvery(createSaleReminderSweep(d).tick, d.everyMs);
