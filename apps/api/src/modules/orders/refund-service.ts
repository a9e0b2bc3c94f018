import {
  formatMoney,
  PayStatus,
  RefundStatus,
  type Locale,
  type OrderReturn,
  type StaffRefund,
} from '@nanhua/contract';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { notFound, refuse } from '../../lib/errors.js';
import { pick } from '../../lib/locale.js';
import type { Clock } from '../../services/clock.js';
import type { RateLimiter } from '../../services/rate-limiter.js';
import type { PaymentProvider } from '../../services/payments/index.js';
import type { MessageService } from '../usercenter/message-service.js';
import type { HookTable } from './hooks.js';
import type { AuditTrail } from '../staff/audit.js';
import { refundDecisionMessage } from './notices.js';
import { refundableLines, refundCentsFor, type LineRefundable } from './refund-rules.js';
import {
  findOrderById,
  linesOf,
  type LineRow,
  type OrderKindName,
  type OrderRow,
  type RefundRow,
} from './repository.js';
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
    quantity: r.quantity,
  };
}

type NamedLine = Awaited<ReturnType<typeof repo.namedLinesOf>>[number];

/** Where each line of the order stands now (what it was paid, its units, those refunded): the approval dialog previews from it. */
type Positions = ReadonlyMap<number, LineRefundable>;

const presentStaff = (row: repo.StaffRefundRow, named: NamedLine[], positions: Positions, l: Locale): StaffRefund => ({
  ...presentRefund(row.refund, row.orderNo, row.currency),
  userEmail: row.userEmail,
  orderTitle: pick(l, row.titleZh, row.titleEn),
  paidAmount: row.paidCents,
  kind: row.kind,
  restock: row.refund.restock,
  orderId: row.refund.orderId,
  tickets:
    row.passQuantity === null
      ? null
      : { quantity: row.passQuantity, used: row.passUsed ?? 0, refunded: row.passRefunded ?? 0 },
  shippedAt: row.shippedAt?.toISOString() ?? null,
  lines: named
    .filter((x) => x.refundId === row.refund.id)
    .map((x) => {
      const p = positions.get(x.lineId);
      const paid = {
        paidAmount: p?.paidCents ?? x.amountCents,
        quantity: p?.line.quantity ?? x.quantity,
        refundedQuantity: p?.line.refundedQuantity ?? 0,
      };
      return {
        lineId: x.lineId,
        title: pick(l, x.titleZh, x.titleEn),
        quantity: x.quantity,
        amount: x.amountCents,
        paid,
      };
    }),
  providerState: row.refund.providerState,
  providerError: row.refund.providerError,
  providerAttempts: row.refund.providerAttempts,
  providerRetryAt: row.refund.providerRetryAt?.toISOString() ?? null,
});

/** Requests as staff see them, their named lines read in one statement. */
async function presentStaffRows(db: DbOrTx, rows: repo.StaffRefundRow[], l: Locale): Promise<StaffRefund[]> {
  const named = await repo.namedLinesOf(
    db,
    rows.map((r) => r.refund.id),
  );
  const lines = await linesOf(db, [...new Set(rows.map((r) => r.refund.orderId))]);
  const positions = new Map<number, LineRefundable>();
  for (const r of rows)
    for (const p of refundableLines(
      r.paidCents,
      lines.filter((x) => x.orderId === r.refund.orderId),
    ))
      positions.set(p.line.id, p);
  return rows.map((r) => presentStaff(r, named, positions, l));
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** What a member asks back: a number of tickets, named lines and pieces, or (neither) all that is refundable. */
export interface RefundRequest {
  orderNo: string;
  reason: string;
  /** What the member expects (older clients); the server's amount is what is refunded. */
  amount?: number;
  quantity?: number;
  items?: { lineId: number; quantity: number }[];
}

/** An approval may name part of the request: fewer units in all (`quantity`) or per line (`items`). */
export type RefundDecision =
  | {
      approve: true;
      note: string;
      restock?: boolean;
      quantity?: number;
      items?: { lineId: number; quantity: number }[];
    }
  | { approve: false; reason: string };

/** The part of the units asked for that staff approve; the whole request when they name none. */
function unitsApproved(
  named: { lineId: number; quantity: number }[],
  d: { quantity?: number; items?: { lineId: number; quantity: number }[] },
): { lineId: number; quantity: number }[] {
  const asked = named.reduce((s, x) => s + x.quantity, 0);
  if (d.items) {
    const chosen = new Map<number, number>();
    for (const i of d.items) {
      if (!named.some((x) => x.lineId === i.lineId)) throw refuse('msg.boxoffice.approveLineNotAsked');
      chosen.set(i.lineId, (chosen.get(i.lineId) ?? 0) + i.quantity);
    }
    const out = named.flatMap((x) => {
      const n = chosen.get(x.lineId) ?? 0;
      if (n > x.quantity) throw refuse('msg.boxoffice.approveTooMany', { max: x.quantity });
      return n > 0 ? [{ lineId: x.lineId, quantity: n }] : [];
    });
    if (out.length === 0) throw refuse('msg.boxoffice.approveQuantityInvalid');
    return out;
  }
  if (d.quantity === undefined) return named;
  if (d.quantity > asked) throw refuse('msg.boxoffice.approveTooMany', { max: asked });
  let left = d.quantity;
  return named.flatMap((x) => {
    const n = Math.min(left, x.quantity);
    left -= n;
    return n > 0 ? [{ lineId: x.lineId, quantity: n }] : [];
  });
}

/** The units asked for, per line, checked against what each line can still give back. */
function unitsAsked(table: LineRefundable[], v: RefundRequest, l: Locale): { row: LineRefundable; n: number }[] {
  const total = table.reduce((s, r) => s + r.refundable, 0);
  if (v.items) {
    const asked = new Map<number, number>();
    for (const i of v.items) {
      if (!table.some((r) => r.line.id === i.lineId)) throw refuse('msg.order.refundLineNotFound');
      asked.set(i.lineId, (asked.get(i.lineId) ?? 0) + i.quantity);
    }
    return table.flatMap((row) => {
      const n = asked.get(row.line.id) ?? 0;
      if (n > row.refundable)
        throw refuse('msg.order.refundItemsTooMany', {
          title: pick(l, row.line.titleZh, row.line.titleEn),
          max: row.refundable,
        });
      return n > 0 ? [{ row, n }] : [];
    });
  }
  // A number of tickets (the ticket body's field), taken from the lines in order.
  if (v.quantity !== undefined && v.quantity > total) throw refuse('msg.ticket.refundTooMany', { max: total });
  let left = v.quantity ?? total;
  return table.flatMap((row) => {
    const n = Math.min(left, row.refundable);
    left -= n;
    return n > 0 ? [{ row, n }] : [];
  });
}

/**
 * How long the call an approval makes itself has before the retry sweep may make it again (the Stripe
 * client gives up within about 35 s): a process that died between the commit and the answer leaves its
 * refund pending, and the sweep picks it up after this.
 */
export const PROVIDER_CALL_GRACE_MS = 5 * 60_000;
/** Calls in all before a failing refund is left to staff (failed, no more retries), well inside the day Stripe keeps an idempotency key. */
export const PROVIDER_MAX_ATTEMPTS = 8;
/** The wait after the n-th failed call: 1, 2, 4 … minutes, at most an hour. */
export const providerBackoffMs = (attempts: number) => Math.min(60, 2 ** (attempts - 1)) * 60_000;
/** How many due refunds one sweep tick calls the provider for. */
const RETRY_PAGE = 20;

/** The provider's reason as staff see it; an Error's message, else a plain word. */
const providerReason = (err: unknown) =>
  (err instanceof Error && err.message ? err.message : String(err)).slice(0, 500);

/**
 * Refund requests per ticket and per item: the member names units, the server prices them from what
 * they were paid; staff approve (money back through the provider, the units given back) or reject.
 */
export function createRefundService(d: {
  db: Db;
  clock: Clock;
  core: OrderCore;
  payments: PaymentProvider;
  messages: MessageService;
  hooks: HookTable;
  limiter: RateLimiter;
  audit: AuditTrail;
}) {
  const { db, clock, core } = d;

  /**
   * The refund's money through the provider, outside any transaction (a slow provider holds no row and,
   * on PGlite, not the one connection); the outcome is recorded after in a statement of its own. The
   * idempotency key is the refund's, so a retry never returns the money twice. True when it was done.
   */
  async function callProvider(c: repo.ProviderCall): Promise<boolean> {
    let refundRef: string;
    try {
      ({ refundRef } = await d.payments.refund(c.providerRef, c.amountCents, `refund-${c.id}`));
    } catch (err) {
      const tried = c.attempts + 1;
      await repo.recordProviderFailed(
        db,
        c.id,
        providerReason(err),
        tried >= PROVIDER_MAX_ATTEMPTS ? null : new Date(clock.now().getTime() + providerBackoffMs(tried)),
      );
      return false;
    }
    await repo.recordProviderDone(db, c.id, refundRef);
    return true;
  }

  /** Marks an approved refund as owed by the provider, in the deciding transaction; the call follows the commit. */
  async function owe(tx: Tx, o: OrderRow, r: RefundRow): Promise<repo.ProviderCall | null> {
    if (!o.providerRef || r.amountCents <= 0) return null;
    await repo.markProviderPending(tx, r.id, new Date(clock.now().getTime() + PROVIDER_CALL_GRACE_MS));
    return { id: r.id, providerRef: o.providerRef, amountCents: r.amountCents, attempts: r.providerAttempts };
  }

  /** Every line of the order with what it can still give back now. */
  async function position(dbOrTx: DbOrTx, o: OrderRow, lines: LineRow[]) {
    const used = (await d.hooks[o.kind]?.usedUnits?.(dbOrTx, o)) ?? 0;
    return refundableLines(o.totalCents, lines, used);
  }

  return {
    async apply(userId: number, kind: OrderKindName, v: RefundRequest, l: Locale): Promise<OrderReturn> {
      await d.limiter.consume(`refund-apply:${userId}`, 10, 3600);
      const o = await core.owned(userId, kind, v.orderNo);
      if (core.effectiveStatus(o, clock.now()) !== PayStatus.Paid) throw refuse('msg.order.refundNotPaid');
      const latest = (await core.latestRefunds([o.id])).get(o.id);
      if (latest?.status === RefundStatus.Pending) throw refuse('msg.order.refundOpen');
      const lines = await core.lines([o.id]);
      const table = await position(db, o, lines);
      if (table.every((r) => r.refundable === 0)) {
        if (!lines.some((x) => x.refundedQuantity > 0)) await d.hooks[kind]?.checkRefundable?.(db, o);
        throw refuse('msg.order.refundDone');
      }
      const asked = unitsAsked(table, v, l);
      const amount = asked.reduce((s, a) => s + refundCentsFor(a.row, a.n), 0);
      if (v.amount !== undefined && v.amount > amount)
        throw refuse('msg.order.refundOverRefundable', { amount: formatMoney(amount, o.currency) });
      try {
        const r = await db.transaction(async (tx) => {
          const row = await repo.insertRefund(tx, {
            orderId: o.id,
            userId,
            reason: v.reason,
            amountCents: amount,
            quantity: asked.reduce((s, a) => s + a.n, 0),
            appliedAt: clock.now(),
          });
          await repo.insertRefundLines(
            tx,
            asked.map((a) => ({
              refundId: row.id,
              lineId: a.row.line.id,
              quantity: a.n,
              amountCents: refundCentsFor(a.row, a.n),
            })),
          );
          await d.hooks[kind]?.onRefundAsked?.(tx, o, row.id, row.quantity);
          return row;
        });
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
      return { records: await presentStaffRows(db, rows, l), total, page, pageSize };
    },

    /**
     * One decision per request: the conditional update claims it; on approval the units named are
     * counted refunded and the kind gives them back (seats; stock when staff restock a shop return), in
     * the same transaction as the audit entry, the member's message and the provider's part marked
     * pending. The provider is called once that committed; a failure leaves the refund approved with
     * its provider state failed, for the retry sweep. The member sees the decision at once: the money
     * follows, as a bank refund does.
     */
    async decide(staffId: number, id: number, decision: RefundDecision, l: Locale): Promise<StaffRefund> {
      const before = await repo.findStaffRefund(db, id);
      if (!before) throw notFound('msg.order.refundNotFound');
      const restock = decision.approve && before.kind === 'shop' ? (decision.restock ?? true) : null;
      const owed = await db.transaction(async (tx) => {
        let owed: repo.ProviderCall | null = null;
        let asked: number | undefined;
        let more: { zh: string; en: string } | null = null;
        let r = await repo.decideRefund(tx, id, {
          status: decision.approve ? RefundStatus.Approved : RefundStatus.Rejected,
          result: decision.approve ? decision.note || null : decision.reason,
          processedAt: clock.now(),
          processedBy: staffId,
          restock,
        });
        if (!r) throw refuse('msg.order.refundNotPending');
        const o = (await findOrderById(tx, r.orderId))!;
        const hooks = d.hooks[o.kind];
        if (decision.approve) {
          const lines = await linesOf(tx, [o.id]);
          const named = await repo.refundLinesOf(tx, r.id);
          // A request from before refunds per unit named no lines: it gives back everything refundable.
          let units =
            named.length > 0
              ? named.map((x) => ({ lineId: x.lineId, quantity: x.quantity }))
              : (await position(tx, o, lines))
                  .filter((x) => x.refundable > 0)
                  .map((x) => ({ lineId: x.line.id, quantity: x.refundable }));
          // Part of it approved: the request is narrowed to those units, priced again from what they were paid.
          const approved = unitsApproved(units, decision);
          if (approved.reduce((s, x) => s + x.quantity, 0) < units.reduce((s, x) => s + x.quantity, 0)) {
            const table = await position(tx, o, lines);
            r = await repo.narrowRefund(
              tx,
              r.id,
              approved.map((a) => ({
                ...a,
                amountCents: refundCentsFor(table.find((x) => x.line.id === a.lineId)!, a.quantity),
              })),
            );
            asked = units.reduce((s, x) => s + x.quantity, 0);
            units = approved;
          }
          if ((await repo.addRefunded(tx, units)) !== units.length) throw refuse('msg.order.refundDone');
          await hooks?.onRefunded?.(
            tx,
            o,
            units.map((u) => ({ line: lines.find((x) => x.id === u.lineId)!, quantity: u.quantity })),
            { restock: restock ?? true, refundId: r.id },
          );
          owed = await owe(tx, o, r);
          more = (await hooks?.approvedNotice?.(tx, o, r)) ?? null;
        }
        await d.audit.record(tx, {
          actorId: staffId,
          action: decision.approve ? 'refund.approve' : 'refund.reject',
          entity: 'refund',
          entityId: r.id,
          before: { status: RefundStatus.Pending },
          after: { status: r.status, orderNo: o.orderNo, amount: r.amountCents, quantity: r.quantity, restock },
          reason: decision.approve ? decision.note || null : decision.reason,
        });
        await d.messages.send(o.userId, refundDecisionMessage(o, r, hooks?.link(o.orderNo) ?? '', asked, more), tx);
        return owed;
      });
      if (owed) await callProvider(owed);
      return (await presentStaffRows(db, [(await repo.findStaffRefund(db, id))!], l))[0]!;
    },

    /** The refunds a staff write owed the provider, called after that write committed (refundWhole's callers). */
    async toProvider(calls: repo.ProviderCall[]): Promise<void> {
      for (const c of calls) await callProvider(c);
    },

    /**
     * The retry sweep's work: refunds the provider still owes whose time has come (a failed call after
     * its backoff, or a call never answered after its grace), each claimed first so one process calls
     * at a time, then called with the same idempotency key. Answers how many it called.
     */
    async retryDue(): Promise<number> {
      const now = clock.now();
      const claimed = await repo.claimDueProviderCalls(
        db,
        now,
        new Date(now.getTime() + PROVIDER_CALL_GRACE_MS),
        RETRY_PAGE,
      );
      for (const c of claimed) await callProvider(c);
      return claimed.length;
    },

    /**
     * Staff give back, on their own initiative, all an order can still refund (a membership support
     * cancels with its money): one approved refund of every refundable unit and the audit entry, in
     * the caller's transaction. Answers the amount given back (null: nothing left) and the provider call
     * it owes, which the caller hands to toProvider once its transaction committed. The caller tells
     * the member, in its own words.
     */
    async refundWhole(
      tx: Tx,
      staffId: number,
      orderId: number,
      reason: string,
    ): Promise<{ amountCents: number; currency: string; owed: repo.ProviderCall | null } | null> {
      const o = await findOrderById(tx, orderId);
      if (!o || o.payStatus !== PayStatus.Paid) return null;
      const lines = await linesOf(tx, [o.id]);
      const units = (await position(tx, o, lines))
        .filter((x) => x.refundable > 0)
        .map((x) => ({ row: x, n: x.refundable }));
      if (units.length === 0) return null;
      const amount = units.reduce((s, a) => s + refundCentsFor(a.row, a.n), 0);
      const now = clock.now();
      const r = await repo.insertRefund(tx, {
        orderId: o.id,
        userId: o.userId,
        reason,
        amountCents: amount,
        quantity: units.reduce((s, a) => s + a.n, 0),
        appliedAt: now,
        status: RefundStatus.Approved,
        result: reason,
        processedAt: now,
        processedBy: staffId,
      });
      await repo.insertRefundLines(
        tx,
        units.map((a) => ({
          refundId: r.id,
          lineId: a.row.line.id,
          quantity: a.n,
          amountCents: refundCentsFor(a.row, a.n),
        })),
      );
      if (
        (await repo.addRefunded(
          tx,
          units.map((a) => ({ lineId: a.row.line.id, quantity: a.n })),
        )) !== units.length
      )
        throw refuse('msg.order.refundDone');
      const owed = await owe(tx, o, r);
      await d.audit.record(tx, {
        actorId: staffId,
        action: 'refund.staff',
        entity: 'refund',
        entityId: r.id,
        before: null,
        after: { status: r.status, orderNo: o.orderNo, amount, quantity: r.quantity },
        reason,
      });
      return { amountCents: amount, currency: o.currency, owed };
    },
  };
}

export type RefundService = ReturnType<typeof createRefundService>;
/** What a staff write that refunds a whole order (membership cancel) needs of the refunds. */
export type WholeRefunds = Pick<RefundService, 'refundWhole' | 'toProvider'>;
export type { ProviderCall } from './refund-repository.js';
