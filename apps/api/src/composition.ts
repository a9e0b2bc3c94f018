import type { Db } from './db/client.js';
import type { AppDeps } from './http/context.js';
import { createMailer } from './services/mail.js';
import { accountMailLifetimes, accountServices, primeAccounts } from './modules/accounts.js';
import { browseServices } from './modules/browse.js';
import { commerceServices, primeCommerce } from './modules/commerce.js';
import { contentServices } from './modules/content.js';
import { engageServices } from './modules/engage.js';
import { liveServices } from './modules/live.js';
import { membersServices } from './modules/members.js';
import { outreachServices } from './modules/outreach.js';
import { staffServices } from './modules/staff.js';

/**
 * The composition root: every service of the app, built ONCE from the explicit dependencies, area by
 * area — each area factory (modules/<area>.ts) builds its families whole, their members' side and their
 * staff room, and app.ts registers each area's calls with the area's register function. The routes, the
 * Stripe webhook, the share pages, the /files/ premium check, the session check and the jobs in main.ts
 * all get these same instances (buildApp decorates the app with them). A family reaches another only
 * through what is passed in here; nothing but the infrastructure (the mail queue) is built here beside
 * the areas.
 */
export function buildServices(deps: AppDeps, log?: { error(obj: object, msg: string): void }) {
  const { db } = deps.database;
  const { clock, limiter, tokens, config, filesDir } = deps;
  /** The mail queue: its sweep (main.ts); staff see it and send a failed mail again (staff area's mail-admin). */
  const mailer = createMailer({ db, clock, config, lifetimes: accountMailLifetimes });
  const accounts = accountServices({
    db,
    clock,
    limiter,
    tokens,
    filesDir,
    mailer,
    loginProofBits: config.LOGIN_PROOF_BITS,
  });
  const { messages } = accounts;
  const staff = staffServices({ db, clock, mailer, accounts });
  const { audit } = staff;
  const browse = browseServices({ db, clock, tokens, filesDir, config, audit, users: accounts.users });
  const engage = engageServices({
    db,
    clock,
    limiter,
    messages,
    audit,
    mailer,
    publicUrl: config.publicUrl,
    users: accounts.users,
    events: browse.theatre,
  });
  const content = contentServices({ db, clock, audit, tokens, filesDir, config });
  const commerce = commerceServices({
    db,
    clock,
    limiter,
    config,
    messages,
    mailer,
    calendar: browse.share.calendar,
    addresses: accounts.addresses,
    partCounts: { knowledge: browse.knowledge.partCounts, productions: browse.productions.partCounts },
    audit,
    returnAddress: (tx) => browse.companyContact.returnAddress(tx),
    performance: browse.theatre.event,
    media: content.contentMedia.changed,
    log,
  });
  const live = liveServices({
    db,
    clock,
    config,
    filesDir,
    premium: browse.premium,
    messages,
    media: content.contentMedia,
  });
  return {
    accounts,
    staff,
    browse,
    engage,
    content,
    commerce,
    live,
    members: membersServices({ db, clock, audit, accounts, refunds: commerce.refunds }),
    outreach: outreachServices({ db, clock, audit }),
    mailer,
    // The families other code reaches by their own name (main.ts's jobs, the seed, the tests), each built by its area above.
    site: browse.site,
    share: browse.share,
    companyContact: browse.companyContact,
    favourites: engage.favourites,
    saleReminders: engage.saleReminders,
    media: content.media,
    contentAdmin: content.contentAdmin,
    audit,
    mailAdmin: staff.mailAdmin,
    /** The console's ticket sales, shop catalogue and member packages (the commerce families' staff rooms). */
    salesAdmin: commerce.salesAdmin,
    /** The box office (issue 14): order search, order page, cancel unpaid, resend e-ticket, CSV. */
    boxOffice: commerce.boxOffice,
  };
}

export type Services = ReturnType<typeof buildServices>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's services (composition.ts), built once per app. */
    services: Services;
  }
}

/**
 * What each connection of the server's pool runs once as it opens (main.ts): the session check of every
 * signed-in call and the ticket buy's statements, the calls a sale's opening minute sends by the hundred.
 */
export async function primeConnection(db: Db): Promise<void> {
  await primeAccounts(db);
  await primeCommerce(db);
}
