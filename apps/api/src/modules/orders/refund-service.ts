import { PayStatus, RefundStatus, type Locale, type OrderReturn, type StaffRefund } from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import { notFound, refuse } from '../../lib/errors.js';
import { pick } from '../../lib/locale.js';
import type { Clock } from '../../services/clock.js';
import type { RateLimiter } from '../../services/rate-limiter.js';
import type { PaymentProvider } from '../../services/payments/index.js';
import type { MessageService } from '../usercenter/message-service.js';
import type { HookTable } from './hooks.js';
import { refundDecisionMessage } from './notices.js';
import { findOrderById, linesOf, type OrderKindName, type RefundRow } from './repository.js';
import * as repo from './refund-repository.js';
import type { OrderCore } from './service.js';

export function presentRefund(r: RefundRow, orderNo: string, currency: string): OrderReturn {
  return {
    id: r.id,
    orderNo,
    status: r.status,
    reason: r.reason,
    amount: r.amountCents,
    currency,
    appliedAt: r.appliedAt.toISOString(),
    result: r.result,
    processedAt: r.processedAt?.toISOString() ?? null,
  };
}

const presentStaff = (row: repo.StaffRefundRow, l: Locale): StaffRefund => ({
  ...presentRefund(row.refund, row.orderNo, row.currency),
  userEmail: row.userEmail,
  orderTitle: pick(l, row.titleZh, row.titleEn),
  paidAmount: row.paidCents,
});

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** Refund requests: the member applies, staff approve (money back through the provider) or reject. */
export function createRefundService(d: { db: Db; clock: Clock; core: OrderCore; payments: PaymentProvider; messages: MessageService; hooks: HookTable; limiter: RateLimiter }) {
  const { db, clock, core } = d;
  return {
    async apply(userId: number, kind: OrderKindName, v: { orderNo: string; reason: string; amount: number }): Promise<OrderReturn> {
      await d.limiter.consume(`refund-apply:${userId}`, 10, 3600);
      const o = await core.owned(userId, kind, v.orderNo);
      if (core.effectiveStatus(o, clock.now()) !== PayStatus.Paid) throw refuse('msg.order.refundNotPaid');
      const latest = (await core.latestRefunds([o.id])).get(o.id);
      if (latest?.status === RefundStatus.Pending) throw refuse('msg.order.refundOpen');
      if (latest?.status === RefundStatus.Approved) throw refuse('msg.order.refundDone');
      if (v.amount > o.totalCents) throw refuse('msg.order.refundAmountTooHigh');
      await d.hooks[kind]?.checkRefundable?.(db, o);
      try {
        const r = await repo.insertRefund(db, { orderId: o.id, userId, reason: v.reason, amountCents: v.amount, appliedAt: clock.now() });
        return presentRefund(r, o.orderNo, o.currency);
      } catch (err) {
        // Two applications at once: the partial unique index lets one through.
        if (isUniqueViolation(err)) throw refuse('msg.order.refundOpen');
        throw err;
      }
    },

    async mine(userId: number, kind: OrderKindName, page: number, pageSize: number) {
      const { rows, total } = await repo.pageUserRefunds(db, userId, kind, (page - 1) * pageSize, pageSize);
      return { records: rows.map((r) => presentRefund(r.refund, r.orderNo, r.currency)), total, page, pageSize };
    },

    async staffList(status: number | undefined, page: number, pageSize: number, l: Locale) {
      const { rows, total } = await repo.pageAllRefunds(db, status, (page - 1) * pageSize, pageSize);
      return { records: rows.map((r) => presentStaff(r, l)), total, page, pageSize };
    },

    /** One decision per request: the conditional update claims it, the provider returns the money in the same transaction. */
    async decide(staffId: number, id: number, decision: { approve: true; note: string } | { approve: false; reason: string }, l: Locale): Promise<StaffRefund> {
      const before = await repo.findStaffRefund(db, id);
      if (!before) throw notFound('msg.order.refundNotFound');
      await db.transaction(async (tx) => {
        const r = await repo.decideRefund(tx, id, {
          status: decision.approve ? RefundStatus.Approved : RefundStatus.Rejected,
          result: decision.approve ? decision.note || null : decision.reason,
          processedAt: clock.now(),
          processedBy: staffId,
        });
        if (!r) throw refuse('msg.order.refundNotPending');
        const o = (await findOrderById(tx, r.orderId))!;
        const hooks = d.hooks[o.kind];
        if (decision.approve) {
          if (hooks?.onRefunded) await hooks.onRefunded(tx, o, await linesOf(tx, [o.id]));
          if (o.providerRef) {
            const { refundRef } = await d.payments.refund(o.providerRef, r.amountCents, `refund-${r.id}`);
            await repo.setRefundRef(tx, r.id, refundRef);
          }
        }
        await d.messages.send(o.userId, refundDecisionMessage(o, r, hooks?.link(o.orderNo) ?? ''), tx);
      });
      return presentStaff((await repo.findStaffRefund(db, id))!, l);
    },
  };
}

export type RefundService = ReturnType<typeof createRefundService>;
