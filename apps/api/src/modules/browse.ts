import type { Db } from '../db/client.js';
import type { Registrar } from '../http/route.js';
import type { Clock } from '../services/clock.js';
import type { TokenService } from '../services/tokens.js';
import { registerKnowledgeRoutes } from './knowledge/routes.js';
import { createKnowledgeService } from './knowledge/service.js';
import { createTrackReader } from './media/track-reader.js';
import { registerNewsRoutes } from './site/news-routes.js';
import { createNewsService } from './site/news-service.js';
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
  /** Premium links are checked against the member afresh on every fetch. */
  users: Pick<UserService, 'findCaller'>;
}

/** The read families' services and the premium media signer (the /files/ route uses the same one). */
export function browseServices(d: BrowseDeps) {
  const { db, clock } = d;
  const premium = createPremiumMedia({ clock, tokens: d.tokens, users: d.users });
  return {
    premium,
    theatre: createTheatreService({ db, clock, salesOf: createPerformanceSales({ db, clock }) }),
    productions: createProductionService({ db, media: premium, tracks: createTrackReader(d.filesDir) }),
    knowledge: createKnowledgeService({ db }),
    videos: createVideoService({ db, media: premium }),
    videoProgress: createVideoProgressService({ db, clock }),
    news: createNewsService({ db, clock }),
  };
}

export type BrowseServices = ReturnType<typeof browseServices>;

/** Registers the read families: theatre, theatreUltimate, knowledge, video, news, systemNews. */
export function registerBrowse(route: Registrar, s: BrowseServices): void {
  registerTheatreRoutes(route, s.theatre);
  registerProductionRoutes(route, s.productions);
  registerKnowledgeRoutes(route, s.knowledge);
  registerVideoRoutes(route, s.videos, s.videoProgress);
  registerNewsRoutes(route, s.news);
}
