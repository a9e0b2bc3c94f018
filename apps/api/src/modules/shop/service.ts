import type { Db } from '../../db/client.js';
import type { Clock } from '../../services/clock.js';
import type { RateLimiter } from '../../services/rate-limiter.js';
import type { OrderCore } from '../orders/service.js';

/** The member's shop discount in percent now (0 for non-members and lapsed memberships). */
export type MemberDiscount = (userId: number) => Promise<number>;

/** Products, categories and shop orders on top of the order core (issue 7). */
export function createShopService(_d: { db: Db; clock: Clock; core: OrderCore; limiter: RateLimiter; memberDiscount: MemberDiscount }) {
  return {};
}

export type ShopService = ReturnType<typeof createShopService>;
