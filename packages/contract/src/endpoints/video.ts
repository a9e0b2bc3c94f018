import { z } from 'zod';
import { ep } from '../endpoint.js';
import { id, intLike, keyword, pageQuery, pendingBody, pendingResult } from '../schemas.js';

export const videoEndpoints = {
  '/video/category/get': ep('/video/category/get', { result: pendingResult }),
  '/video/markReply/get/{id}': ep('/video/markReply/get/{id}', { params: z.strictObject({ id: id }), result: pendingResult }),
  '/video/markReply/save': ep('/video/markReply/save', { body: pendingBody, result: pendingResult }),
  '/video/mark/get': ep('/video/mark/get', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize, videoId: id.optional() }),
    result: pendingResult,
  }),
  '/video/mark/getByEmail': ep('/video/mark/getByEmail', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize, queryMarkLength: intLike(0, 10_000).optional(), email: z.string().trim().max(254).optional() }),
    result: pendingResult,
  }),
  '/video/mark/get/{id}': ep('/video/mark/get/{id}', { params: z.strictObject({ id: id }), result: pendingResult }),
  '/video/mark/mark': ep('/video/mark/mark', { body: pendingBody, result: pendingResult }),
  '/video/mark/delete': ep('/video/mark/delete', { body: z.strictObject({ id: id }), result: pendingResult }),
  '/video/video/get': ep('/video/video/get', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize }),
    body: z.strictObject({ keyword: keyword.optional(), queryMarkLength: intLike(0, 10_000).optional(), cateId: id.optional() }),
    result: pendingResult,
  }),
  '/video/video/rndList': ep('/video/video/rndList', {
    query: z.strictObject({ length: intLike(1, 50).optional(), cateId: id.optional(), queryMarkLength: intLike(0, 10_000).optional() }),
    result: pendingResult,
  }),
  '/video/video/inCarouselList': ep('/video/video/inCarouselList', { result: pendingResult }),
  '/video/video/get/{id}': ep('/video/video/get/{id}', { params: z.strictObject({ id: id }), result: pendingResult }),
  '/video/video/view/{id}': ep('/video/video/view/{id}', { params: z.strictObject({ id: id }), result: pendingResult }),
  '/video/zan/get': ep('/video/zan/get', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize, videoId: id.optional() }),
    result: pendingResult,
  }),
  '/video/zan/like': ep('/video/zan/like', { body: z.strictObject({ videoId: id }), result: pendingResult }),
  '/video/zan/unlike': ep('/video/zan/unlike', { body: z.strictObject({ videoId: id }), result: pendingResult }),
} as const;
