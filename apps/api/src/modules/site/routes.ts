import { endpoints } from '@nanhua/contract';
import type { Registrar } from '../../http/route.js';
import type { createSiteService } from './service.js';

/** Each call reads its own family's table only: a kept answer outlives the changes other families name (db/changes.ts). */
export function registerSiteRoutes(route: Registrar, site: ReturnType<typeof createSiteService>) {
  const carousel = { reads: ['appCarousel'] } as const;
  const notice = { reads: ['notice'] } as const;
  route(endpoints['/site/appCarousel/get'], ({ locale }) => site.carousels(locale), carousel);
  route(endpoints['/site/appCarousel/get/{id}'], ({ params, locale }) => site.carousel(params.id, locale), carousel);
  route(endpoints['/site/notice/get'], ({ query, locale }) => site.notices(query.page, query.pageSize, locale), notice);
  route(endpoints['/site/notice/get/{id}'], ({ params, locale }) => site.notice(params.id, locale), notice);
  route(endpoints['/site/about/get'], ({ locale }) => site.aboutPages(locale), { reads: ['about'] });
  route(endpoints['/site/sponsor/getList'], ({ locale }) => site.sponsors(locale), { reads: ['sponsor'] });
  route(endpoints['/site/versionUpgrade/get'], ({ locale }) => site.latestVersion(locale), {
    publicCache: 'read',
    reads: ['versionUpgrade'],
  });
}
