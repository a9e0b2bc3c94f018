import { endpoints } from '@nanhua/contract';
import type { Db } from '../db/client.js';
import type { Registrar } from '../http/route.js';
import type { Clock } from '../services/clock.js';
import { createPackageStaffService } from './membership/staff-service.js';
import { createShopStaffService } from './shop/staff-service.js';
import type { MediaUseChange } from './media-library/service.js';
import type { AuditTrail } from './staff/audit.js';
import { createTicketSaleStaffService, type FindPerformance } from './ticket/staff-service.js';

/** The console's ticket sales, shop categories, products and member packages (issue 13), built once by the composition root. */
export function salesAdminServices(d: {
  db: Db;
  clock: Clock;
  audit: AuditTrail;
  performance: FindPerformance;
  media: MediaUseChange;
}) {
  return {
    ticketSales: createTicketSaleStaffService(d),
    shop: createShopStaffService(d),
    packages: createPackageStaffService(d),
  };
}
export type SalesAdminServices = ReturnType<typeof salesAdminServices>;

/** The staff calls; the registrar admits the roles of the call table, no handler checks one. */
export function registerSalesAdmin(route: Registrar, s: SalesAdminServices): void {
  const { ticketSales, shop, packages } = s;
  route(endpoints['/admin/ticketSale/list'], async ({ query }) => ticketSales.list(query));
  route(endpoints['/admin/ticketSale/get/{id}'], async ({ params }) => ticketSales.get(params.id));
  route(endpoints['/admin/ticketSale/create'], async ({ body, user }) => ticketSales.create(user.id, body));
  route(endpoints['/admin/ticketSale/update/{id}'], async ({ params, body, user }) =>
    ticketSales.update(user.id, params.id, body),
  );
  route(endpoints['/admin/ticketSale/delete/{id}'], async ({ params, user }) => ticketSales.remove(user.id, params.id));

  route(endpoints['/admin/shopCategory/list'], async ({ query }) => shop.categories.list(query));
  route(endpoints['/admin/shopCategory/get/{id}'], async ({ params }) => shop.categories.get(params.id));
  route(endpoints['/admin/shopCategory/create'], async ({ body, user }) => shop.categories.create(user.id, body));
  route(endpoints['/admin/shopCategory/update/{id}'], async ({ params, body, user }) =>
    shop.categories.update(user.id, params.id, body),
  );
  route(endpoints['/admin/shopCategory/delete/{id}'], async ({ params, user }) =>
    shop.categories.remove(user.id, params.id),
  );

  route(endpoints['/admin/product/list'], async ({ query }) => shop.products.list(query));
  route(endpoints['/admin/product/get/{id}'], async ({ params }) => shop.products.get(params.id));
  route(endpoints['/admin/product/create'], async ({ body, user }) => shop.products.create(user.id, body));
  route(endpoints['/admin/product/update/{id}'], async ({ params, body, user }) =>
    shop.products.update(user.id, params.id, body),
  );
  route(endpoints['/admin/product/delete/{id}'], async ({ params, user }) => shop.products.remove(user.id, params.id));

  route(endpoints['/admin/memberPackage/list'], async ({ query }) => packages.list(query));
  route(endpoints['/admin/memberPackage/get/{id}'], async ({ params }) => packages.get(params.id));
  route(endpoints['/admin/memberPackage/create'], async ({ body, user }) => packages.create(user.id, body));
  route(endpoints['/admin/memberPackage/update/{id}'], async ({ params, body, user }) =>
    packages.update(user.id, params.id, body),
  );
  route(endpoints['/admin/memberPackage/delete/{id}'], async ({ params, user }) => packages.remove(user.id, params.id));
}
