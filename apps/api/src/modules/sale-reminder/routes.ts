import { endpoints } from '@nanhua/contract';
import type { Registrar } from '../../http/route.js';
import type { SaleReminderService } from './service.js';

export function registerSaleReminderRoutes(route: Registrar, reminders: SaleReminderService) {
  route(endpoints['/ticket/reminder/get/{id}'], ({ params, user }) => reminders.get(user.id, params.id));
  route(endpoints['/ticket/reminder/add'], ({ body, user }) => reminders.ask(user.id, body.saleId));
  route(endpoints['/ticket/reminder/cancel'], ({ body, user }) => reminders.cancel(user.id, body.saleId));
}
