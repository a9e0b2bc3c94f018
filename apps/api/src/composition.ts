import { join } from 'node:path';
import type { Db } from './db/client.js';
import type { AppDeps } from './http/context.js';
import { primeBuy } from './modules/ticket/repository.js';
import { primeFindCaller } from './modules/usercenter/user-repository.js';
import { accountServices } from './modules/accounts.js';
import { browseServices } from './modules/browse.js';
import { commerceServices } from './modules/commerce.js';
import { engageServices } from './modules/engage.js';
import { liveServices } from './modules/live.js';
import { outreachServices } from './modules/outreach.js';
import { createPreviewImages } from './modules/share/preview-images.js';
import { createShareService } from './modules/share/service.js';
import { createTicketMail } from './modules/ticket/ticket-mail.js';
import { createSiteService } from './modules/site/service.js';
import { createMediaFiles } from './modules/media-library/file-store.js';
import { createMediaPreview } from './modules/media-library/preview-links.js';
import { createMediaLibrary } from './modules/media-library/service.js';
import { createAuditTrail } from './modules/staff/audit.js';
import { createDoorKeys } from './modules/door/keys.js';
import { staffServices } from './modules/staff.js';
import { createContentAdminService } from './modules/content-admin/service.js';
import { createBoxOfficeService } from './modules/boxoffice/service.js';
import { createMessageService } from './modules/usercenter/message-service.js';
import { membersServices } from './modules/members.js';
import { createPurchaseHistory } from './modules/membership/history.js';
import { createOrderSummary } from './modules/orders/member-summary.js';
import { createMailAdminService } from './modules/mail-admin/service.js';
import { createCompanyContactService } from './modules/company-contact/service.js';
import { createFavouriteService } from './modules/favourites/service.js';
import { createSaleReminderService } from './modules/sale-reminder/service.js';
import { createMailer } from './services/mail.js';
import { CODE_TTL_MS } from './modules/usercenter/code-service.js';
import { codeMailKind } from './modules/usercenter/account-service.js';
import { createPaymentProvider } from './services/payments/index.js';

/**
 * The composition root: every service of the app, built ONCE from the explicit dependencies. The
 * routes, the Stripe webhook, the share pages, the /files/ premium check, the session check and the
 * jobs in main.ts all get these same instances (buildApp decorates the app with them). A family
 * reaches another only through what is passed in here.
 */
export function buildServices(deps: AppDeps, log?: { error(obj: object, msg: string): void }) {
  const { db } = deps.database;
  const { clock, limiter, tokens, config, filesDir } = deps;
  const messages = createMessageService({ db, clock });
  /** Every staff write records itself here (who, what, when, before/after). */
  const audit = createAuditTrail({ db, clock });
  /** Verification codes die after CODE_TTL_MS: the queue stops retrying their mails then. */
  const mailer = createMailer({
    db,
    clock,
    config,
    lifetimes: { [codeMailKind.register]: CODE_TTL_MS, [codeMailKind.forgot]: CODE_TTL_MS },
  });
  const accounts = accountServices({
    db,
    clock,
    limiter,
    tokens,
    filesDir,
    mailer,
    messages,
    loginProofBits: config.LOGIN_PROOF_BITS,
  });
  const browse = browseServices({ db, clock, tokens, filesDir, users: accounts.users });
  const engage = engageServices({ db, clock, limiter, messages, users: accounts.users, events: browse.theatre });
  /** Shared links' preview pictures are drawn once per picture and kept, bounded, outside /files. */
  const share = createShareService({
    db,
    clock,
    images: createPreviewImages({ filesDir, cacheDir: join(config.dataDir, 'share-previews') }),
  });
  /** The e-ticket mail: sent when a ticket order is paid, and when the box office resends it. */
  const ticketMail = createTicketMail({ db, mailer, publicUrl: config.publicUrl, calendar: share.calendar });
  /** The company's contact details (issue 34): admin edits them; the app's pages and the shop's return instructions read them. */
  const companyContact = createCompanyContactService({ db, clock, audit });
  /** Staff uploads: pictures re-encoded, videos checked; an upload in progress, and what content does not use, wait outside /files. */
  const mediaFiles = createMediaFiles(filesDir, join(config.dataDir, 'uploads'), join(config.dataDir, 'withheld'));
  const media = createMediaLibrary({
    db,
    clock,
    audit,
    files: mediaFiles,
    videoMaxMb: config.MEDIA_VIDEO_MAX_MB,
    sweepDays: config.MEDIA_SWEEP_DAYS,
    preview: createMediaPreview({ clock, key: tokens.subkey('media-preview'), withheldDir: mediaFiles.withheldDir }),
  });
  /** Staff content writes tell the library which pictures they started or stopped using (served only while used). */
  const contentMedia = { changed: media.changed, isStored: media.isStored };
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
    doorKeys: createDoorKeys({ db, clock, configured: config.DOOR_SIGNING_KEY }),
    sendTicket: (orderId) => ticketMail.send(orderId),
    returnAddress: (tx) => companyContact.returnAddress(tx),
    performance: browse.theatre.event,
    media: contentMedia.changed,
    log,
  });
  const live = liveServices({ db, clock, config, filesDir, premium: browse.premium, messages, media: contentMedia });
  return {
    site: createSiteService({ db, clock }),
    share,
    accounts,
    browse,
    engage,
    commerce,
    live,
    /** The console's ticket sales, shop catalogue and member packages (the commerce families' staff rooms). */
    salesAdmin: commerce.salesAdmin,
    audit,
    staff: staffServices({ db, clock, audit, accounts }),
    media,
    contentAdmin: createContentAdminService({ db, audit, media: contentMedia.changed }),
    members: membersServices({
      db,
      clock,
      audit,
      accounts,
      orders: createOrderSummary({ db }),
      purchases: createPurchaseHistory({ db }),
      refunds: commerce.refunds,
    }),
    outreach: outreachServices({ db, clock, audit }),
    /** The mail queue: its sweep (main.ts); staff see it and send a failed mail again (mail-admin). */
    mailer,
    mailAdmin: createMailAdminService({ db, mailer, audit }),
    companyContact,
    /** The box office (issue 14): order search, order page, cancel unpaid, resend e-ticket, CSV. */
    boxOffice: createBoxOfficeService({ db, clock, core: commerce.core, audit, ticketMail }),
    /** Favourite performances and products, apart from likes (issue 34 item 6). */
    favourites: createFavouriteService({ db, clock }),
    /** "Notify me" when a sale opens (issue 34 item 6): its sweep (main.ts) writes the message and queues the mail. */
    saleReminders: createSaleReminderService({ db, clock, messages, mailer, publicUrl: config.publicUrl }),
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
  await primeFindCaller(db);
  await primeBuy(db);
}
