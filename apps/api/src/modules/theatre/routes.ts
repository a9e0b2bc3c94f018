import { endpoints } from '@nanhua/contract';
import type { Registrar } from '../../http/route.js';
import type { createTheatreService } from './service.js';

export function registerTheatreRoutes(route: Registrar, theatre: ReturnType<typeof createTheatreService>) {
  route(endpoints['/theatre/theatre/get'], ({ query, locale }) => theatre.list(query, locale));
  route(endpoints['/theatre/theatre/get/{id}'], ({ params, locale, user }) => theatre.get(params.id, locale, user), {
    preview: true,
  });
  route(endpoints['/theatre/theatre/getByDate'], ({ body, locale }) => theatre.byDate(body.date, locale), {
    publicCache: 'read',
  });
  route(endpoints['/theatre/theatre/getStatsForMonth'], ({ body }) => theatre.statsForMonth(body.year, body.month), {
    publicCache: 'read',
  });
  route(endpoints['/theatre/theatre/rndList'], ({ query, locale }) => theatre.random(query.length, locale), {
    publicCache: false,
  });
  route(endpoints['/theatre/theatre/search'], ({ query, locale }) => theatre.search(query, locale));
}
