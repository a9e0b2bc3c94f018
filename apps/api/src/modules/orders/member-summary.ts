import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';

export interface MemberOrderSummary {
  paidCount: number;
  paidCents: number;
  recent: {
    orderNo: string;
    kind: 'ticket' | 'shop' | 'member';
    payStatus: number;
    totalCents: number;
    currency: string;
    createdAt: Date;
  }[];
}

/** A member's orders as support sees them (issue 14): paid totals and the latest few, deleted ones too (kept for the books). */
export function createOrderSummary({ db }: { db: Db }) {
  return {
    async of(userId: number): Promise<MemberOrderSummary> {
      const [totals, recent] = await Promise.all([
        db
          .select({
            n: sql<number>`cast(count(*) as integer)`,
            cents: sql<number>`cast(coalesce(sum(${orders.totalCents}), 0) as integer)`,
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
      return { paidCount: Number(totals[0]?.n ?? 0), paidCents: Number(totals[0]?.cents ?? 0), recent };
    },
  };
}

export type OrderSummary = ReturnType<typeof createOrderSummary>;
