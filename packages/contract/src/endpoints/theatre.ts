import { z } from 'zod';
import { ep } from '../endpoint.js';
import {
  production,
  productionDetail,
  searchKeyword,
  theatre,
  theatreDayStat,
  theatreDetail,
  viewCount,
} from '../models/content.js';
import {
  engagePaged,
  enrollBody,
  enrollment,
  likeState,
  mark,
  markBody,
  markPage,
  markReply,
  markReplyBody,
} from '../models/engage.js';
import { id, intLike, pageQuery, paged } from '../schemas.js';

/** A company-time-zone calendar day. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'msg.browse.invalidDate' })
  .refine(
    (s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s) && s >= '2000-01-01' && s <= '2100-12-31';
    },
    { error: 'msg.browse.invalidDate' },
  );

export const theatreEndpoints = {
  '/theatre/theatreEnroll/add': ep('/theatre/theatreEnroll/add', { body: enrollBody, result: enrollment }),
  '/theatre/theatre/get': ep('/theatre/theatre/get', {
    query: z.strictObject({
      page: pageQuery.page,
      pageSize: pageQuery.pageSize,
      queryStatus: intLike(1, 3).optional(),
    }),
    result: paged(theatre),
  }),
  '/theatre/theatre/get/{id}': ep('/theatre/theatre/get/{id}', {
    params: z.strictObject({ id: id }),
    result: theatreDetail,
  }),
  '/theatre/theatre/getByDate': ep('/theatre/theatre/getByDate', {
    body: z.strictObject({ date: day }),
    result: z.array(theatre),
  }),
  '/theatre/theatre/getStatsForMonth': ep('/theatre/theatre/getStatsForMonth', {
    body: z.strictObject({ year: intLike(2000, 2100), month: intLike(1, 12) }),
    result: z.array(theatreDayStat),
  }),
  '/theatre/theatre/rndList': ep('/theatre/theatre/rndList', {
    query: z.strictObject({ length: intLike(1, 50).optional() }),
    result: z.array(theatre),
  }),
  '/theatre/theatreUltimateMarkReply/get/{id}': ep('/theatre/theatreUltimateMarkReply/get/{id}', {
    params: z.strictObject({ id: id }),
    result: z.array(markReply),
  }),
  '/theatre/theatreUltimateMarkReply/save': ep('/theatre/theatreUltimateMarkReply/save', {
    body: markReplyBody,
    result: markReply,
  }),
  '/theatre/theatreUltimateMark/get': ep('/theatre/theatreUltimateMark/get', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize, partId: id.optional() }),
    result: markPage,
  }),
  '/theatre/theatreUltimateMark/getByEmail': ep('/theatre/theatreUltimateMark/getByEmail', {
    query: z.strictObject({
      page: pageQuery.page,
      pageSize: pageQuery.pageSize,
      queryMarkLength: intLike(0, 10_000).optional(),
      email: z.string().trim().max(254).optional(),
    }),
    result: engagePaged.mark,
  }),
  '/theatre/theatreUltimateMark/get/{id}': ep('/theatre/theatreUltimateMark/get/{id}', {
    params: z.strictObject({ id: id }),
    result: mark,
  }),
  '/theatre/theatreUltimateMark/mark': ep('/theatre/theatreUltimateMark/mark', {
    body: markBody('partId'),
    result: mark,
  }),
  '/theatre/theatreUltimateMark/delete': ep('/theatre/theatreUltimateMark/delete', {
    body: z.strictObject({ id: id }),
    result: z.null(),
  }),
  '/theatre/theatreUltimate/get': ep('/theatre/theatreUltimate/get', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize }),
    body: z.strictObject({ keyword: searchKeyword, queryMarkLength: intLike(0, 10_000).optional() }),
    result: paged(production),
  }),
  '/theatre/theatreUltimate/get/{id}': ep('/theatre/theatreUltimate/get/{id}', {
    params: z.strictObject({ id: id }),
    result: productionDetail,
  }),
  '/theatre/theatreUltimate/view/{id}': ep('/theatre/theatreUltimate/view/{id}', {
    params: z.strictObject({ id: id }),
    result: viewCount,
  }),
  '/theatre/theatreUltimateZan/get': ep('/theatre/theatreUltimateZan/get', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize, partId: id.optional() }),
    result: engagePaged.favourite,
  }),
  '/theatre/theatreUltimateZan/like': ep('/theatre/theatreUltimateZan/like', {
    body: z.strictObject({ partId: id }),
    result: likeState,
  }),
  '/theatre/theatreUltimateZan/unlike': ep('/theatre/theatreUltimateZan/unlike', {
    body: z.strictObject({ partId: id }),
    result: likeState,
  }),
} as const;
