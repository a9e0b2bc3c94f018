import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, shopOrderDetails } from '../../db/schema/index.js';
import { jsonRowOf, orderViewReads, outerOrderId, rowOf } from '../orders/view-query.js';

/** Shop orders with everything their views show (lines, delivery details, the product, the newest refund request), ONE statement per view or page. */
export const shopOrderViews = (db: Db) =>
  orderViewReads(
    db,
    'shop',
    {
      detail: jsonRowOf(sql`${shopOrderDetails} x where x.order_id = ${outerOrderId}`),
      product: jsonRowOf(sql`${products} x where x.id = (select d.product_id from ${shopOrderDetails} d where d.order_id = ${outerOrderId})`),
    },
    (r) => ({ detail: rowOf(shopOrderDetails, r.detail), product: rowOf(products, r.product) }),
  );
