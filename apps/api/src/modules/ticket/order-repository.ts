import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderLines, ticketPasses, ticketSales } from '../../db/schema/index.js';
import { jsonPartOf } from '../../db/query.js';
import { jsonRowOf, orderViewReads, outerOrderId, rowOf } from '../orders/view-query.js';

/** What an order view shows of its sale (presenter.ts presentOrder) and signs into its code (service.ts present): not its descriptions. */
const saleShown = jsonPartOf(
  ticketSales,
  ['id', 'theatreId', 'titleZh', 'titleEn', 'poster', 'venueZh', 'venueEn', 'eventAt', 'validUntil'],
  sql`${ticketSales} x where x.id = (select l.item_id from ${orderLines} l where l.order_id = ${outerOrderId} order by l.id limit 1)`,
);
export type OrderSale = NonNullable<ReturnType<typeof saleShown.read>>;

/**
 * Ticket orders with everything their views show (lines, pass, the sale of the first line, the newest
 * refund request), ONE statement per view or page.
 */
export const ticketOrderViews = (db: Db) =>
  orderViewReads(db, 'ticket', { pass: jsonRowOf(sql`${ticketPasses} x where x.order_id = ${outerOrderId}`), sale: saleShown.sql }, (r) => ({
    pass: rowOf(ticketPasses, r.pass),
    sale: saleShown.read(r.sale),
  }));
