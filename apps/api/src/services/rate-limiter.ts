import { lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import type { Clock } from './clock.js';

export interface RateLimiter {
  /** Count one attempt under `key`; refuse with 429 once more than `max` fall in the window. */
  consume(key: string, max: number, windowSeconds: number): Promise<void>;
  /** Attempts so far in the current window (for limits that count failures only). */
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  purgeExpired(): Promise<void>;
}

/** Fixed windows kept in the database, so limits hold across several API processes (DESIGN §8). */
export function createRateLimiter(db: Db, clock: Clock): RateLimiter {
  return {
    async consume(key, max, windowSeconds) {
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
      if ((row?.count ?? 0) > max) throw new AppError('msg.tooManyRequests', 1003, 429);
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
    async purgeExpired() {
      await db.delete(rateLimits).where(lte(rateLimits.resetAt, clock.now()));
    },
  };
}
