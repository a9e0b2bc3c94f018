import { randomBytes } from 'node:crypto';
import { appLink, pages } from '@nanhua/contract';
import { refuse } from '../../lib/errors.js';
import type { Clock } from '../../services/clock.js';
import type { KindHooks } from '../orders/hooks.js';
import { insertPass, passesOf, returnSeats, salesByIds, voidPass } from './repository.js';

/** 192 random bits, URL-safe: the QR code cannot be guessed from an order number or another ticket. */
export const newQrToken = () => randomBytes(24).toString('base64url');

export const orderDetailLink = (orderNo: string) => appLink(pages.ticket.orderDetail, { orderNo });

/** How ticket orders plug into the order core: seats are the stock, a pass with a QR token is what is bought. */
export function ticketHooks({ clock }: { clock: Clock }): KindHooks {
  return {
    release: (tx, items) => returnSeats(tx, items),
    async onPaid(tx, order, lines) {
      const line = lines[0];
      if (!line) return;
      await insertPass(tx, { orderId: order.id, saleId: line.itemId, qrToken: newQrToken(), quantity: lines.reduce((s, l) => s + l.quantity, 0) });
    },
    async checkRefundable(d, order) {
      const [pass] = await passesOf(d, [order.id]);
      if (pass && (pass.refundedAt || pass.usedQuantity >= pass.quantity)) throw refuse('msg.ticket.refundUsedUp');
    },
    async onRefunded(tx, order, lines) {
      const pass = await voidPass(tx, order.id, clock.now());
      if (pass) await returnSeats(tx, [{ itemId: pass.saleId, quantity: pass.quantity - pass.usedQuantity, priceId: lines[0]?.priceId ?? null }]);
    },
    async paidDeletable(d, order) {
      const [pass] = await passesOf(d, [order.id]);
      if (!pass) return true;
      if (pass.refundedAt || pass.usedQuantity >= pass.quantity) return true;
      const [sale] = await salesByIds(d, [pass.saleId]);
      if (sale && sale.validUntil.getTime() <= clock.now().getTime()) return true;
      throw refuse('msg.ticket.orderNotDeletable');
    },
    link: orderDetailLink,
  };
}
