import { limits, type Locale, type Order } from '@nanhua/contract';
import { naming } from '../../db/changes.js';
import type { Db } from '../../db/client.js';
import { AppError, notFound, refuse } from '../../lib/errors.js';
import type { Clock } from '../../services/clock.js';
import type { OrderRow } from '../orders/repository.js';
import { familyOrders, memberOrderCalls } from '../orders/family.js';
import type { OrderCore } from '../orders/service.js';
import { offsetOf } from '../../db/query.js';
import { productionOfPerformance } from '../theatre-ultimate/repository.js';
import { presentProductionLink } from '../theatre-ultimate/presenter.js';
import {
  presentCarousel,
  presentInfo,
  presentNews,
  presentNewsDetail,
  presentOrder,
  presentSale,
  presentSaleDetail,
  type OrderParts,
} from './presenter.js';
import { ticketOrderViews } from './order-repository.js';
import * as repo from './repository.js';
import { decideBuy, seatRefusal, type BuyRuleDeps, type Caller } from './buy-rules.js';

/** Ticket sales, ticketing information and news, and ticket orders on top of the order core. */

/** The caller's ticket discount in percent now (the membership service answers it). */
export type TicketDiscount = BuyRuleDeps['ticketDiscount'];

/** Signs an order's or one ticket's admission code (the door's key); without it the plain code is shown. */
export type SignCode = (c: {
  orderId: number;
  performanceId: number;
  count: number;
  issuedAt: number;
  seq?: number;
  generation?: number;
}) => Promise<string>;

/**
 * How long before the client's timeout (contract limits.requestTimeoutMs) the order must have committed:
 * time for the answer (and the payment provider's key, asked after the commit) to reach the member.
 */
const ANSWER_MARGIN_MS = 2000;

/** How many times a buy reads the sale and decides again when staff changed it under the order statement. */
const STALE_ATTEMPTS = 3;

export function createTicketService({
  db,
  clock,
  core,
  ticketDiscount,
  signCode,
  statementTimeoutMs,
}: {
  db: Db;
  clock: Clock;
  core: OrderCore;
  ticketDiscount: TicketDiscount;
  signCode?: SignCode;
  /** The database's statement timeout (config DATABASE_STATEMENT_TIMEOUT_MS): the driver stops waiting soon after it. */
  statementTimeoutMs: number;
}) {
  const orderViews = ticketOrderViews(db);
  /** A ticket order as the member sees it; the QR shows a signed code the door can check offline (issued at payment, so it stays the same). */
  async function present(o: OrderRow, parts: OrderParts, l: Locale, now: Date): Promise<Order> {
    const view = presentOrder(o, parts, l, now);
    const { pass, sale } = parts;
    if (signCode && view.ticket && pass && sale) {
      const claim = {
        orderId: o.id,
        performanceId: sale.theatreId ?? 0,
        count: pass.quantity,
        issuedAt: Math.floor((o.paidAt ?? o.createdAt).getTime() / 1000),
      };
      if (view.ticket.qrToken) view.ticket.qrToken = await signCode(claim);
      const generations = new Map((parts.seats ?? []).map((s) => [s.id, s.generation]));
      for (const x of view.ticket.tickets)
        if (x.qrToken)
          x.qrToken = await signCode({ ...claim, count: 1, seq: x.seq, generation: generations.get(x.id) ?? 0 });
    }
    return view;
  }
  /** Orders already read (after a payment, a cancel): everything their views need in one more statement. */
  async function views(rows: OrderRow[], l: Locale): Promise<Order[]> {
    const parts = await orderViews.byIds(
      db,
      rows.map((r) => r.id),
    );
    const now = clock.now();
    return Promise.all(rows.map((o) => present(o, parts.get(o.id) ?? { lines: [], refundedCents: 0 }, l, now)));
  }
  const orders = familyOrders(core, 'ticket', views);

  /** Seats held by unpaid orders of sales that are otherwise sold out while their window is open. */
  async function holds(sales: repo.SaleRow[], now: Date) {
    const open = sales.filter(
      (s) => s.remaining <= 0 && s.saleStartAt.getTime() <= now.getTime() && s.saleEndAt.getTime() > now.getTime(),
    );
    return repo.heldSeats(
      db,
      open.map((s) => s.id),
      now,
    );
  }

  const saleForBuy = repo.prepareSaleForBuy(db);
  const placeOrder = repo.preparePlaceOrder(db);

  return {
    views,
    view: orders.view,
    async sales(q: { page: number; pageSize: number; buyStatus?: number; keyword?: string }, l: Locale) {
      const now = clock.now();
      const { records, total } = await repo.pageSales(db, now, q, offsetOf(q.page, q.pageSize), q.pageSize);
      const held = await holds(records, now);
      return {
        records: records.map((s) => presentSale(s, l, now, held.get(s.id))),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },
    async sale(id: number, l: Locale) {
      const s = await repo.findSale(db, id);
      if (!s) throw notFound('msg.ticket.saleNotFound');
      const now = clock.now();
      const [prices, held, production] = await Promise.all([
        repo.pricesOf(db, id),
        holds([s], now),
        s.theatreId === null ? undefined : productionOfPerformance(db, s.theatreId),
      ]);
      return presentSaleDetail(
        s,
        prices,
        production ? presentProductionLink(production, l) : null,
        l,
        now,
        held.get(s.id),
      );
    },
    async carousel(size: number | undefined, l: Locale) {
      return (await repo.featuredSales(db, clock.now(), size ?? 5)).map((s, i) => presentCarousel(s, l, i));
    },
    async info(type: number | undefined, l: Locale) {
      return (await repo.infosOfType(db, type)).map((r) => presentInfo(r, l));
    },
    async news(q: { page: number; pageSize: number }, l: Locale) {
      const { records, total } = await repo.pageNews(db, clock.now(), offsetOf(q.page, q.pageSize), q.pageSize);
      return { records: records.map((r) => presentNews(r, l)), total, page: q.page, pageSize: q.pageSize };
    },
    async newsItem(id: number, l: Locale) {
      const r = await repo.findNews(db, id, clock.now());
      if (!r) throw notFound('msg.ticket.newsNotFound');
      return presentNewsDetail(r, l);
    },

    /**
     * Two statements: the sale as this choice sees it (`saleForBuy`: with why not, when too few seats are
     * left), the buy's rules on it (buy-rules.ts: window, limit, price, discount, slot), then — only for a
     * purchase that can go ahead — its rate-limit slot, the seats and the order as the rules computed it
     * (`placeOrder`, with why not when another buyer came first). Should staff have changed the sale in
     * between, the seats are not taken and the buy reads and decides again. The price is the sale's, never
     * the client's; nothing is read back after it: the new order is answered from what was written.
     */
    async buy(
      caller: Caller,
      v: { saleId: number; priceId?: number; quantity: number; paymentMethod: string; remarks: string },
      l: Locale,
      arrivedAt = Date.now(),
    ): Promise<Order> {
      const userId = caller.id;
      const choice = { userId, saleId: v.saleId, priceId: v.priceId ?? null, quantity: v.quantity };
      for (let attempt = 1; ; attempt++) {
        const now = clock.now();
        const found = await saleForBuy(choice, now);
        if (!found) throw notFound('msg.ticket.saleNotFound');
        const { sale } = found;
        const decided = await decideBuy(
          { caller, sale, prices: found.prices, choice: v, now, releaseAt: found.releaseAt },
          {
            ticketDiscount,
            pendingOrder: async () => (found.pendingId === null ? undefined : await core.byId(found.pendingId)),
          },
        );
        if ('pending' in decided) return orders.answerNew(decided.pending, l);
        const { line, discountCents, slot } = decided.plan;
        const draft = core.draft({
          userId,
          kind: 'ticket',
          paymentMethod: v.paymentMethod,
          remarks: v.remarks,
          discountCents,
          lines: [line],
        });
        // A member whose request failed (their app's timeout, or our 503 once the driver stops waiting) must
        // not find seats held by an order they never saw. The order is ONE statement, and it places nothing
        // unless it ends by the deadline on the database's clock: before the client gives up, and before this
        // server stops waiting for it. So it commits while the member still waits for the answer, or never,
        // however long a lock, a queue or a frozen database delayed it. (Wall-clock time: the database's.)
        const deadline = Math.min(
          arrivedAt + limits.requestTimeoutMs - ANSWER_MARGIN_MS,
          Date.now() + statementTimeoutMs,
        );
        if (Date.now() >= deadline) throw new AppError('msg.databaseBusy', 503, 503);
        // The member's pending order for the same choice (going back from payment), else the seats and a new order.
        // What the order changes for visitors: the sale's seats left, nothing else (db/changes.ts).
        const changes = [{ family: 'ticketSale', id: sale.id }] as const;
        const placed = await naming(changes, () =>
          placeOrder({ slot, order: draft, line, saleVersion: found.version }, new Date(deadline)),
        );
        if (!placed.placed) {
          if (placed.refused === 'limited') throw new AppError('msg.tooManyRequests', 1003, 429);
          // Staff changed the sale since it was read: read it again and let the rules decide (twice at most).
          if (placed.refused === 'stale') {
            if (attempt < STALE_ATTEMPTS) continue;
            throw new AppError('msg.databaseBusy', 503, 503);
          }
          // Another buyer came first: why not, as the sale read in the same statement.
          throw placed.seatsLeft === null
            ? refuse('msg.ticket.soldOut')
            : seatRefusal(placed.seatsLeft, placed.releaseAt, clock.now());
        }
        if (placed.reused) return orders.answerNew(placed.order, l);
        const order = placed.order.providerRef
          ? placed.order
          : await naming(changes, () => core.ensurePayment(placed.order)).catch(() => placed.order);
        const written = { ...line, id: placed.lineId ?? 0, orderId: order.id, refundedQuantity: 0 };
        return presentOrder(order, { lines: [written], sale, refundedCents: 0 }, l, clock.now());
      }
    },
    ...orders.byNumber,
    /** The member's orders (the page, its total and every view's parts) and one order: ONE statement each. */
    ...memberOrderCalls(
      orderViews,
      () => clock.now(),
      (r, l, now) => present(r.order, r, l, now),
    ),
  };
}

export type TicketService = ReturnType<typeof createTicketService>;
