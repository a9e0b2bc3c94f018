import { memberDiscountCents, SaleState } from '@nanhua/contract';
import { refuse } from '../../lib/errors.js';
import type { OrderRow } from '../orders/repository.js';
import { saleState, type BuySlot, type NewTicketLine, type PriceRow, type SaleRow } from './repository.js';

/**
 * The ticket buy's rules, in one place (issue 36 item 7): what a member may buy and at what price. They
 * decide from what the buy's first statement read; the order statement then only does what must be
 * atomic (the slot, the seats, the insert: claim_ticket_seats, migration 0042) and takes the seats only
 * while the sale still reads as these rules read it. A new rule is a step here and a case in
 * buy-rules.test.ts; nothing in SQL changes unless it needs a new atomic claim.
 */

/** The caller: the session check's fresh read of the user (its effective tier). */
export type Caller = { id: number; userType: number };

/** What the rules read: the sale with its price categories (sort order) as read at `now`, and the choice. */
export interface BuyFacts {
  caller: Caller;
  sale: SaleRow;
  prices: PriceRow[];
  choice: { priceId?: number; quantity: number };
  now: Date;
  /** When the first seat held by an unpaid order lapses (null: none held), as read with the sale. */
  releaseAt: Date | null;
}

/** What the rules need to ask, only once the buy can go ahead. */
export interface BuyRuleDeps {
  /** The caller's ticket discount in percent now (the membership service answers it). */
  ticketDiscount: (caller: Caller) => Promise<number>;
  /** The member's pending order for this very choice, asked only when the seats as read are too few. */
  pendingOrder: () => Promise<OrderRow | undefined>;
}

/** What the rules decided: the line (title, category, unit price: the sale's, never the client's), the discount off it and the member's slot. */
export interface BuyPlan {
  line: NewTicketLine;
  discountCents: number;
  slot: BuySlot;
}

/** Seats held by one account (orders that are never paid) are capped: at most this many buys per window, taken by the order's own statement. */
export const MEMBER_BUYS = { max: 20, windowSeconds: 600 };

/** The line's title, unit price and category: the chosen category's when the sale has categories, else the sale's own price. */
export function lineFor(
  sale: SaleRow,
  prices: PriceRow[],
  priceId: number | undefined,
  quantity: number,
): NewTicketLine {
  if (prices.length === 0)
    return {
      itemId: sale.id,
      priceId: null,
      quantity,
      titleZh: sale.titleZh,
      titleEn: sale.titleEn,
      unitCents: sale.priceCents,
      categoryZh: null,
      categoryEn: null,
    };
  if (priceId === undefined) throw refuse('msg.ticket.priceRequired');
  const p = prices.find((x) => x.id === priceId);
  if (!p) throw refuse('msg.ticket.priceNotFound');
  return {
    itemId: sale.id,
    priceId: p.id,
    quantity,
    titleZh: `${sale.titleZh}（${p.nameZh}）`,
    titleEn: `${sale.titleEn} (${p.nameEn})`,
    unitCents: p.priceCents,
    categoryZh: p.nameZh,
    categoryEn: p.nameEn,
  };
}

/** What this buyer can get as read: the fewer of the sale's seats and its category's own (when it has them). */
export function seatsLeft(sale: SaleRow, prices: PriceRow[], priceId: number | null) {
  const category = priceId === null ? undefined : prices.find((p) => p.id === priceId);
  return Math.max(0, Math.min(sale.remaining, category?.remaining ?? sale.remaining));
}

/** Whole minutes from now until `at`, at least 1. */
const minutesUntil = (at: Date, now: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 60_000));

/** Why the seats asked for cannot be had: too few left, or none but some held by orders awaiting payment (the first lapses at `releaseAt`). */
export const seatRefusal = (left: number, releaseAt: Date | null, now: Date) =>
  left > 0
    ? refuse('msg.ticket.notEnoughSeats', { remaining: left })
    : releaseAt
      ? refuse('msg.ticket.allHeld', { minutes: minutesUntil(releaseAt, now) })
      : refuse('msg.ticket.soldOut');

/**
 * The rules in the order they apply: the sale window, the per-order limit, the price (category), the
 * seats as read (short: the member's own pending order for the choice still answers, else why not), the
 * member discount, the member's slot. Answers the plan for the order statement, or the pending order.
 */
export async function decideBuy(f: BuyFacts, deps: BuyRuleDeps): Promise<{ plan: BuyPlan } | { pending: OrderRow }> {
  const { sale, prices, choice, now } = f;
  // The sale window.
  if (saleState(sale, now) === SaleState.ComingSoon) throw refuse('msg.ticket.saleNotStarted');
  if (sale.saleEndAt.getTime() <= now.getTime()) throw refuse('msg.ticket.saleClosed');
  // The per-order limit.
  if (choice.quantity > sale.perOrderLimit) throw refuse('msg.ticket.overLimit', { limit: sale.perOrderLimit });
  // The price per category.
  const line = lineFor(sale, prices, choice.priceId, choice.quantity);
  // The seats as read: back from payment, the member's own pending order still answers.
  const left = seatsLeft(sale, prices, line.priceId);
  if (left < choice.quantity) {
    const pending = await deps.pendingOrder();
    if (pending) return { pending };
    throw seatRefusal(left, f.releaseAt, now);
  }
  // The member discount, from the server's own price (the package's percent, rounded as the contract does).
  const discountCents = memberDiscountCents(line.unitCents * choice.quantity, await deps.ticketDiscount(f.caller));
  // The member's cap of buys (held seats), counted by the order statement itself.
  const slot = { key: `ticket-buy:${f.caller.id}`, ...MEMBER_BUYS };
  return { plan: { line, discountCents, slot } };
}
