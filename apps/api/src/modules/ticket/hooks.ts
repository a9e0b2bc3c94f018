import { randomBytes } from 'node:crypto';
import { appLink, pages } from '@nanhua/contract';
import { refuse } from '../../lib/errors.js';
import type { Clock } from '../../services/clock.js';
import type { KindHooks } from '../orders/hooks.js';
import { insertPass, passesOf, refundFromPass, returnSeats, salesByIds } from './repository.js';
import { insertSeats, nameForRefund, refundSeats, unrefundableSeats } from './seat-repository.js';

/** 192 random bits, URL-safe: the QR code cannot be guessed from an order number or another ticket. */
export const newQrToken = () => randomBytes(24).toString('base64url');

export const orderDetailLink = (orderNo: string) => appLink(pages.ticket.orderDetail, { orderNo });

/**
 * How ticket orders plug into the order core: seats are the stock, a pass with a QR token is what is
 * bought, and the e-ticket mail (`sendTicket`, ticket-mail.ts) goes out once the payment has committed.
 */
export function ticketHooks({
  clock,
  sendTicket,
}: {
  clock: Clock;
  sendTicket: (orderId: number) => Promise<unknown>;
}): KindHooks {
  return {
    release: (tx, items) => returnSeats(tx, items),
    async afterPaid(order) {
      await sendTicket(order.id);
    },
    async onPaid(tx, order, lines) {
      const line = lines[0];
      if (!line) return;
      const quantity = lines.reduce((s, l) => s + l.quantity, 0);
      await insertPass(tx, { orderId: order.id, saleId: line.itemId, qrToken: newQrToken(), quantity });
      await insertSeats(tx, order.id, order.userId, quantity);
    },
    /** Admitted tickets (and, once tickets can be given, those another member holds). */
    usedUnits: (d, order) => unrefundableSeats(d, order.id),
    /** The request holds back the tickets it names (the last seats the buyer has unused); the others keep admitting. */
    async onRefundAsked(tx, order, refundId, units) {
      // A ticket admitted since the request was checked: the member asks again for what is left.
      const named = await nameForRefund(tx, order.id, refundId, units);
      if (named !== units) throw refuse('msg.ticket.refundTooMany', { max: named });
    },
    /** Asked only when nothing is refundable and nothing was refunded: every ticket was used. */
    async checkRefundable() {
      throw refuse('msg.ticket.refundUsedUp');
    },
    async onRefunded(tx, order, refunded, { refundId }) {
      const n = refunded.reduce((s, r) => s + r.quantity, 0);
      if ((await refundSeats(tx, order.id, refundId, n, clock.now())) !== n)
        throw refuse('msg.ticket.refundTicketsUsed');
      const pass = await refundFromPass(tx, order.id, n, clock.now());
      // Only reachable when tickets were admitted after the request was made: staff reject it instead.
      if (!pass) throw refuse('msg.ticket.refundTicketsUsed');
      await returnSeats(tx, [{ itemId: pass.saleId, quantity: n, priceId: refunded[0]?.line.priceId ?? null }]);
    },
    async paidDeletable(d, order) {
      const [pass] = await passesOf(d, [order.id]);
      if (!pass) return true;
      if (pass.refundedAt || pass.usedQuantity + pass.refundedQuantity >= pass.quantity) return true;
      const [sale] = await salesByIds(d, [pass.saleId]);
      if (sale && sale.validUntil.getTime() <= clock.now().getTime()) return true;
      throw refuse('msg.ticket.orderNotDeletable');
    },
    link: orderDetailLink,
  };
}
