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
  let running = false;
  const claimAndSweep = async (): Promise<number | null> => ((await d.limiter.reserve(EXPIRY_SWEEP_SLOT, 1, d.everyMs / 1000)) ? d.expireDue() : null);
  const exclusive = (): Promise<number | null> => {
    if (d.database.kind !== 'postgres') return claimAndSweep();
    // A transaction-scoped lock ends with its transaction, even when the connection is lost; the
    // sweep itself runs in its own transaction on another pooled connection.
    return d.database.db.transaction(async (tx) => {
      const r = (await tx.execute(sql`select pg_try_advisory_xact_lock(${EXPIRY_SWEEP_LOCK}) as ok`)) as unknown as { rows: { ok: boolean }[] };
      return r.rows[0]?.ok ? claimAndSweep() : null;
    });
  };
  return {
    async tick() {
      if (running) return null;
      running = true;
      try {
        const n = await exclusive();
        if (n) d.log.info({ expired: n }, 'unpaid orders expired');
        return n;
      } catch (err) {
        d.log.warn({ err }, 'expiry sweep failed');
        return null;
      } finally {
        running = false;
      }
    },
  };
}

/** Tick now and every `everyMs` until stopped. */
export function startExpirySweep(d: ExpirySweepDeps): { stop(): void } {
  const sweep = createExpirySweep(d);
  const timer = setInterval(() => void sweep.tick(), d.everyMs);
  timer.unref();
  void sweep.tick();
  return { stop: () => clearInterval(timer) };
}
