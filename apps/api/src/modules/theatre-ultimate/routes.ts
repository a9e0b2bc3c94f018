import { endpoints } from '@nanhua/contract';
import type { Registrar } from '../../http/route.js';
import type { createProductionService } from './service.js';

export function registerProductionRoutes(route: Registrar, productions: ReturnType<typeof createProductionService>) {
  route(
    endpoints['/theatre/theatreUltimate/get'],
    ({ query, body, locale }) => productions.list({ ...query, keyword: body.keyword }, locale),
    { publicCache: 'read' },
  );
  route(endpoints['/theatre/theatreUltimate/get/{id}'], ({ params, user, locale }) =>
    productions.get(params.id, user, locale),
  );
  route(endpoints['/theatre/theatreUltimate/view/{id}'], ({ params }) => productions.view(params.id));
}
