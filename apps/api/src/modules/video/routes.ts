import { endpoints } from '@nanhua/contract';
import type { Registrar } from '../../http/route.js';
import type { VideoProgressService } from './progress-service.js';
import type { createVideoService } from './service.js';

export function registerVideoRoutes(
  route: Registrar,
  video: ReturnType<typeof createVideoService>,
  progress: VideoProgressService,
) {
  route(endpoints['/video/category/get'], ({ locale }) => video.categories(locale));
  route(
    endpoints['/video/video/get'],
    ({ query, body, locale }) => video.list({ ...query, keyword: body.keyword, cateId: body.cateId }, locale),
    { publicCache: 'read' },
  );
  route(endpoints['/video/video/rndList'], ({ query, locale }) => video.random(query.length, query.cateId, locale), {
    publicCache: false,
  });
  route(endpoints['/video/video/inCarouselList'], ({ locale }) => video.carousel(locale));
  route(endpoints['/video/video/get/{id}'], ({ params, user, locale }) => video.get(params.id, user, locale));
  route(endpoints['/video/video/view/{id}'], ({ params }) => video.view(params.id));
  route(endpoints['/video/progress/get/{id}'], ({ params, user }) => progress.get(params.id, user));
  route(endpoints['/video/progress/save'], ({ body, user }) => progress.save(body, user));
  route(endpoints['/video/progress/continue'], ({ query, user, locale }) =>
    progress.continueWatching(query.length, user, locale),
  );
}
