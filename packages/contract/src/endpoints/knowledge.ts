import { z } from 'zod';
import { ep } from '../endpoint.js';
import {
  contentCategory,
  knowledge,
  knowledgeDetail,
  knowledgePart,
  searchKeyword,
  viewCount,
} from '../models/content.js';
import { engagePaged, likeState, mark, markBody, markPage, markReply, markReplyBody } from '../models/engage.js';
import { id, intLike, pageQuery, paged } from '../schemas.js';

export const knowledgeEndpoints = {
  '/knowledge/category/get': ep('/knowledge/category/get', { result: z.array(contentCategory) }),
  '/knowledge/markReply/get/{markId}': ep('/knowledge/markReply/get/{markId}', {
    params: z.strictObject({ markId: id }),
    result: z.array(markReply),
  }),
  '/knowledge/markReply/save': ep('/knowledge/markReply/save', { body: markReplyBody, result: markReply }),
  '/knowledge/mark/get': ep('/knowledge/mark/get', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize, partId: id.optional() }),
    result: markPage,
  }),
  '/knowledge/mark/getByEmail': ep('/knowledge/mark/getByEmail', {
    query: z.strictObject({
      page: pageQuery.page,
      pageSize: pageQuery.pageSize,
      queryMarkLength: intLike(0, 10_000).optional(),
      email: z.string().trim().max(254).optional(),
    }),
    result: engagePaged.mark,
  }),
  '/knowledge/mark/get/{id}': ep('/knowledge/mark/get/{id}', { params: z.strictObject({ id: id }), result: mark }),
  '/knowledge/mark/mark': ep('/knowledge/mark/mark', { body: markBody('partId'), result: mark }),
  '/knowledge/mark/delete': ep('/knowledge/mark/delete', { body: z.strictObject({ id: id }), result: z.null() }),
  '/knowledge/knowledgePart/get/{id}': ep('/knowledge/knowledgePart/get/{id}', {
    params: z.strictObject({ id: id }),
    result: knowledgePart,
  }),
  '/knowledge/knowledge/get': ep('/knowledge/knowledge/get', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize }),
    body: z.strictObject({
      keyword: searchKeyword,
      queryMarkLength: intLike(0, 10_000).optional(),
      cateId: id.optional(),
    }),
    result: paged(knowledge),
  }),
  '/knowledge/knowledge/rndList': ep('/knowledge/knowledge/rndList', {
    query: z.strictObject({ length: intLike(1, 50).optional(), cateId: id.optional() }),
    result: z.array(knowledge),
  }),
  '/knowledge/knowledge/inCarouselList': ep('/knowledge/knowledge/inCarouselList', { result: z.array(knowledge) }),
  '/knowledge/knowledge/getOneFine': ep('/knowledge/knowledge/getOneFine', { result: knowledgeDetail.nullable() }),
  '/knowledge/knowledge/get/{id}': ep('/knowledge/knowledge/get/{id}', {
    params: z.strictObject({ id: id }),
    result: knowledgeDetail,
  }),
  '/knowledge/knowledge/view/{id}': ep('/knowledge/knowledge/view/{id}', {
    params: z.strictObject({ id: id }),
    result: viewCount,
  }),
  '/knowledge/zan/get': ep('/knowledge/zan/get', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize, partId: id.optional() }),
    result: engagePaged.favourite,
  }),
  '/knowledge/zan/like': ep('/knowledge/zan/like', { body: z.strictObject({ partId: id }), result: likeState }),
  '/knowledge/zan/unlike': ep('/knowledge/zan/unlike', { body: z.strictObject({ partId: id }), result: likeState }),
} as const;
