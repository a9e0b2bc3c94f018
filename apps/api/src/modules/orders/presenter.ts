import { orderLabel, PayStatus, type Locale, type Order } from '@nanhua/contract';
import { pick } from '../../lib/locale.js';
import type { LineRow, OrderRow, RefundRow } from './repository.js';
import { presentRefund } from './refund-service.js';
import { refundableLines } from './refund-rules.js';
import { effectiveStatus } from './service.js';
import { isSandboxRef } from '../../services/payments/sandbox.js';

/** A ticket line's price category in the reader's language, as it was named when ordered. */
export const categoryOf = (x: Pick<LineRow, 'categoryZh' | 'categoryEn'>, l: Locale): string | null =>
  x.categoryZh === null && x.categoryEn === null ? null : pick(l, x.categoryZh ?? '', x.categoryEn ?? '');

/**
 * The part of an order every family shows alike (SPEC §4 label, amounts with the discount, lines,
 * refund record, what approved refunds gave back). `isQrcodeUsed` is the family's "completed" fact: tickets admitted, a parcel shipped.
 * `used`: units no refund may name any more (tickets admitted at the door); `refundable: false` for a
 * kind members cannot ask refunds of (member orders).
 */
export function presentOrderBase(
  o: OrderRow,
  p: {
    lines: LineRow[];
    refund?: RefundRow;
    refundedCents: number;
    isQrcodeUsed: boolean;
    used?: number;
    refundable?: boolean;
  },
  l: Locale,
  now: Date,
): Omit<Order, 'ticket'> {
  const payStatus = effectiveStatus(o, now);
  const refundable = refundableLines(o.totalCents, p.lines, p.used ?? 0);
  return {
    id: o.id,
    orderNo: o.orderNo,
    kind: o.kind,
    payStatus,
    label: orderLabel({
      payStatus,
      isQrcodeUsed: p.isQrcodeUsed,
      refundStatus: p.refund?.status ?? null,
      unitsLeft: p.lines.some((x) => x.quantity > x.refundedQuantity),
    }),
    subtotalAmount: o.totalCents + o.discountCents,
    discountAmount: o.discountCents,
    totalAmount: o.totalCents,
    refundedAmount: p.refundedCents,
    currency: o.currency,
    paymentMethod: o.paymentMethod,
    remarks: o.remarks,
    submittedAt: o.createdAt.toISOString(),
    expiresAt: o.expiresAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    testPayment: isSandboxRef(o.providerRef),
    isQrcodeUsed: p.isQrcodeUsed,
    lines: refundable.map(({ line: x, paidCents, refundable: n }) => ({
      id: x.id,
      title: pick(l, x.titleZh, x.titleEn),
      category: categoryOf(x, l),
      unitPrice: x.unitCents,
      quantity: x.quantity,
      amount: x.unitCents * x.quantity,
      paidAmount: paidCents,
      refundedQuantity: x.refundedQuantity,
      refundableQuantity: payStatus === PayStatus.Paid && p.refundable !== false ? n : 0,
    })),
    orderReturn: p.refund ? presentRefund(p.refund, o.orderNo, o.currency) : null,
  };
}
