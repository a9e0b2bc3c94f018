import type {
  CategoryFigures,
  Locale,
  PerformanceFigures,
  PerformanceReport,
  SettlementGroup,
  SettlementMovement,
} from '@nanhua/contract';
import { pick } from '../../lib/locale.js';
import type { CategoryRow, MovementRow, PerformanceRow, SettlementGroupRow } from './repository.js';

/** The reports' answers (the contract's shapes) from the repository's rows. */

export const presentPerformance = (r: PerformanceRow, l: Locale): PerformanceFigures => ({
  saleId: r.id,
  title: pick(l, r.titleZh, r.titleEn),
  venue: pick(l, r.venueZh, r.venueEn),
  eventAt: r.eventAt.toISOString(),
  currency: r.currency,
  totalSeats: r.totalSeats,
  sold: r.sold,
  held: r.held,
  left: r.remaining,
  comps: r.comps,
  refundedTickets: r.refunded,
  checkedIn: r.checkedIn,
  orders: r.orders,
  grossCents: r.grossCents,
  refundCents: r.refundCents,
  netCents: r.grossCents - r.refundCents,
});

const fullPrice = { 'zh-Hans': '标准票价', en: 'Standard price' } as const;

export const presentCategory = (c: CategoryRow, l: Locale): CategoryFigures => ({
  priceId: c.priceId,
  name: c.nameZh === null && c.nameEn === null ? fullPrice[l] : pick(l, c.nameZh ?? '', c.nameEn ?? ''),
  unitCents: c.unitCents,
  sold: c.sold,
  comps: c.comps,
  refundedTickets: c.refunded,
  listCents: c.listCents,
  discountCents: c.listCents - c.grossCents,
  grossCents: c.grossCents,
  refundCents: c.refundCents,
  netCents: c.grossCents - c.refundCents,
});

/** The categories added up. */
export function categoryTotals(cs: CategoryFigures[]): PerformanceReport['totals'] {
  const t = { sold: 0, comps: 0, refundedTickets: 0, listCents: 0, discountCents: 0, grossCents: 0, refundCents: 0 };
  for (const c of cs) for (const k of Object.keys(t) as (keyof typeof t)[]) t[k] += c[k];
  return { ...t, netCents: t.grossCents - t.refundCents };
}

export const presentGroup = (g: SettlementGroupRow): SettlementGroup => ({
  ...g,
  netCents: g.grossCents - g.refundCents,
});

export const presentMovement = (m: MovementRow): SettlementMovement => ({
  type: m.type,
  at: m.at.toISOString(),
  orderId: m.orderId,
  orderNo: m.orderNo,
  kind: m.kind === 'member' ? 'membership' : m.kind,
  provider: m.provider,
  paymentMethod: m.paymentMethod,
  providerRef: m.providerRef,
  amountCents: m.amountCents,
  currency: m.currency,
});
