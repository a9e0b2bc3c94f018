import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import type { Clock } from './clock.js';

export interface RateLimiter {
  /** Count one attempt under `key`; refuse with 429 once more than `max` fall in the window. */
  consume(key: string, max: number, windowSeconds: number): Promise<void>;
  /**
   * Reserve one of `max` slots of the window in a single statement: false once they are taken. However
   * many callers race, at most `max` get true (the work a slot pays for is then done outside).
   */
  reserve(key: string, max: number, windowSeconds: number): Promise<boolean>;
  /** Give back one reserved slot (the attempt turned out not to count). */
  release(key: string): Promise<void>;
  /** Attempts so far in the current window (for limits that count failures only). */
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  /** Forget every window whose key starts with `prefix`. */
  resetPrefix(prefix: string): Promise<void>;
  purgeExpired(): Promise<void>;
}

/** Fixed windows kept in the database, so limits hold across several API processes (DESIGN §8). */
export function createRateLimiter(db: Db, clock: Clock): RateLimiter {
  /** The attempt's number within the current window, counted atomically (upsert … returning). */
  async function count(key: string, windowSeconds: number): Promise<number> {
    const now = clock.now();
    const reset = new Date(now.getTime() + windowSeconds * 1000);
    const [row] = await db
      .insert(rateLimits)
      .values({ key, count: 1, resetAt: reset })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then ${reset.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ count: rateLimits.count });
    return row?.count ?? 0;
  }

  return {
    async consume(key, max, windowSeconds) {
      if ((await count(key, windowSeconds)) > max) throw new AppError('msg.tooManyRequests', 1003, 429);
    },
    reserve: async (key, max, windowSeconds) => (await count(key, windowSeconds)) <= max,
    async release(key) {
      await db
        .update(rateLimits)
        .set({ count: sql`${rateLimits.count} - 1` })
        .where(and(eq(rateLimits.key, key), gt(rateLimits.count, 0), gt(rateLimits.resetAt, clock.now())));
    },
    async peek(key) {
      const rows = await db
        .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
        .from(rateLimits)
        .where(sql`${rateLimits.key} = ${key}`);
      const row = rows[0];
      return row && row.resetAt > clock.now() ? row.count : 0;
    },
    async reset(key) {
      await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
    },
    async resetPrefix(prefix) {
      await db.delete(rateLimits).where(sql`starts_with(${rateLimits.key}, ${prefix})`);
    },
    async purgeExpired() {
      await db.delete(rateLimits).where(lte(rateLimits.resetAt, clock.now()));
    },
  };
}
