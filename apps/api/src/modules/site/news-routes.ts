import { endpoints } from '@nanhua/contract';
import type { Registrar } from '../../http/route.js';
import type { createNewsService } from './news-service.js';

export function registerNewsRoutes(route: Registrar, news: ReturnType<typeof createNewsService>) {
  route(
    endpoints['/site/news/get'],
    ({ query, body, locale }) => news.news({ ...query, keyword: body.keyword }, locale),
    // It reads the news table only: an order or another family's edit leaves the kept answer valid.
    { publicCache: 'read', reads: ['news'] },
  );
  route(endpoints['/site/news/get/{id}'], ({ params, locale, user }) => news.newsItem(params.id, locale, user), {
    preview: true,
  });
  const systemNews = { reads: ['systemNews'] } as const;
  route(endpoints['/site/systemNews/get'], ({ query, locale }) => news.systemNews(query, locale), systemNews);
  route(
    endpoints['/site/systemNews/get/{id}'],
    ({ params, locale }) => news.systemNewsItem(params.id, locale),
    systemNews,
  );
}
