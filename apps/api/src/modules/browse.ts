import { join } from 'node:path';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { AreaRoutes } from '../http/area.js';
import type { Clock } from '../services/clock.js';
import type { TokenService } from '../services/tokens.js';
import { registerCompanyContactRoutes } from './company-contact/routes.js';
import { createCompanyContactService } from './company-contact/service.js';
import { registerCompanyContactStaffRoutes } from './company-contact/staff/routes.js';
import { registerKnowledgeRoutes } from './knowledge/routes.js';
import { createKnowledgeService } from './knowledge/service.js';
import { createTrackReader } from './media/track-reader.js';
import { createPreviewImages } from './share/preview-images.js';
import { registerShareRoutes } from './share/routes.js';
import { createShareService } from './share/service.js';
import { registerNewsRoutes } from './site/news-routes.js';
import { createNewsService } from './site/news-service.js';
import { registerSiteRoutes } from './site/routes.js';
import { createSiteService } from './site/service.js';
import type { AuditTrail } from './staff/audit.js';
import { registerTheatreRoutes } from './theatre/routes.js';
import { createTheatreService } from './theatre/service.js';
import { createPerformanceSales } from './ticket/performance-sales.js';
import { registerProductionRoutes } from './theatre-ultimate/routes.js';
import { createProductionService } from './theatre-ultimate/service.js';
import type { UserService } from './usercenter/user-service.js';
import { createPremiumMedia } from './video/premium-media.js';
import { registerVideoRoutes } from './video/routes.js';
import { createVideoProgressService } from './video/progress-service.js';
import { createVideoService } from './video/service.js';

export interface BrowseDeps {
  db: Db;
  clock: Clock;
  tokens: TokenService;
  filesDir: string;
  /** Where the share pages keep the preview pictures they drew (config.dataDir). */
  config: Pick<Config, 'dataDir'>;
  /** Admin's edits of the company contact record themselves here. */
  audit: AuditTrail;
  /** Premium links are checked against the member afresh on every fetch. */
  users: Pick<UserService, 'findCaller'>;
}

/**
 * The read families' services — the site (home, about, notices), news, performances, productions,
 * knowledge, videos, the company contact, the share pages — and the premium media signer (the /files/
 * route uses the same one).
 */
export function browseServices(d: BrowseDeps) {
  const { db, clock } = d;
  const premium = createPremiumMedia({ clock, tokens: d.tokens, users: d.users });
  return {
    premium,
    site: createSiteService({ db, clock }),
    /** Shared links' preview pictures are drawn once per picture and kept, bounded, outside /files. */
    share: createShareService({
      db,
      clock,
      images: createPreviewImages({ filesDir: d.filesDir, cacheDir: join(d.config.dataDir, 'share-previews') }),
    }),
    /** The company's contact details (issue 34): admin edits them; the app's pages and the shop's return instructions read them. */
    companyContact: createCompanyContactService({ db, clock, audit: d.audit }),
    theatre: createTheatreService({ db, clock, salesOf: createPerformanceSales({ db, clock }) }),
    productions: createProductionService({ db, media: premium, tracks: createTrackReader(d.filesDir) }),
    knowledge: createKnowledgeService({ db }),
    videos: createVideoService({ db, media: premium }),
    videoProgress: createVideoProgressService({ db, clock }),
    news: createNewsService({ db, clock }),
  };
}

export type BrowseServices = ReturnType<typeof browseServices>;

/** Registers the read families: site, theatre, theatreUltimate, knowledge, video, news, systemNews, the company contact (and its staff calls), the share pages. */
export function registerBrowse({ route, app, deps }: AreaRoutes, s: BrowseServices): void {
  registerSiteRoutes(route, s.site);
  registerTheatreRoutes(route, s.theatre);
  registerProductionRoutes(route, s.productions);
  registerKnowledgeRoutes(route, s.knowledge);
  registerVideoRoutes(route, s.videos, s.videoProgress);
  registerNewsRoutes(route, s.news);
  registerCompanyContactRoutes(route, s.companyContact);
  registerCompanyContactStaffRoutes(route, s.companyContact);
  registerShareRoutes(app, deps.config, s.share);
}
