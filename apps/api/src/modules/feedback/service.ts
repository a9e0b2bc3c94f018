import type { Db } from '../../db/client.js';
import { AppError, refuse } from '../../lib/errors.js';
import type { Clock } from '../../services/clock.js';
import type { RateLimiter } from '../../services/rate-limiter.js';
import { insertFeedback } from './repository.js';

/** Enough for any real member; stops a script from filling the staff inbox. */
export const FEEDBACK_PER_DAY = 20;

export function createFeedbackService({ db, clock, limiter }: { db: Db; clock: Clock; limiter: RateLimiter }) {
  return {
    async add(userId: number, content: string): Promise<null> {
      try {
        await limiter.consume(`feedback:user:${userId}`, FEEDBACK_PER_DAY, 86_400);
      } catch (err) {
        if (err instanceof AppError && err.status === 429) throw refuse('msg.account.feedbackTooMany');
        throw err;
      }
      await insertFeedback(db, { userId, content, createdAt: clock.now() });
      return null;
    },
  };
}
