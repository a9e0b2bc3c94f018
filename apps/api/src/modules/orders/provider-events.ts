import { PayStatus } from '@nanhua/contract';
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../services/clock.js';
import type { PaymentProvider } from '../../services/payments/index.js';
import type { MessageService } from '../usercenter/message-service.js';
import type { HookTable } from './hooks.js';
import { disputeClosedMessage, disputeOpenedMessage, externalRefundMessage } from './provider-notices.js';
import * as events from './provider-event-repository.js';
import { addRefunded, insertRefundLines } from './refund-repository.js';
import { refundableLines, refundCentsFor } from './refund-rules.js';
import { findOrderByRef, linesOf, type OrderRow } from './repository.js';

/** What a verified provider event says about a dispute (a Stripe chargeback). */
export interface DisputeEvent {
  disputeRef: string;
  paymentRef: string;
  amountCents: number;
  reason: string;
  /** The provider's status; on close: won (or an inquiry closed without a chargeback) or lost. */
  status: string;
}

export interface ProviderEventsDeps {
  db: Db;
  clock: Clock;
  payments: Pick<PaymentProvider, 'refundsOf'>;
  messages: Pick<MessageService, 'send'>;
  hooks: HookTable;
  /** Ends the membership period a member order bought, in the caller's transaction (a full refund). */
  withdrawMembership(tx: Tx, orderId: number, now: Date): Promise<unknown>;
}

/**
 * Money the payment provider moved without this server asking (as pretix records external refunds):
 * a refund made in the Stripe Dashboard or a chargeback. Each is recorded once by the provider's own id
 * (refund re_…, dispute du_…), so a redelivered event changes nothing. A full refund gives back every
 * unit still refundable — tickets void at the door, shop pieces not shipped (and not restocked: the goods
 * did not come back), the membership period ended; a partial one records the money and voids nothing,
 * since the provider does not say which seats or pieces it was for (staff see it on the order page). A
 * dispute blocks the order's tickets until it is closed: won gives them back, lost refunds the order.
 */
export function createProviderEvents(d: ProviderEventsDeps) {
  const { db, clock } = d;
  const link = (o: OrderRow) => d.hooks[o.kind]?.link(o.orderNo) ?? '';

  /**
   * Records one refund made at the provider on the locked order; when it completes the refund of the
   * whole payment, every unit still refundable goes with it. Undefined when its id is already recorded.
   */
  async function record(tx: Tx, o: OrderRow, v: { ref: string; amountCents: number; reason: string; full: boolean }) {
    const now = clock.now();
    const r = await events.insertExternalRefund(tx, {
      orderId: o.id,
      userId: o.userId,
      reason: v.reason,
      amountCents: v.amountCents,
      quantity: 0,
      appliedAt: now,
      processedAt: now,
      result: null,
      providerRefundRef: v.ref,
    });
    if (!r || !v.full) return r;
    const lines = await linesOf(tx, [o.id]);
    const used = (await d.hooks[o.kind]?.usedUnits?.(tx, o)) ?? 0;
    const units = refundableLines(o.totalCents, lines, used).filter((x) => x.refundable > 0);
    if (units.length > 0) {
      await insertRefundLines(
        tx,
        units.map((u) => ({
          refundId: r.id,
          lineId: u.line.id,
          quantity: u.refundable,
          amountCents: refundCentsFor(u, u.refundable),
        })),
      );
      await addRefunded(
        tx,
        units.map((u) => ({ lineId: u.line.id, quantity: u.refundable })),
      );
      await events.setRefundQuantity(
        tx,
        r.id,
        units.reduce((s, u) => s + u.refundable, 0),
      );
      // The goods of a shop order did not come back: nothing returns to stock.
      await d.hooks[o.kind]?.onRefunded?.(
        tx,
        o,
        units.map((u) => ({ line: u.line, quantity: u.refundable })),
        { restock: false, refundId: r.id },
      );
    }
    if (o.kind === 'member') await d.withdrawMembership(tx, o.id, now);
    return r;
  }

  const paidOrderOf = async (paymentRef: string) => {
    const o = await findOrderByRef(db, paymentRef);
    return o && o.payStatus === PayStatus.Paid ? o : undefined;
  };

  return {
    /**
     * The provider says a payment was refunded (charge.refunded). Its refunds are read from the provider
     * (the event names the charge, not which refund), outside any transaction; those this server made
     * (approvals, late payments) are already on the books and left alone.
     */
    async refunded(paymentRef: string): Promise<number> {
      const o = await paidOrderOf(paymentRef);
      if (!o) return 0;
      const all = await d.payments.refundsOf(paymentRef);
      const returned = all.filter((r) => r.counts).reduce((s, r) => s + r.amount, 0);
      const known = await events.recordedRefundRefs(
        db,
        all.map((r) => r.refundRef),
      );
      // Oldest first, so the one that completes the payment's refund is the last.
      const theirs = all.filter((r) => r.counts && r.ourKey === null && !known.has(r.refundRef)).reverse();
      if (theirs.length === 0) return 0;
      return db.transaction(async (tx) => {
        const locked = (await events.lockOrder(tx, o.id))!;
        let n = 0;
        let cents = 0;
        for (const [i, x] of theirs.entries()) {
          const full = i === theirs.length - 1 && returned >= locked.totalCents;
          const r = await record(tx, locked, {
            ref: x.refundRef,
            amountCents: x.amount,
            reason: `Stripe: ${x.reason ?? 'refund'}`,
            full,
          });
          if (!r) continue;
          n += 1;
          cents += x.amount;
        }
        if (n > 0)
          await d.messages.send(
            o.userId,
            externalRefundMessage(locked, cents, returned >= locked.totalCents, link(locked)),
            tx,
          );
        return n;
      });
    },

    /** A dispute opened (charge.dispute.created): recorded once; the member is told. */
    async disputeOpened(e: DisputeEvent): Promise<boolean> {
      const o = await paidOrderOf(e.paymentRef);
      if (!o) return false;
      return db.transaction(async (tx) => {
        const row = await events.insertDispute(tx, {
          orderId: o.id,
          providerRef: e.disputeRef,
          status: 'open',
          reason: e.reason,
          amountCents: e.amountCents,
          openedAt: clock.now(),
        });
        if (!row) return false;
        await d.messages.send(o.userId, disputeOpenedMessage(o, link(o)), tx);
        return true;
      });
    },

    /**
     * A dispute closed (charge.dispute.closed): won — or an inquiry closed without a chargeback — gives the
     * tickets back; lost records the disputed amount as a refund made at the provider (by the dispute's id).
     * A close whose opening was never delivered is recorded closed at once.
     */
    async disputeClosed(e: DisputeEvent): Promise<boolean> {
      const o = await paidOrderOf(e.paymentRef);
      if (!o) return false;
      const won = e.status !== 'lost';
      return db.transaction(async (tx) => {
        const locked = (await events.lockOrder(tx, o.id))!;
        const now = clock.now();
        const closed =
          (await events.closeDispute(tx, e.disputeRef, won ? 'won' : 'lost', now)) ??
          (await events.insertDispute(tx, {
            orderId: o.id,
            providerRef: e.disputeRef,
            status: won ? 'won' : 'lost',
            reason: e.reason,
            amountCents: e.amountCents,
            openedAt: now,
            closedAt: now,
          }));
        if (!closed) return false;
        const full = e.amountCents >= locked.totalCents;
        if (!won)
          await record(tx, locked, {
            ref: e.disputeRef,
            amountCents: e.amountCents,
            reason: `Stripe dispute: ${e.reason}`,
            full,
          });
        await d.messages.send(o.userId, disputeClosedMessage(locked, won, e.amountCents, full, link(locked)), tx);
        return true;
      });
    },
  };
}

export type ProviderEvents = ReturnType<typeof createProviderEvents>;
