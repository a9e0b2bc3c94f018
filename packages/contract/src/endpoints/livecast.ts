import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { id, intLike, pageQuery, pendingBody, pendingResult } from '../schemas.js';

export const livecastEndpoints = {
  '/liveCast/history/get': defineEndpoint({
    method: 'GET',
    path: '/liveCast/history/get',
    channel: 'optional',
    bodyKind: 'none',
    summary: 'liveCast/history/get',
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize }),
    result: pendingResult,
  }),
  '/liveCast/history/get/{id}': defineEndpoint({
    method: 'GET',
    path: '/liveCast/history/get/{id}',
    channel: 'token',
    bodyKind: 'none',
    summary: 'liveCast/history/get/{id}',
    params: z.strictObject({ id: id }),
    result: pendingResult,
  }),
  '/liveCast/liveCastKey/get/{n}': defineEndpoint({
    method: 'GET',
    path: '/liveCast/liveCastKey/get/{n}',
    channel: 'token',
    bodyKind: 'none',
    summary: 'liveCast/liveCastKey/get/{n}',
    params: z.strictObject({ n: intLike(1, 1_000_000) }),
    result: pendingResult,
  }),
  '/liveCast/meeting/get': defineEndpoint({
    method: 'GET',
    path: '/liveCast/meeting/get',
    channel: 'optional',
    bodyKind: 'none',
    summary: 'liveCast/meeting/get',
    result: pendingResult,
  }),
  '/liveCast/meeting/zoomAuth': defineEndpoint({
    method: 'POST',
    path: '/liveCast/meeting/zoomAuth',
    channel: 'token',
    bodyKind: 'json',
    summary: 'liveCast/meeting/zoomAuth',
    body: pendingBody,
    result: pendingResult,
  }),
  '/liveCast/participant/save': defineEndpoint({
    method: 'POST',
    path: '/liveCast/participant/save',
    channel: 'token',
    bodyKind: 'json',
    summary: 'liveCast/participant/save',
    body: pendingBody,
    result: pendingResult,
  }),
} as const;
