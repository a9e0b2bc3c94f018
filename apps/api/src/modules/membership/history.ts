import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { memberGrants, orders } from '../../db/schema/index.js';

/** The memberships a member bought (paid member orders), newest first, for support's member page (issue 14). */
export function createPurchaseHistory({ db }: { db: Db }) {
  return {
    of: (userId: number) =>
      db
        .select({
          orderNo: orders.orderNo,
          tier: memberGrants.userType,
          startsAt: memberGrants.startsAt,
          endsAt: memberGrants.endsAt,
          paidAt: orders.paidAt,
        })
        .from(memberGrants)
        .innerJoin(orders, eq(orders.id, memberGrants.orderId))
        .where(eq(memberGrants.userId, userId))
        .orderBy(desc(memberGrants.startsAt))
        .limit(50),
  };
}

export type PurchaseHistory = ReturnType<typeof createPurchaseHistory>;
