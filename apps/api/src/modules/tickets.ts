import type { AppDeps } from '../http/context.js';
import type { Registrar } from '../http/route.js';
import { createPaymentProvider, type PaymentProvider } from '../services/payments/index.js';
import { registerAdminRoutes } from './admin/routes.js';
import { createRefundService } from './orders/refund-service.js';
import { createOrderCore } from './orders/service.js';
import { registerPaymentRoutes } from './payment/routes.js';
import { createPaymentService } from './payment/service.js';
import { ticketHooks } from './ticket/hooks.js';
import { registerTicketRoutes } from './ticket/routes.js';
import { createTicketService } from './ticket/service.js';
import { createMessageService } from './usercenter/message-service.js';

/** The order core with the ticket kind plugged in (the shop and memberships add their hooks here). */
export function commerceServices(deps: AppDeps, payments: PaymentProvider = createPaymentProvider(deps.config)) {
  const { db } = deps.database;
  const { clock } = deps;
  const messages = createMessageService({ db, clock });
  const hooks = { ticket: ticketHooks({ clock }) };
  const core = createOrderCore({ db, clock, config: deps.config, payments, messages, hooks });
  return {
    payments,
    core,
    tickets: createTicketService({ db, clock, core, limiter: deps.limiter }),
    refunds: createRefundService({ db, clock, core, payments, messages, hooks, limiter: deps.limiter }),
    paymentKeys: createPaymentService({ db, clock, core, payments }),
  };
}

/** Registers ticket sales, ticket orders and refunds, payment keys, and the staff calls (issue 6). */
export function registerTickets(route: Registrar, deps: AppDeps): void {
  const s = commerceServices(deps);
  registerTicketRoutes(route, s.tickets, s.refunds);
  registerPaymentRoutes(route, s.paymentKeys);
  registerAdminRoutes(route, s.tickets, s.refunds);
}
