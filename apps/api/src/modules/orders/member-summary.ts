import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';

export interface MemberOrderSummary {
  paidCount: number;
  /** What the paid orders came to, net of approved refunds. */
  paidCents: number;
  refundedCents: number;
  recent: {
    orderNo: string;
    kind: 'ticket' | 'shop' | 'member';
    payStatus: number;
    totalCents: number;
    currency: string;
    createdAt: Date;
  }[];
}

/**
 * A member's orders as support sees them (issue 14): paid totals net of approved refunds (issue 37) and
 * the latest few, deleted ones too (kept for the books).
 */
export function createOrderSummary({ db }: { db: Db }) {
  return {
    async of(userId: number): Promise<MemberOrderSummary> {
      const [totals, recent] = await Promise.all([
        db
          .select({
            n: sql<number>`cast(count(*) as integer)`,
            cents: sql<number>`cast(coalesce(sum(${orders.totalCents}), 0) as integer)`,
            // Named in full: drizzle leaves a one-table select's columns unqualified, so inside the subquery they would read refunds'.
            refunded: sql<number>`cast(coalesce(sum((select sum(r.amount_cents) from refunds r where r.order_id = "orders"."id" and r.status = 2)), 0) as integer)`,
          })
          .from(orders)
          .where(and(eq(orders.userId, userId), eq(orders.payStatus, 1))),
        db
          .select({
            orderNo: orders.orderNo,
            kind: orders.kind,
            payStatus: orders.payStatus,
            totalCents: orders.totalCents,
            currency: orders.currency,
            createdAt: orders.createdAt,
          })
          .from(orders)
          .where(eq(orders.userId, userId))
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(10),
      ]);
      const refunded = Number(totals[0]?.refunded ?? 0);
      return {
        paidCount: Number(totals[0]?.n ?? 0),
        paidCents: Number(totals[0]?.cents ?? 0) - refunded,
        refundedCents: refunded,
        recent,
      };
    },
  };
}

export type OrderSummary = ReturnType<typeof createOrderSummary>;
