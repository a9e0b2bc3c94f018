import type { Db } from '../../db/client.js';
import type { Clock } from '../../services/clock.js';
import type { RateLimiter } from '../../services/rate-limiter.js';
import type { OrderCore } from '../orders/service.js';

/** Member packages, member orders, the member's shop discount and the VIP zone (issue 7). */
export function createMembershipService(_d: { db: Db; clock: Clock; core: OrderCore; limiter: RateLimiter }) {
  return {
    /** The member's shop discount in percent now: 0 unless a membership is in force. */
    memberDiscount: async (_userId: number): Promise<number> => 0,
  };
}

export type MembershipService = ReturnType<typeof createMembershipService>;
