import { PayStatus, RefundStatus } from '@nanhua/contract';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { AppError, notFound, refuse } from '../../lib/errors.js';
import type { Clock } from '../../services/clock.js';
import type { PaymentProvider } from '../../services/payments/index.js';
import type { MessageService } from '../usercenter/message-service.js';
import type { HookTable, KindHooks } from './hooks.js';
import { expiredMessage, paidMessage } from './notices.js';
import { newOrderNo } from './order-no.js';
import * as repo from './repository.js';
import type { LineRow, NewOrderRow, OrderKindName, OrderRow } from './repository.js';

export interface OrderCoreDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'ORDER_EXPIRY_MINUTES' | 'PAYMENT_PROVIDER'>;
  payments: PaymentProvider;
  messages: MessageService;
  hooks: HookTable;
  /** Where a kind's afterPaid failure is reported (the app's logger); the payment itself has committed. */
  log?: { error(obj: object, msg: string): void };
}

export interface NewLine {
  itemId: number;
  titleZh: string;
  titleEn: string;
  unitCents: number;
  quantity: number;
  /** A ticket's price category, when the sale has categories. */
  priceId?: number | null;
  categoryZh?: string | null;
  categoryEn?: string | null;
}

/** What a family sends to create an order; `discountCents` is the member discount it computed from its own prices. */
export interface NewOrder {
  userId: number;
  kind: OrderKindName;
  paymentMethod: string;
  remarks: string;
  lines: NewLine[];
  discountCents?: number;
}

/** Rolls an order back when what it takes is gone. */
const claimFailed = new Error('claim failed');

/** An unpaid order past its deadline is expired for every reader, before the sweep reaches it. */
export const effectiveStatus = (o: Pick<OrderRow, 'payStatus' | 'expiresAt'>, now: Date): number =>
  o.payStatus === PayStatus.Unpaid && o.expiresAt.getTime() <= now.getTime()
    ? PayStatus.CancelledByTimeout
    : o.payStatus;

/** The order, payment and refund core shared by tickets, the shop and memberships (DESIGN §7). */
export function createOrderCore(d: OrderCoreDeps) {
  const { db, clock } = d;
  const hooksFor = (kind: OrderKindName): KindHooks => {
    const h = d.hooks[kind];
    if (!h) throw new Error(`no order hooks for kind ${kind}`);
    return h;
  };

  /** Return what the closed orders took, grouped by kind, in the closing transaction. */
  async function release(tx: Tx, closed: { id: number; kind: OrderKindName }[]) {
    if (closed.length === 0) return;
    const lines = await repo.linesOf(
      tx,
      closed.map((c) => c.id),
    );
    const kindOf = new Map(closed.map((c) => [c.id, c.kind]));
    const byKind = new Map<OrderKindName, { itemId: number; quantity: number; priceId: number | null }[]>();
    for (const l of lines) {
      const k = kindOf.get(l.orderId)!;
      byKind.set(k, [...(byKind.get(k) ?? []), { itemId: l.itemId, quantity: l.quantity, priceId: l.priceId }]);
    }
    for (const [kind, items] of byKind) await hooksFor(kind).release(tx, items);
  }

  async function expireDue(only?: number): Promise<number> {
    return db.transaction(async (tx) => {
      const closed = await repo.closeUnpaid(tx, clock.now(), PayStatus.CancelledByTimeout, only);
      await release(tx, closed);
      await d.messages.sendEach(
        closed.map((c) => ({
          userId: c.userId,
          message: expiredMessage(c, d.config.ORDER_EXPIRY_MINUTES, hooksFor(c.kind).link(c.orderNo)),
        })),
        tx,
      );
      return closed.length;
    });
  }

  async function owned(userId: number, kind: OrderKindName, orderNo: string): Promise<OrderRow> {
    const o = await repo.findOwnedOrder(db, userId, kind, orderNo);
    if (!o) throw notFound('msg.order.notFound');
    return o;
  }

  /** By id, for families whose calls name orders by id (memberOrder): another member's id is not found. */
  async function ownedById(userId: number, kind: OrderKindName, id: number): Promise<OrderRow> {
    const o = await repo.findOrderById(db, id);
    if (!o || o.userId !== userId || o.kind !== kind || o.deletedAt) throw notFound('msg.order.notFound');
    return o;
  }

  /** Re-read after a state change; an overdue unpaid order is closed on the spot. */
  async function fresh(o: OrderRow): Promise<OrderRow> {
    if (o.payStatus === PayStatus.Unpaid && effectiveStatus(o, clock.now()) !== PayStatus.Unpaid) await expireDue(o.id);
    return (await repo.findOrderById(db, o.id))!;
  }

  const closedRefusal = (o: OrderRow) =>
    refuse(effectiveStatus(o, clock.now()) === PayStatus.CancelledByUser ? 'msg.order.cancelled' : 'msg.order.expired');

  /**
   * Mark paid once; the kind's onPaid and the member's message ride in the same transaction. Only the
   * confirmation whose conditional update won runs the kind's afterPaid, once that has committed: a
   * replayed webhook, or the member's return racing it, sends no second e-ticket.
   */
  async function confirm(o: OrderRow): Promise<boolean> {
    const paid = await db.transaction(async (tx) => {
      const row = await repo.markPaid(tx, o.id, clock.now());
      if (!row) return null;
      const lines = await repo.linesOf(tx, [o.id]);
      await hooksFor(o.kind).onPaid?.(tx, row, lines);
      await d.messages.send(o.userId, paidMessage(row, lines, hooksFor(o.kind).link(o.orderNo)), tx);
      return row;
    });
    if (!paid) return false;
    try {
      await hooksFor(o.kind).afterPaid?.(paid);
    } catch (err) {
      d.log?.error({ err, orderNo: paid.orderNo }, 'after-payment work failed; the payment stands');
    }
    return true;
  }

  /** A provider reports money for this order: confirm it, or give it back when the order closed meanwhile. */
  async function settleFromProvider(o: OrderRow): Promise<OrderRow> {
    if (!o.providerRef) throw refuse('msg.payment.pending');
    const p = await d.payments.fetchPayment(o.providerRef);
    if (p.status !== 'succeeded') throw refuse(p.status === 'pending' ? 'msg.payment.pending' : 'msg.payment.error');
    if (p.amount !== o.totalCents || p.currency !== o.currency) throw refuse('msg.payment.error');
    if (!(await confirm(o))) {
      const now = await fresh(o);
      if (now.payStatus !== PayStatus.Paid) {
        await d.payments.refund(o.providerRef, p.amount, `late-${o.orderNo}`);
        throw closedRefusal(now);
      }
    }
    return (await repo.findOrderById(db, o.id))!;
  }

  /**
   * The row a new order is written as: its number, the total after the discount, the deadline, and the
   * payment reference when the provider makes one without a call out (the sandbox), so no second write
   * follows the commit.
   */
  function draft(v: NewOrder): NewOrderRow {
    const now = clock.now();
    const subtotal = v.lines.reduce((s, l) => s + l.unitCents * l.quantity, 0);
    const discount = Math.min(Math.max(0, v.discountCents ?? 0), subtotal);
    const ref = d.payments.referenceAtCreate?.();
    return {
      orderNo: newOrderNo(v.kind, now),
      userId: v.userId,
      kind: v.kind,
      totalCents: subtotal - discount,
      discountCents: discount,
      paymentMethod: v.paymentMethod,
      remarks: v.remarks,
      provider: d.payments.name,
      providerRef: ref?.providerRef ?? null,
      clientSecret: ref?.clientSecret ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + d.config.ORDER_EXPIRY_MINUTES * 60_000),
    };
  }

  /** Insert an order and its lines in the caller's transaction (the caller takes the seats or stock). */
  async function create(tx: Tx, v: NewOrder): Promise<OrderRow> {
    return repo.insertOrder(tx, draft(v), v.lines);
  }

  return {
    effectiveStatus,
    expireDue,
    create,
    draft,

    /**
     * Write the order and claim what it takes (seats, stock: a conditional update answering a row when it
     * took them) in ONE transaction, the claim last so the claimed row stays locked only for that update and
     * the commit. Null when the claim failed: the transaction rolled back and nothing was written.
     * `reuse`, first in the same transaction, may answer an order the member already has instead.
     */
    async place(
      v: NewOrder,
      claim: (tx: Tx, order: OrderRow) => Promise<unknown>,
      reuse?: (tx: Tx) => Promise<OrderRow | undefined>,
    ): Promise<OrderRow | null> {
      return db
        .transaction(async (tx) => {
          const existing = await reuse?.(tx);
          if (existing) return existing;
          const created = await create(tx, v);
          if (!(await claim(tx, created))) throw claimFailed;
          return created;
        })
        .catch((err: unknown) => {
          if (err === claimFailed) return null;
          throw err;
        });
    },
    owned,
    ownedById,

    /** The provider's payment for an order, created once (Stripe: a PaymentIntent). */
    async ensurePayment(o: OrderRow): Promise<OrderRow> {
      if (o.providerRef) return o;
      const p = await d.payments.createPayment(o);
      await repo.setPayment(db, o.id, p.providerRef, p.clientSecret);
      return { ...o, providerRef: p.providerRef, clientSecret: p.clientSecret };
    },

    async cancel(userId: number, kind: OrderKindName, orderNo: string): Promise<OrderRow> {
      const o = await fresh(await owned(userId, kind, orderNo));
      if (o.payStatus === PayStatus.Paid) throw refuse('msg.order.paidNotCancellable');
      if (o.payStatus !== PayStatus.Unpaid) return o;
      await db.transaction(async (tx) =>
        release(tx, await repo.closeUnpaid(tx, clock.now(), PayStatus.CancelledByUser, o.id)),
      );
      return fresh(o);
    },

    /**
     * The member returns from checkout. Sandbox: the test checkout's outcome. Stripe: the server asks
     * Stripe. A replay of a paid order answers the order without another state change.
     */
    async payComplete(
      userId: number,
      kind: OrderKindName,
      orderNo: string,
      outcome: 'succeeded' | 'failed' | undefined,
    ): Promise<OrderRow> {
      const o = await fresh(await owned(userId, kind, orderNo));
      if (o.payStatus === PayStatus.Paid) return o;
      if (o.payStatus !== PayStatus.Unpaid) throw closedRefusal(o);
      if (d.payments.name === 'sandbox') {
        if (outcome !== 'succeeded') throw refuse('msg.payment.error');
        if (!(await confirm(o))) {
          const now = await fresh(o);
          if (now.payStatus !== PayStatus.Paid) throw closedRefusal(now);
        }
        return (await repo.findOrderById(db, o.id))!;
      }
      return settleFromProvider(o);
    },

    /** A verified provider event for a payment reference (the webhook). Unknown references are ignored. */
    async paymentSucceeded(providerRef: string): Promise<void> {
      const o = await repo.findOrderByRef(db, providerRef);
      if (!o || o.payStatus === PayStatus.Paid) return;
      try {
        await settleFromProvider(o);
      } catch (err) {
        // A refused settlement (closed order, refunded) is the answer; nothing more to do for the event.
        if (!(err instanceof AppError)) throw err;
      }
    },

    async remove(userId: number, kind: OrderKindName, orderNo: string): Promise<null> {
      let o = await fresh(await owned(userId, kind, orderNo));
      const refundStatus = (await repo.latestRefunds(db, [o.id])).get(o.id)?.status ?? null;
      if (refundStatus === RefundStatus.Pending) throw refuse('msg.order.refundPendingNoDelete');
      if (o.payStatus === PayStatus.Unpaid) {
        await db.transaction(async (tx) =>
          release(tx, await repo.closeUnpaid(tx, clock.now(), PayStatus.CancelledByUser, o.id)),
        );
        o = await fresh(o);
      }
      // Wholly refunded (every unit of every line) it may go; a partial refund leaves the rest owed.
      const allRefunded =
        o.payStatus === PayStatus.Paid &&
        (await repo.linesOf(db, [o.id])).every((l) => l.refundedQuantity >= l.quantity);
      if (o.payStatus === PayStatus.Paid && !allRefunded && !(await hooksFor(kind).paidDeletable?.(db, o))) {
        throw refuse('msg.order.notDeletable');
      }
      await repo.softDeleteOrder(db, o.id, clock.now());
      return null;
    },

    /**
     * Staff close an unpaid order by id (the box office): seats or stock go back, and `within` writes
     * the audit entry in the same transaction. False when the order was no longer unpaid (paid, closed or overdue).
     */
    async cancelUnpaidById(id: number, within: (tx: Tx) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const closed = await repo.closeUnpaid(tx, clock.now(), PayStatus.CancelledByUser, id);
        if (closed.length === 0) return false;
        await release(tx, closed);
        await within(tx);
        return true;
      });
    },

    /** Any order by id, whoever owns it (callers check the owner). */
    byId: (id: number): Promise<OrderRow | undefined> => repo.findOrderById(db, id),
    /** The order a provider's payment reference pays for, whoever owns it (callers check what they may tell). */
    byRef: (providerRef: string): Promise<OrderRow | undefined> => repo.findOrderByRef(db, providerRef),
    lines: (ids: number[]): Promise<LineRow[]> => repo.linesOf(db, ids),
    byIds: (ids: number[]) => repo.ordersByIds(db, ids),
    latestRefunds: (ids: number[]) => repo.latestRefunds(db, ids),
    refundedCents: (ids: number[]) => repo.refundedCents(db, ids),
    page: (userId: number, kind: OrderKindName, offset: number, limit: number) =>
      repo.pageOwnedOrders(db, userId, kind, offset, limit),
  };
}

export type OrderCore = ReturnType<typeof createOrderCore>;
