import { appLink, pages } from '@nanhua/contract';
import { refuse } from '../../lib/errors.js';
import type { KindHooks } from '../orders/hooks.js';
import type { LineRow } from '../orders/repository.js';
import { addSales, findDetail, returnStock, subtractSales } from './repository.js';

export const shopOrderLink = (orderNo: string) => appLink(pages.shopOrder.detail, { orderNo });

const itemsOf = (lines: LineRow[]) => lines.map((l) => ({ itemId: l.itemId, quantity: l.quantity }));

/** How shop orders plug into the order core: product stock is what orders take and give back. */
export function shopHooks(): KindHooks {
  return {
    release: (tx, items) => returnStock(tx, items),
    onPaid: (tx, _order, lines) => addSales(tx, itemsOf(lines)),
    /** Returned pieces are no longer sales; they go back into stock only when staff say so (not damaged, not lost). */
    async onRefunded(tx, _order, refunded, { restock }) {
      const items = refunded.map((r) => ({ itemId: r.line.itemId, quantity: r.quantity }));
      if (restock) await returnStock(tx, items);
      await subtractSales(tx, items);
    },
    /** A paid parcel leaves the member's list once it has been shipped; before that it is still owed. */
    async paidDeletable(db, order) {
      if ((await findDetail(db, order.id))?.shippedAt) return true;
      throw refuse('msg.shop.notDeletableUnshipped');
    },
    link: shopOrderLink,
  };
}
