import type { Db } from '../../db/client.js';
import { refuse } from '../../lib/errors.js';
import type { Clock } from '../../services/clock.js';
import type { KindHooks } from '../orders/hooks.js';
import { linesOf, type LineRow } from '../orders/repository.js';
import { addSales, findDetail, returnStock, subtractSales } from './repository.js';

export const shopOrderLink = (orderNo: string) => `/pages/shopOrder/detail?orderNo=${encodeURIComponent(orderNo)}`;

const itemsOf = (lines: LineRow[]) => lines.map((l) => ({ itemId: l.itemId, quantity: l.quantity }));

/** How shop orders plug into the order core: product stock is what orders take and give back. */
export function shopHooks(_d: { db: Db; clock: Clock }): KindHooks {
  return {
    release: (tx, items) => returnStock(tx, items),
    onPaid: (tx, _order, lines) => addSales(tx, itemsOf(lines)),
    async onRefunded(tx, order) {
      const items = itemsOf(await linesOf(tx, [order.id]));
      await returnStock(tx, items);
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
