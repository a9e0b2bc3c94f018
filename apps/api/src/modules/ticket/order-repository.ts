import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  orderLines,
  refunds,
  ticketPasses,
  ticketSales,
  tickets,
  ticketTransfers,
  users,
} from '../../db/schema/index.js';
import { fromJson, jsonPartOf } from '../../db/query.js';
import { jsonRowOf, orderViewReads, outerOrderId, rowOf } from '../orders/view-query.js';

/** What an order view shows of its sale (presenter.ts presentOrder) and signs into its code (service.ts present): not its descriptions. */
const saleShown = jsonPartOf(
  ticketSales,
  ['id', 'theatreId', 'titleZh', 'titleEn', 'poster', 'venueZh', 'venueEn', 'eventAt', 'validUntil'],
  sql`${ticketSales} x where x.id = (select l.item_id from ${orderLines} l where l.order_id = ${outerOrderId} order by l.id limit 1)`,
);
export type OrderSale = NonNullable<ReturnType<typeof saleShown.read>>;

/** An order's tickets as its view shows them (seat order): whether each was admitted or refunded, or a refund under review names it. */
export interface ViewSeat {
  id: number;
  seq: number;
  generation: number;
  holderId: number;
  used: boolean;
  refunded: boolean;
  underReview: boolean;
  /** The holder's name (a ticket given to another member shows whose it is now). */
  holderName?: string;
  /** An open claim link of it expires then (null: none open). */
  linkExpiresAt?: string | null;
}
const seatsShown = sql<
  string | null
>`(select json_agg(json_build_object('id', t.id, 'seq', t.seq, 'generation', t.generation, 'holderId', t.holder_id, 'used', t.used_at is not null, 'refunded', t.refunded_at is not null, 'underReview', exists (select 1 from ${refunds} r where r.id = t.refund_id and r.status = 1), 'holderName', (select u.nick_name from ${users} u where u.id = t.holder_id), 'linkExpiresAt', (select tt.expires_at from ${ticketTransfers} tt where tt.ticket_id = t.id and tt.token_hash is not null and tt.completed_at is null and tt.cancelled_at is null limit 1)) order by t.seq) from ${tickets} t where t.order_id = ${outerOrderId})`;

/**
 * Ticket orders with everything their views show (lines, pass, its tickets, the sale of the first line, the newest
 * refund request), ONE statement per view or page.
 */
export const ticketOrderViews = (db: Db) =>
  orderViewReads(
    db,
    'ticket',
    {
      pass: jsonRowOf(sql`${ticketPasses} x where x.order_id = ${outerOrderId}`),
      sale: saleShown.sql,
      seats: seatsShown,
    },
    (r) => ({
      pass: rowOf(ticketPasses, r.pass),
      sale: saleShown.read(r.sale),
      seats: r.seats === null ? [] : fromJson(r.seats as unknown as string | ViewSeat[]),
    }),
  );
