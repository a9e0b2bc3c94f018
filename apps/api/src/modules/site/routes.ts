import { endpoints } from '@nanhua/contract';
import type { Registrar } from '../../http/route.js';
import type { createSiteService } from './service.js';

export function registerSiteRoutes(route: Registrar, site: ReturnType<typeof createSiteService>) {
  route(endpoints['/site/appCarousel/get'], ({ locale }) => site.carousels(locale));
  route(endpoints['/site/appCarousel/get/{id}'], ({ params, locale }) => site.carousel(params.id, locale));
  route(endpoints['/site/notice/get'], ({ query, locale }) => site.notices(query.page, query.pageSize, locale));
  route(endpoints['/site/notice/get/{id}'], ({ params, locale }) => site.notice(params.id, locale));
  route(endpoints['/site/about/get'], ({ locale }) => site.aboutPages(locale));
  route(endpoints['/site/sponsor/getList'], ({ locale }) => site.sponsors(locale));
  route(endpoints['/site/versionUpgrade/get'], ({ locale }) => site.latestVersion(locale), { publicCache: 'read' });
}
