import type { AppDeps } from './http/context.js';
import { accountServices } from './modules/accounts.js';
import { browseServices } from './modules/browse.js';
import { commerceServices } from './modules/commerce.js';
import { engageServices } from './modules/engage.js';
import { liveServices } from './modules/live.js';
import { createShareService } from './modules/share/service.js';
import { createSiteService } from './modules/site/service.js';
import { createAuditTrail } from './modules/staff/audit.js';
import { createMessageService } from './modules/usercenter/message-service.js';
import { createMailer } from './services/mail.js';
import { createPaymentProvider } from './services/payments/index.js';

/**
 * The composition root: every service of the app, built ONCE from the explicit dependencies. The
 * routes, the Stripe webhook, the share pages, the /files/ premium check, the session check and the
 * jobs in main.ts all get these same instances (buildApp decorates the app with them). A family
 * reaches another only through what is passed in here.
 */
export function buildServices(deps: AppDeps) {
  const { db } = deps.database;
  const { clock, limiter, tokens, config, filesDir } = deps;
  const messages = createMessageService({ db, clock });
  /** Every staff write records itself here (who, what, when, before/after). */
  const audit = createAuditTrail({ db, clock });
  const accounts = accountServices({ db, clock, limiter, tokens, filesDir, mailer: createMailer(config), messages });
  const browse = browseServices({ db, clock, tokens, filesDir, users: accounts.users });
  const engage = engageServices({ db, clock, limiter, messages, users: accounts.users, events: browse.theatre });
  const commerce = commerceServices({
    db,
    clock,
    limiter,
    config,
    payments: createPaymentProvider(config),
    messages,
    addresses: accounts.addresses,
    partCounts: { knowledge: browse.knowledge.partCounts, productions: browse.productions.partCounts },
    audit,
  });
  const live = liveServices({ db, clock, config, filesDir, premium: browse.premium, messages });
  return {
    site: createSiteService({ db, clock }),
    share: createShareService({ db, clock }),
    accounts,
    browse,
    engage,
    commerce,
    live,
    audit,
  };
}

export type Services = ReturnType<typeof buildServices>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's services (composition.ts), built once per app. */
    services: Services;
  }
}
