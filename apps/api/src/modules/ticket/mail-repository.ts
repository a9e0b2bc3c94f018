import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orders, ticketPasses, ticketSales, users } from '../../db/schema/index.js';

/** What the e-ticket mail of one ticket order says, in one statement: the member, the pass and its sale; none before the pass is issued. */
export async function ticketMailRow(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select({
      orderNo: orders.orderNo,
      email: users.email,
      locale: users.locale,
      quantity: ticketPasses.quantity,
      refundedQuantity: ticketPasses.refundedQuantity,
      saleId: ticketSales.id,
      titleZh: ticketSales.titleZh,
      titleEn: ticketSales.titleEn,
      venueZh: ticketSales.venueZh,
      venueEn: ticketSales.venueEn,
      eventAt: ticketSales.eventAt,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(ticketPasses, eq(ticketPasses.orderId, orders.id))
    .innerJoin(ticketSales, eq(ticketSales.id, ticketPasses.saleId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}
