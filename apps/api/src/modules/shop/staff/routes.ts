import { endpoints } from '@nanhua/contract';
import type { Registrar } from '../../../http/route.js';
import type { ShopStaffService } from './service.js';

/**
 * The shop's staff calls; refund decisions are the orders family's (/admin/orderReturn, orders/staff).
 * The registrar admits the roles of the call table, no handler checks one.
 */
export function registerShopStaffRoutes(route: Registrar, s: ShopStaffService): void {
  const { orders } = s;
  route(endpoints['/admin/shopCategory/list'], async ({ query }) => s.categories.list(query));
  route(endpoints['/admin/shopCategory/get/{id}'], async ({ params }) => s.categories.get(params.id));
  route(endpoints['/admin/shopCategory/create'], async ({ body, user }) => s.categories.create(user.id, body));
  route(endpoints['/admin/shopCategory/update/{id}'], async ({ params, body, user }) =>
    s.categories.update(user.id, params.id, body),
  );
  route(endpoints['/admin/shopCategory/delete/{id}'], async ({ params, user }) =>
    s.categories.remove(user.id, params.id),
  );

  route(endpoints['/admin/product/list'], async ({ query }) => s.products.list(query));
  route(endpoints['/admin/product/get/{id}'], async ({ params }) => s.products.get(params.id));
  route(endpoints['/admin/product/create'], async ({ body, user }) => s.products.create(user.id, body));
  route(endpoints['/admin/product/update/{id}'], async ({ params, body, user }) =>
    s.products.update(user.id, params.id, body),
  );
  route(endpoints['/admin/product/delete/{id}'], async ({ params, user }) => s.products.remove(user.id, params.id));

  route(endpoints['/admin/shop/order/get'], ({ query, locale }) => orders.list(query, locale));
  route(endpoints['/admin/shop/order/ship/{id}'], ({ params, body, user, locale }) =>
    orders.ship(user.id, params.id, body.note, locale),
  );
}
