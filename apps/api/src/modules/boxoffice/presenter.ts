import {
  PayStatus,
  type BoxOfficeOrder,
  type BoxOfficeOrderKind,
  type BoxOfficeOrderRow,
  type BoxOfficeOrderState,
  type Locale,
} from '@nanhua/contract';
import { pick } from '../../lib/locale.js';
import type * as repo from './repository.js';

export const kindOfRow = (k: repo.OrderKindName): BoxOfficeOrderKind => (k === 'member' ? 'membership' : k);
export const rowKindOf = (k: BoxOfficeOrderKind): repo.OrderKindName => (k === 'membership' ? 'member' : k);

/** payStatus as staff read it: an unpaid order past its deadline is expired before the sweep reaches it. */
export function stateOf(o: { payStatus: number; expiresAt: Date }, now: Date): BoxOfficeOrderState {
  if (o.payStatus === PayStatus.Paid) return 'paid';
  if (o.payStatus === PayStatus.CancelledByUser) return 'cancelled';
  if (o.payStatus === PayStatus.CancelledByTimeout || o.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'unpaid';
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentRow(r: repo.SearchRow, l: Locale, now: Date): BoxOfficeOrderRow {
  const o = r.order;
  return {
    kind: kindOfRow(o.kind),
    id: o.id,
    orderNo: o.orderNo,
    member: { id: o.userId, name: r.memberName, email: r.memberEmail },
    amountCents: o.totalCents,
    currency: o.currency,
    state: stateOf(o, now),
    refundedUnits: r.refundedUnits,
    refundPending: r.refundPending,
    title: pick(l, r.titleZh ?? '', r.titleEn ?? ''),
    createdAt: o.createdAt.toISOString(),
  };
}

export interface OrderFacts {
  row: repo.SearchRow;
  lines: Awaited<ReturnType<typeof repo.linesOf>>;
  pass: Awaited<ReturnType<typeof repo.passOf>> | undefined;
  shipping: Awaited<ReturnType<typeof repo.shippingOf>> | undefined;
  refunds: Awaited<ReturnType<typeof repo.refundsOf>>;
  refundLines: Awaited<ReturnType<typeof repo.refundLinesOf>>;
  checkIns: Awaited<ReturnType<typeof repo.checkInsOf>>;
  doorAdmissions: Awaited<ReturnType<typeof repo.doorAdmissionsOf>>;
  messages: Awaited<ReturnType<typeof repo.messagesAbout>>;
  disputes: Awaited<ReturnType<typeof repo.disputesOf>>;
}

const quantityIn = (after: unknown): number => {
  const q = after && typeof after === 'object' ? (after as Record<string, unknown>).quantity : undefined;
  return typeof q === 'number' ? q : 0;
};

export function presentOrder(f: OrderFacts, l: Locale, now: Date): BoxOfficeOrder {
  const o = f.row.order;
  return {
    ...presentRow(f.row, l, now),
    discountCents: o.discountCents,
    paymentMethod: o.paymentMethod,
    remarks: o.remarks,
    expiresAt: o.expiresAt.toISOString(),
    paidAt: iso(o.paidAt),
    closedAt: iso(o.closedAt),
    lines: f.lines.map((x) => ({
      id: x.id,
      title: pick(l, x.titleZh, x.titleEn),
      category: x.categoryZh === null && x.categoryEn === null ? null : pick(l, x.categoryZh ?? '', x.categoryEn ?? ''),
      unitCents: x.unitCents,
      quantity: x.quantity,
      refundedQuantity: x.refundedQuantity,
    })),
    tickets: f.pass
      ? {
          quantity: f.pass.quantity,
          used: f.pass.usedQuantity,
          refunded: f.pass.refundedQuantity,
          lastUsedAt: iso(f.pass.lastUsedAt),
        }
      : null,
    shipping: f.shipping
      ? {
          recipient: f.shipping.recipientName,
          address: f.shipping.address,
          country: f.shipping.country,
          postalCode: f.shipping.postalCode,
          phone: f.shipping.contactNumber,
          shippedAt: iso(f.shipping.shippedAt),
          note: f.shipping.shippingNote,
        }
      : null,
    payments:
      o.providerRef || o.paidAt
        ? [
            {
              provider: o.provider,
              reference: o.providerRef,
              method: o.paymentMethod,
              amountCents: o.totalCents,
              paidAt: iso(o.paidAt),
            },
          ]
        : [],
    refunds: f.refunds.map(({ refund: r, processedBy }) => ({
      id: r.id,
      status: r.status,
      reason: r.reason,
      amountCents: r.amountCents,
      quantity: r.quantity,
      restock: r.restock,
      result: r.result,
      appliedAt: r.appliedAt.toISOString(),
      processedAt: iso(r.processedAt),
      processedBy: processedBy ?? null,
      providerRefundRef: r.providerRefundRef,
      external: r.external,
      lines: f.refundLines
        .filter((x) => x.line.refundId === r.id)
        .map((x) => ({
          lineId: x.line.lineId,
          title: pick(l, x.titleZh, x.titleEn),
          quantity: x.line.quantity,
          amountCents: x.line.amountCents,
        })),
    })),
    disputes: f.disputes.map((x) => ({
      reference: x.providerRef,
      status: x.status,
      reason: x.reason,
      amountCents: x.amountCents,
      openedAt: x.openedAt.toISOString(),
      closedAt: iso(x.closedAt),
    })),
    // Both ways in: the online check-in (audited) and the door's synced scans, in time order.
    checkIns: [
      ...f.checkIns.map((c) => ({
        at: c.at,
        staff: c.staff ?? null,
        quantity: quantityIn(c.after),
        overrideReason: c.reason,
      })),
      ...f.doorAdmissions.map((s) => ({
        at: s.at,
        staff: s.staff ?? null,
        quantity: s.quantity,
        overrideReason: s.reason,
      })),
    ]
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .map((c) => ({ ...c, at: c.at.toISOString() })),
    messages: f.messages.map((m) => ({
      id: m.id,
      title: pick(l, m.titleZh, m.titleEn),
      content: pick(l, m.contentZh, m.contentEn),
      createdAt: m.createdAt.toISOString(),
      read: m.readAt !== null,
    })),
  };
}
