import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, shopOrderDetails } from '../../db/schema/index.js';
import { jsonPartOf } from '../../db/query.js';
import { jsonRowOf, orderViewReads, outerOrderId, rowOf } from '../orders/view-query.js';

/** What an order view shows of its product (presenter.ts presentShopOrder): its cover, not its descriptions and images. */
const productShown = jsonPartOf(
  products,
  ['cover'],
  sql`${products} x where x.id = (select d.product_id from ${shopOrderDetails} d where d.order_id = ${outerOrderId})`,
);
export type OrderProduct = NonNullable<ReturnType<typeof productShown.read>>;

/** Shop orders with everything their views show (lines, delivery details, the product, the newest refund request), ONE statement per view or page. */
export const shopOrderViews = (db: Db) =>
  orderViewReads(
    db,
    'shop',
    {
      detail: jsonRowOf(sql`${shopOrderDetails} x where x.order_id = ${outerOrderId}`),
      product: productShown.sql,
    },
    (r) => ({ detail: rowOf(shopOrderDetails, r.detail), product: productShown.read(r.product) }),
  );
