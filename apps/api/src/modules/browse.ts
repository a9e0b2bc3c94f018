import type { AppDeps } from '../http/context.js';
import type { Registrar } from '../http/route.js';
import { registerKnowledgeRoutes } from './knowledge/routes.js';
import { createKnowledgeService } from './knowledge/service.js';
import { registerNewsRoutes } from './site/news-routes.js';
import { createNewsService } from './site/news-service.js';
import { registerTheatreRoutes } from './theatre/routes.js';
import { createTheatreService } from './theatre/service.js';
import { createPerformanceSales } from './ticket/performance-sales.js';
import { registerProductionRoutes } from './theatre-ultimate/routes.js';
import { createProductionService } from './theatre-ultimate/service.js';
import { registerVideoRoutes } from './video/routes.js';
import { createTrackReader } from './media/track-reader.js';
import { createPremiumMedia } from './video/premium-media.js';
import { createVideoService } from './video/service.js';

/** Registers the read families: theatre, theatreUltimate, knowledge, video, news, systemNews (issue 4). */
export function registerBrowse(route: Registrar, deps: AppDeps): void {
  const { db } = deps.database;
  registerTheatreRoutes(route, createTheatreService({ db, clock: deps.clock, salesOf: createPerformanceSales({ db, clock: deps.clock }) }));
  const media = createPremiumMedia({ db, clock: deps.clock, tokens: deps.tokens });
  registerProductionRoutes(route, createProductionService({ db, media, tracks: createTrackReader(deps.filesDir) }));
  registerKnowledgeRoutes(route, createKnowledgeService({ db }));
  registerVideoRoutes(route, createVideoService({ db, media }));
  registerNewsRoutes(route, createNewsService({ db, clock: deps.clock }));
}
