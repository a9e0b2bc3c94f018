import { z } from 'zod';
import { ep } from '../endpoint.js';
import { contentCategory, searchKeyword, video, videoDetail, viewCount } from '../models/content.js';
import { engagePaged, likeState, mark, markBody, markPage, markReply, markReplyBody } from '../models/engage.js';
import { continueWatchingItem, videoProgress, videoProgressBody } from '../models/video-progress.js';
import { videoProgressLimits } from '../video-progress-rules.js';
import { id, intLike, pageQuery, paged } from '../schemas.js';

export const videoEndpoints = {
  '/video/category/get': ep('/video/category/get', { result: z.array(contentCategory) }),
  '/video/markReply/get/{id}': ep('/video/markReply/get/{id}', {
    params: z.strictObject({ id: id }),
    result: z.array(markReply),
  }),
  '/video/markReply/save': ep('/video/markReply/save', { body: markReplyBody, result: markReply }),
  '/video/mark/get': ep('/video/mark/get', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize, videoId: id.optional() }),
    result: markPage,
  }),
  '/video/mark/getByEmail': ep('/video/mark/getByEmail', {
    query: z.strictObject({
      page: pageQuery.page,
      pageSize: pageQuery.pageSize,
      queryMarkLength: intLike(0, 10_000).optional(),
      email: z.string().trim().max(254).optional(),
    }),
    result: engagePaged.mark,
  }),
  '/video/mark/get/{id}': ep('/video/mark/get/{id}', { params: z.strictObject({ id: id }), result: mark }),
  '/video/mark/mark': ep('/video/mark/mark', { body: markBody('videoId'), result: mark }),
  '/video/mark/delete': ep('/video/mark/delete', { body: z.strictObject({ id: id }), result: z.null() }),
  '/video/video/get': ep('/video/video/get', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize }),
    body: z.strictObject({
      keyword: searchKeyword,
      queryMarkLength: intLike(0, 10_000).optional(),
      cateId: id.optional(),
    }),
    result: paged(video),
  }),
  '/video/video/rndList': ep('/video/video/rndList', {
    query: z.strictObject({
      length: intLike(1, 50).optional(),
      cateId: id.optional(),
      queryMarkLength: intLike(0, 10_000).optional(),
    }),
    result: z.array(video),
  }),
  '/video/video/inCarouselList': ep('/video/video/inCarouselList', { result: z.array(video) }),
  '/video/video/get/{id}': ep('/video/video/get/{id}', { params: z.strictObject({ id: id }), result: videoDetail }),
  '/video/video/view/{id}': ep('/video/video/view/{id}', { params: z.strictObject({ id: id }), result: viewCount }),
  '/video/zan/get': ep('/video/zan/get', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize, videoId: id.optional() }),
    result: engagePaged.favourite,
  }),
  '/video/zan/like': ep('/video/zan/like', { body: z.strictObject({ videoId: id }), result: likeState }),
  '/video/zan/unlike': ep('/video/zan/unlike', { body: z.strictObject({ videoId: id }), result: likeState }),
  // Extensions (issue 34 item 7): the signed-in member's place in each video, and "Continue watching".
  '/video/progress/get/{id}': ep('/video/progress/get/{id}', {
    params: z.strictObject({ id: id }),
    result: videoProgress.nullable(),
  }),
  '/video/progress/save': ep('/video/progress/save', { body: videoProgressBody, result: videoProgress }),
  '/video/progress/continue': ep('/video/progress/continue', {
    query: z.strictObject({ length: intLike(1, videoProgressLimits.continueLength).optional() }),
    result: z.array(continueWatchingItem),
  }),
} as const;
