import { z } from 'zod';
import { ep } from '../endpoint.js';
import {
  liveCastKey,
  liveClassBody,
  liveMeetings,
  liveRegistration,
  liveReplay,
  liveReplayDetail,
  zoomJoin,
} from '../models/livecast.js';
import { id, pageQuery, paged } from '../schemas.js';

export const livecastEndpoints = {
  '/liveCast/history/get': ep('/liveCast/history/get', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize }),
    result: paged(liveReplay),
  }),
  '/liveCast/history/get/{id}': ep('/liveCast/history/get/{id}', {
    params: z.strictObject({ id: id }),
    result: liveReplayDetail,
  }),
  '/liveCast/liveCastKey/get/{n}': ep('/liveCast/liveCastKey/get/{n}', {
    summary: 'n: the class id',
    params: z.strictObject({ n: id }),
    result: liveCastKey,
  }),
  '/liveCast/meeting/get': ep('/liveCast/meeting/get', { result: liveMeetings }),
  '/liveCast/meeting/zoomAuth': ep('/liveCast/meeting/zoomAuth', { body: liveClassBody, result: zoomJoin }),
  '/liveCast/participant/save': ep('/liveCast/participant/save', { body: liveClassBody, result: liveRegistration }),
} as const;
