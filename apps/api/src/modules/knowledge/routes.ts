import { endpoints } from '@nanhua/contract';
import type { Registrar } from '../../http/route.js';
import type { createKnowledgeService } from './service.js';

export function registerKnowledgeRoutes(route: Registrar, knowledge: ReturnType<typeof createKnowledgeService>) {
  route(endpoints['/knowledge/category/get'], ({ locale }) => knowledge.categories(locale));
  route(
    endpoints['/knowledge/knowledge/get'],
    ({ query, body, locale }) => knowledge.list({ ...query, keyword: body.keyword, cateId: body.cateId }, locale),
    { publicCache: 'read' },
  );
  route(
    endpoints['/knowledge/knowledge/rndList'],
    ({ query, locale }) => knowledge.random(query.length, query.cateId, locale),
    { publicCache: false },
  );
  route(endpoints['/knowledge/knowledge/inCarouselList'], ({ locale }) => knowledge.carousel(locale));
  route(endpoints['/knowledge/knowledge/getOneFine'], ({ user, locale }) => knowledge.fine(user, locale));
  route(endpoints['/knowledge/knowledge/get/{id}'], ({ params, user, locale }) =>
    knowledge.get(params.id, user, locale),
  );
  route(endpoints['/knowledge/knowledgePart/get/{id}'], ({ params, user, locale }) =>
    knowledge.part(params.id, user, locale),
  );
  route(endpoints['/knowledge/knowledge/view/{id}'], ({ params }) => knowledge.view(params.id));
}
