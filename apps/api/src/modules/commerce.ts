import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { AreaRoutes } from '../http/area.js';
import type { Clock } from '../services/clock.js';
import type { Mailer } from '../services/mail.js';
import { createPaymentProvider } from '../services/payments/index.js';
import type { RateLimiter } from '../services/rate-limiter.js';
import { registerBoxOfficeRoutes } from './boxoffice/routes.js';
import { createBoxOfficeService } from './boxoffice/service.js';
import { memberHooks } from './membership/hooks.js';
import { registerMembershipRoutes } from './membership/routes.js';
import { createPackageStaffService } from './membership/staff/service.js';
import { registerMembershipStaffRoutes } from './membership/staff/routes.js';
import { createMembershipService, type MembershipDeps } from './membership/service.js';
import { createRefundService } from './orders/refund-service.js';
import { registerOrderStaffRoutes } from './orders/staff/routes.js';
import { createOrderCore } from './orders/service.js';
import { createProviderEvents } from './orders/provider-events.js';
import { withdrawGrant } from './membership/repository.js';
import { registerPaymentRoutes } from './payment/routes.js';
import { registerPaymentReturnPage } from './payment/return-page.js';
import { createPaymentService } from './payment/service.js';
import { registerStripeWebhook } from './payment/webhook.js';
import { shopHooks } from './shop/hooks.js';
import type { ReturnAddressReader } from './shop/send-back.js';
import { registerCartRoutes, registerShopRoutes } from './shop/routes.js';
import { createShopStaffService } from './shop/staff/service.js';
import { registerShopStaffRoutes } from './shop/staff/routes.js';
import { createCartService } from './shop/cart-service.js';
import { createShopService, type ShopDeps } from './shop/service.js';
import { ticketHooks } from './ticket/hooks.js';
import { registerTicketRoutes } from './ticket/routes.js';
import { createTicketMail, type TicketMailDeps } from './ticket/ticket-mail.js';
import { primeBuy } from './ticket/repository.js';
import { createTicketService } from './ticket/service.js';
import { createCheckInService } from './ticket/staff/check-in.js';
import { createTicketSaleStaffService, type FindPerformance } from './ticket/staff/service.js';
import { registerTicketStaffRoutes } from './ticket/staff/routes.js';
import { createTransferService } from './ticket/transfer-service.js';
import { registerTransferRoutes } from './ticket/transfer-routes.js';
import type { AuditTrail } from './staff/audit.js';
import type { MediaUseChange } from './media-library/service.js';
import { createDoorKeys } from './door/keys.js';
import { createDoorService } from './door/service.js';
import { registerDoorRoutes } from './door/routes.js';
import type { MessageService } from './usercenter/message-service.js';

export interface CommerceDeps {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  config: Config;
  messages: MessageService;
  /** The e-ticket mail goes through the mail queue. */
  mailer: Mailer;
  /** The share family's calendar file of a sale, attached to the e-ticket mail. */
  calendar: TicketMailDeps['calendar'];
  /** The shop delivers to one of the member's own addresses. */
  addresses: ShopDeps['addresses'];
  /** The VIP zone's part counts. */
  partCounts: MembershipDeps['partCounts'];
  /** Staff writes (refund decisions, check-in overrides) record themselves here. */
  audit: AuditTrail;
  /** Where and how a shop return's goods are sent back: the company's contact details (company-contact), read in the deciding transaction. */
  returnAddress: ReturnAddressReader;
  /** A ticket sale is of one performance (the staff's sale form checks it exists). */
  performance: FindPerformance;
  /** Staff writes of sales and products tell the media library which pictures they started or stopped using. */
  media: MediaUseChange;
  /** The app's logger: what fails after a payment committed (the e-ticket mail) is reported there. */
  log?: { error(obj: object, msg: string): void };
}

/** ONE order core with its three kinds plugged in (tickets, shop orders, member orders) and the families on top. */
export function commerceServices(d: CommerceDeps) {
  const { db, clock, limiter, messages } = d;
  const payments = createPaymentProvider(d.config);
  /** Signs the ticket codes and verifies them at the door (issue 14). */
  const doorKeys = createDoorKeys({ db, clock, configured: d.config.DOOR_SIGNING_KEY });
  /** The e-ticket mail: sent when a ticket order is paid (once its payment has committed), and when the box office resends it. */
  const ticketMail = createTicketMail({ db, mailer: d.mailer, publicUrl: d.config.publicUrl, calendar: d.calendar });
  const hooks = {
    ticket: ticketHooks({ clock, sendTicket: (orderId) => ticketMail.send(orderId) }),
    shop: shopHooks({ returnAddress: d.returnAddress }),
    member: memberHooks({ clock, messages }),
  };
  const core = createOrderCore({ db, clock, config: d.config, payments, messages, hooks, log: d.log });
  const membership = createMembershipService({ db, clock, core, limiter, partCounts: d.partCounts });
  const shop = createShopService({
    db,
    clock,
    core,
    limiter,
    memberDiscount: membership.memberDiscount,
    addresses: d.addresses,
  });
  return {
    payments,
    core,
    ticketMail,
    membership,
    tickets: createTicketService({
      db,
      clock,
      core,
      ticketDiscount: membership.callerTicketDiscount,
      signCode: doorKeys.sign,
      statementTimeoutMs: d.config.DATABASE_STATEMENT_TIMEOUT_MS,
    }),
    shop,
    cart: createCartService({ db, clock, memberDiscount: membership.memberDiscount, placeOrder: shop.placeOrder }),
    refunds: createRefundService({ db, clock, core, payments, messages, hooks, limiter, audit: d.audit }),
    /** Giving one ticket to another member or by a claim link (issue 34 item 3). */
    transfers: createTransferService({ db, clock, limiter, messages, signCode: doorKeys.sign }),
    door: createCheckInService({
      db,
      clock,
      core,
      audit: d.audit,
      opensMinutes: d.config.CHECKIN_OPENS_MINUTES,
      keys: doorKeys,
    }),
    doorOffline: createDoorService({
      db,
      clock,
      keys: doorKeys,
      audit: d.audit,
      opensMinutes: d.config.CHECKIN_OPENS_MINUTES,
    }),
    paymentKeys: createPaymentService({ clock, core, payments }),
    /** The console's ticket sales, shop categories and products, member packages (issue 13): the families' staff rooms. */
    salesAdmin: {
      ticketSales: createTicketSaleStaffService({
        db,
        clock,
        audit: d.audit,
        performance: d.performance,
        media: d.media,
      }),
      shop: createShopStaffService({ db, clock, audit: d.audit, media: d.media, core, messages, views: shop.views }),
      packages: createPackageStaffService({ db, clock, audit: d.audit }),
    },
    /** The box office (issue 14): order search, order page, cancel unpaid, resend e-ticket, CSV. */
    boxOffice: createBoxOfficeService({ db, clock, core, audit: d.audit, ticketMail }),
    providerEvents: createProviderEvents({ db, clock, payments, messages, hooks, withdrawMembership: withdrawGrant }),
  };
}

export type CommerceServices = ReturnType<typeof commerceServices>;

/** What each pooled connection prepares as it opens: the ticket buy's statements, sent by the hundred in a sale's opening minute. */
export const primeCommerce = primeBuy;

/** Registers each family's calls, then its staff calls (its staff room's routes), the box office and the payment provider's routes. */
export function registerCommerce({ route, app, deps }: AreaRoutes, s: CommerceServices): void {
  registerTicketRoutes(route, s.tickets, s.refunds);
  registerTransferRoutes(route, s.transfers);
  registerTicketStaffRoutes(route, { sales: s.salesAdmin.ticketSales, checkIn: s.door });
  registerShopRoutes(route, s.shop, s.refunds);
  registerCartRoutes(route, s.cart);
  registerShopStaffRoutes(route, s.salesAdmin.shop);
  registerMembershipRoutes(route, s.membership);
  registerMembershipStaffRoutes(route, s.salesAdmin.packages);
  registerOrderStaffRoutes(route, s.refunds);
  registerPaymentRoutes(route, s.paymentKeys);
  registerDoorRoutes(route, s.doorOffline);
  registerBoxOfficeRoutes(route, s.boxOffice);
  registerStripeWebhook(app, deps.config, s.core, s.providerEvents);
  registerPaymentReturnPage(app, s.paymentKeys);
}
