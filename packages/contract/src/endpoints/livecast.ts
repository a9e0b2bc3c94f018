import { z } from 'zod';
import { ep } from '../endpoint.js';
import { id, intLike, pageQuery, pendingBody, pendingResult } from '../schemas.js';

export const livecastEndpoints = {
  '/liveCast/history/get': ep('/liveCast/history/get', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize }),
    result: pendingResult,
  }),
  '/liveCast/history/get/{id}': ep('/liveCast/history/get/{id}', { params: z.strictObject({ id: id }), result: pendingResult }),
  '/liveCast/liveCastKey/get/{n}': ep('/liveCast/liveCastKey/get/{n}', {
    params: z.strictObject({ n: intLike(1, 1_000_000) }),
    result: pendingResult,
  }),
  '/liveCast/meeting/get': ep('/liveCast/meeting/get', { result: pendingResult }),
  '/liveCast/meeting/zoomAuth': ep('/liveCast/meeting/zoomAuth', { body: pendingBody, result: pendingResult }),
  '/liveCast/participant/save': ep('/liveCast/participant/save', { body: pendingBody, result: pendingResult }),
} as const;
