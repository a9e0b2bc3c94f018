import type { CheckInResult, Locale, StaffTicketSale } from '@nanhua/contract';
import { pick } from '../../../lib/locale.js';
import type { LineRow } from '../../orders/repository.js';
import { categoryOf } from '../../orders/presenter.js';
import { saleState, type PassRow, type PriceRow, type SaleRow } from '../repository.js';

/** A sale as the console shows it: both languages, seats left and taken from the rows' counters. */
export function presentStaffSale(
  s: SaleRow,
  prices: PriceRow[],
  x: { now: Date; hasOrders: boolean; held: number },
): StaffTicketSale {
  return {
    id: s.id,
    performanceId: s.theatreId,
    titleZh: s.titleZh,
    titleEn: s.titleEn,
    venueZh: s.venueZh,
    venueEn: s.venueEn,
    poster: s.poster,
    eventAt: s.eventAt.toISOString(),
    saleStartAt: s.saleStartAt.toISOString(),
    saleEndAt: s.saleEndAt.toISOString(),
    state: saleState(s, x.now),
    perOrderLimit: s.perOrderLimit,
    featured: s.featured,
    published: s.published,
    currency: s.currency,
    priceCents: s.priceCents,
    totalSeats: s.totalSeats,
    remaining: s.remaining,
    sold: s.totalSeats - s.remaining,
    held: x.held,
    hasOrders: x.hasOrders,
    categories: prices.map((p) => ({
      id: p.id,
      nameZh: p.nameZh,
      nameEn: p.nameEn,
      priceCents: p.priceCents,
      seats: p.seats,
      remaining: p.remaining,
      sold: p.seats === null || p.remaining === null ? null : p.seats - p.remaining,
    })),
    createdAt: s.createdAt.toISOString(),
  };
}

/** The door's answer: the show the ticket is for and what its code still admits. */
export function presentCheckIn(
  v: { orderNo: string; pass: PassRow; sale: SaleRow; line?: LineRow; overridden: boolean },
  l: Locale,
): CheckInResult {
  const { pass, sale } = v;
  return {
    orderNo: v.orderNo,
    title: pick(l, sale.titleZh, sale.titleEn),
    performanceId: sale.theatreId,
    eventAt: sale.eventAt.toISOString(),
    validUntil: sale.validUntil.toISOString(),
    venue: pick(l, sale.venueZh, sale.venueEn),
    category: v.line ? categoryOf(v.line, l) : null,
    quantity: pass.quantity,
    usedQuantity: pass.usedQuantity,
    refundedQuantity: pass.refundedQuantity,
    remainingQuantity: pass.quantity - pass.usedQuantity - pass.refundedQuantity,
    overridden: v.overridden,
  };
}
