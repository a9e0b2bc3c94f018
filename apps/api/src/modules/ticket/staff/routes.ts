import { endpoints } from '@nanhua/contract';
import type { Registrar } from '../../../http/route.js';
import type { CheckInService } from './check-in.js';
import type { TicketSaleStaffService } from './service.js';

/** The ticket family's staff side: its sales (the console's ticket sales) and the door's online check-in. */
export interface TicketStaff {
  sales: TicketSaleStaffService;
  checkIn: CheckInService;
}

/** The ticket family's staff calls; the registrar admits the roles of the call table, no handler checks one. */
export function registerTicketStaffRoutes(route: Registrar, s: TicketStaff): void {
  const { sales, checkIn } = s;
  route(endpoints['/admin/ticketSale/list'], async ({ query }) => sales.list(query));
  route(endpoints['/admin/ticketSale/get/{id}'], async ({ params }) => sales.get(params.id));
  route(endpoints['/admin/ticketSale/create'], async ({ body, user }) => sales.create(user.id, body));
  route(endpoints['/admin/ticketSale/update/{id}'], async ({ params, body, user }) =>
    sales.update(user.id, params.id, body),
  );
  route(endpoints['/admin/ticketSale/delete/{id}'], async ({ params, user }) => sales.remove(user.id, params.id));
  route(endpoints['/admin/ticket/checkIn'], ({ body, user, locale }) => checkIn.checkIn(user.id, body, locale));
}
