import { endpoints } from '@nanhua/contract';
import type { Registrar } from '../../../http/route.js';
import type { ShopService } from '../service.js';
import type { ShopStaffService } from './service.js';

/** The shop's staff side: its categories and products, and its orders (list, mark shipped). */
export interface ShopStaff {
  catalogue: ShopStaffService;
  orders: Pick<ShopService, 'staffOrders' | 'ship'>;
}

/**
 * The shop's staff calls; refund decisions are the orders family's (/admin/orderReturn, orders/staff).
 * The registrar admits the roles of the call table, no handler checks one.
 */
export function registerShopStaffRoutes(route: Registrar, s: ShopStaff): void {
  const { catalogue, orders } = s;
  route(endpoints['/admin/shopCategory/list'], async ({ query }) => catalogue.categories.list(query));
  route(endpoints['/admin/shopCategory/get/{id}'], async ({ params }) => catalogue.categories.get(params.id));
  route(endpoints['/admin/shopCategory/create'], async ({ body, user }) => catalogue.categories.create(user.id, body));
  route(endpoints['/admin/shopCategory/update/{id}'], async ({ params, body, user }) =>
    catalogue.categories.update(user.id, params.id, body),
  );
  route(endpoints['/admin/shopCategory/delete/{id}'], async ({ params, user }) =>
    catalogue.categories.remove(user.id, params.id),
  );

  route(endpoints['/admin/product/list'], async ({ query }) => catalogue.products.list(query));
  route(endpoints['/admin/product/get/{id}'], async ({ params }) => catalogue.products.get(params.id));
  route(endpoints['/admin/product/create'], async ({ body, user }) => catalogue.products.create(user.id, body));
  route(endpoints['/admin/product/update/{id}'], async ({ params, body, user }) =>
    catalogue.products.update(user.id, params.id, body),
  );
  route(endpoints['/admin/product/delete/{id}'], async ({ params, user }) =>
    catalogue.products.remove(user.id, params.id),
  );

  route(endpoints['/admin/shop/order/get'], ({ query, locale }) => orders.staffOrders(query, locale));
  route(endpoints['/admin/shop/order/ship/{id}'], ({ params, body, user, locale }) =>
    orders.ship(user.id, params.id, body.note, locale),
  );
}
