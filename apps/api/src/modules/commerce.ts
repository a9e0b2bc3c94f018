import type { AppDeps } from '../http/context.js';
import type { Registrar } from '../http/route.js';
import { createPaymentProvider, type PaymentProvider } from '../services/payments/index.js';
import { registerAdminRoutes } from './admin/routes.js';
import { memberHooks } from './membership/hooks.js';
import { registerMembershipRoutes } from './membership/routes.js';
import { createMembershipService } from './membership/service.js';
import { createRefundService } from './orders/refund-service.js';
import { createOrderCore } from './orders/service.js';
import { registerPaymentRoutes } from './payment/routes.js';
import { createPaymentService } from './payment/service.js';
import { shopHooks } from './shop/hooks.js';
import { registerShopAdminRoutes, registerShopRoutes } from './shop/routes.js';
import { createShopService } from './shop/service.js';
import { ticketHooks } from './ticket/hooks.js';
import { registerTicketRoutes } from './ticket/routes.js';
import { createTicketService } from './ticket/service.js';
import { createMessageService } from './usercenter/message-service.js';

/** The order core with its three kinds plugged in: tickets, shop orders and member orders. */
export function commerceServices(deps: AppDeps, payments: PaymentProvider = createPaymentProvider(deps.config)) {
  const { db } = deps.database;
  const { clock, limiter } = deps;
  const messages = createMessageService({ db, clock });
  const hooks = { ticket: ticketHooks({ clock }), shop: shopHooks({ db, clock }), member: memberHooks({ clock, messages }) };
  const core = createOrderCore({ db, clock, config: deps.config, payments, messages, hooks });
  const membership = createMembershipService({ db, clock, core, limiter });
  return {
    payments,
    core,
    membership,
    tickets: createTicketService({ db, clock, core, limiter }),
    shop: createShopService({ db, clock, core, limiter, memberDiscount: membership.memberDiscount }),
    refunds: createRefundService({ db, clock, core, payments, messages, hooks, limiter }),
    paymentKeys: createPaymentService({ db, clock, core, payments }),
  };
}

/** Registers tickets, the shop, memberships, payment keys and the staff calls (issues 6 and 7). */
export function registerCommerce(route: Registrar, deps: AppDeps): void {
  const s = commerceServices(deps);
  registerTicketRoutes(route, s.tickets, s.refunds);
  registerShopRoutes(route, s.shop, s.refunds);
  registerMembershipRoutes(route, s.membership);
  registerPaymentRoutes(route, s.paymentKeys);
  registerAdminRoutes(route, s.tickets, s.refunds);
  registerShopAdminRoutes(route, s.shop);
}
