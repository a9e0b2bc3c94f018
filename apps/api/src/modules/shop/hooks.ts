import { appLink, pages } from '@nanhua/contract';
import { refuse } from '../../lib/errors.js';
import type { KindHooks } from '../orders/hooks.js';
import type { LineRow } from '../orders/repository.js';
import { addSales, findDetail, returnStock, subtractSales } from './repository.js';
import { sendBackNotice, sendsGoodsBack, type ReturnAddressReader } from './send-back.js';

export const shopOrderLink = (orderNo: string) => appLink(pages.shopOrder.detail, { orderNo });

const itemsOf = (lines: LineRow[]) => lines.map((l) => ({ itemId: l.itemId, quantity: l.quantity }));

/**
 * How shop orders plug into the order core: product stock is what orders take and give back. The
 * return address is the company's contact details, read through the reader composition.ts passes in.
 */
export function shopHooks(d: { returnAddress: ReturnAddressReader }): KindHooks {
  return {
    release: (tx, items) => returnStock(tx, items),
    onPaid: (tx, _order, lines) => addSales(tx, itemsOf(lines)),
    /** Returned pieces are no longer sales; they go back into stock only when staff say so (not damaged, not lost). */
    async onRefunded(tx, _order, refunded, { restock }) {
      const items = refunded.map((r) => ({ itemId: r.line.itemId, quantity: r.quantity }));
      if (restock) await returnStock(tx, items);
      await subtractSales(tx, items);
    },
    /** An approved return of a parcel that was shipped, its goods coming back: the member learns where and how to send them. */
    async approvedNotice(tx, order, refund) {
      return sendsGoodsBack((await findDetail(tx, order.id))?.shippedAt, refund)
        ? sendBackNotice(d.returnAddress, tx)
        : null;
    },
    /** A paid parcel leaves the member's list once it has been shipped; before that it is still owed. */
    async paidDeletable(db, order) {
      if ((await findDetail(db, order.id))?.shippedAt) return true;
      throw refuse('msg.shop.notDeletableUnshipped');
    },
    link: shopOrderLink,
  };
}
