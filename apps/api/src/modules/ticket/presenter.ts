import {
  appLink,
  pages,
  PayStatus,
  RefundStatus,
  type CarouselItem,
  type Locale,
  type Order,
  type OrderTicket,
  type ProductionLink,
  type TicketInfo,
  type TicketNews,
  type TicketState,
  type TicketNewsDetail,
  type TicketSale,
  type TicketSaleDetail,
} from '@nanhua/contract';
import type { ticketInfos, ticketNews } from '../../db/schema/index.js';
import { pick } from '../../lib/locale.js';
import type { LineRow, OrderRow, RefundRow } from '../orders/repository.js';
import { categoryOf, presentOrderBase } from '../orders/presenter.js';
import { effectiveStatus } from '../orders/service.js';
import type { OrderSale, ViewSeat } from './order-repository.js';
import { saleState, type PassRow, type PriceRow, type SaleRow } from './repository.js';

/** Seats held by unpaid orders and when the first of them lapses (only for a sold-out sale in its window). */
export type Held = { seats: number; releaseAt: Date } | undefined;

export function presentSale(s: SaleRow, l: Locale, now: Date, held?: Held): TicketSale {
  return {
    id: s.id,
    theatreId: s.theatreId,
    title: pick(l, s.titleZh, s.titleEn),
    summary: pick(l, s.summaryZh, s.summaryEn),
    poster: s.poster,
    venue: pick(l, s.venueZh, s.venueEn),
    eventAt: s.eventAt.toISOString(),
    validUntil: s.validUntil.toISOString(),
    saleStartAt: s.saleStartAt.toISOString(),
    saleEndAt: s.saleEndAt.toISOString(),
    price: s.priceCents,
    currency: s.currency,
    totalSeats: s.totalSeats,
    remaining: s.remaining,
    perOrderLimit: s.perOrderLimit,
    buyStatus: saleState(s, now),
    held: held ? { seats: held.seats, releaseAt: held.releaseAt.toISOString() } : null,
  };
}

/** `production`: the published production the sale's performance stages (the way to its cast and synopsis), or null. */
export const presentSaleDetail = (
  s: SaleRow,
  prices: PriceRow[],
  production: ProductionLink | null,
  l: Locale,
  now: Date,
  held?: Held,
): TicketSaleDetail => ({
  ...presentSale(s, l, now, held),
  description: pick(l, s.descriptionZh, s.descriptionEn),
  prices: prices.map((p) => ({ id: p.id, name: pick(l, p.nameZh, p.nameEn), price: p.priceCents })),
  production,
});

export const presentCarousel = (s: SaleRow, l: Locale, i: number): CarouselItem => ({
  id: s.id,
  title: pick(l, s.titleZh, s.titleEn),
  image: s.poster,
  link: appLink(pages.ticket.detail, { id: s.id }),
  sort: i,
});

export const presentInfo = (r: typeof ticketInfos.$inferSelect, l: Locale): TicketInfo => ({
  type: r.type,
  title: pick(l, r.titleZh, r.titleEn),
  content: pick(l, r.contentZh, r.contentEn),
});

type NewsRow = typeof ticketNews.$inferSelect;
export const presentNews = (r: NewsRow, l: Locale): TicketNews => ({
  id: r.id,
  title: pick(l, r.titleZh, r.titleEn),
  summary: pick(l, r.summaryZh, r.summaryEn),
  cover: r.cover,
  publishedAt: r.publishedAt.toISOString(),
});
export const presentNewsDetail = (r: NewsRow, l: Locale): TicketNewsDetail => ({
  ...presentNews(r, l),
  content: pick(l, r.contentZh, r.contentEn),
});

export interface OrderParts {
  lines: LineRow[];
  pass?: PassRow;
  sale?: OrderSale;
  refund?: RefundRow;
  refundedCents: number;
  seats?: ViewSeat[];
}

/** A ticket's state as the buyer sees it: one given to another member is theirs (`given`), whatever became of it. */
const seatState = (s: ViewSeat, buyerId: number): TicketState =>
  s.holderId !== buyerId
    ? 'given'
    : s.used
      ? 'used'
      : s.refunded
        ? 'refunded'
        : s.underReview
          ? 'refundPending'
          : 'valid';

/** A ticket the buyer still holds that admits now: what the order's own code admits. */
export const seatAdmits = (s: ViewSeat, buyerId: number) => seatState(s, buyerId) === 'valid';

/** The most times one ticket may be given (its generation is one byte of the signed code). */
export const MAX_GENERATION = 255;

/**
 * A ticket order as the member sees it. Each ticket shows its own code while it admits; one a refund
 * request under review names is held back, the others stay scannable. The order's code (older orders'
 * single QR) shows while a ticket the buyer holds admits; the service signs the codes.
 */
export function presentOrder(o: OrderRow, p: OrderParts, l: Locale, now: Date): Order {
  const payStatus = effectiveStatus(o, now);
  const underReview = p.refund?.status === RefundStatus.Pending;
  const seats = p.pass && !p.pass.refundedAt ? (p.seats ?? []) : [];
  // What the buyer still holds unused (a ticket given to another member is theirs, not counted here).
  const left =
    !p.pass || p.pass.refundedAt
      ? 0
      : seats.length > 0
        ? seats.filter((s) => s.holderId === o.userId && !s.used && !s.refunded).length
        : p.pass.quantity - p.pass.usedQuantity - p.pass.refundedQuantity;
  const paid = payStatus === PayStatus.Paid && left > 0;
  const usable = paid && (seats.length > 0 ? seats.some((s) => seatAdmits(s, o.userId)) : !underReview);
  const started = p.sale ? now.getTime() >= p.sale.eventAt.getTime() : true;
  const tickets: OrderTicket[] = seats.map((s) => {
    const state = seatState(s, o.userId);
    return {
      id: s.id,
      seq: s.seq,
      of: p.pass!.quantity,
      state,
      qrToken: paid && state === 'valid' ? p.pass!.qrToken : null,
      givenTo: state === 'given' ? (s.holderName ?? '') : null,
      transferable: paid && state === 'valid' && !started && s.generation < MAX_GENERATION,
      link: state === 'valid' && s.linkExpiresAt ? { expiresAt: new Date(s.linkExpiresAt).toISOString() } : null,
    };
  });
  const line = p.lines[0];
  return {
    ...presentOrderBase(
      o,
      {
        lines: p.lines,
        refund: p.refund,
        refundedCents: p.refundedCents,
        isQrcodeUsed: (p.pass?.usedQuantity ?? 0) > 0,
        used: p.pass?.usedQuantity ?? 0,
      },
      l,
      now,
    ),
    ticket:
      p.sale && line
        ? {
            saleId: p.sale.id,
            title: pick(l, p.sale.titleZh, p.sale.titleEn),
            poster: p.sale.poster,
            venue: pick(l, p.sale.venueZh, p.sale.venueEn),
            eventAt: p.sale.eventAt.toISOString(),
            validUntil: p.sale.validUntil.toISOString(),
            price: line.unitCents,
            category: categoryOf(line, l),
            quantity: line.quantity,
            usedQuantity: p.pass?.usedQuantity ?? 0,
            refundedQuantity: p.pass?.refundedQuantity ?? 0,
            remainingQuantity: left,
            refundUnderReview: payStatus === PayStatus.Paid && underReview,
            qrToken: usable ? p.pass!.qrToken : null,
            tickets,
          }
        : null,
  };
}
