import { z } from 'zod';
import { ep } from '../endpoint.js';
import { production, productionDetail, searchKeyword, theatre, theatreDayStat, theatreDetail, viewCount } from '../models/content.js';
import { id, intLike, pageQuery, paged, pendingBody, pendingResult } from '../schemas.js';

/** A company-time-zone calendar day. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'msg.browse.invalidDate' })
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s) && s >= '2000-01-01' && s <= '2100-12-31';
  }, { error: 'msg.browse.invalidDate' });

export const theatreEndpoints = {
  '/theatre/theatreEnroll/add': ep('/theatre/theatreEnroll/add', { body: pendingBody, result: pendingResult }),
  '/theatre/theatre/get': ep('/theatre/theatre/get', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize, queryStatus: intLike(1, 3).optional() }),
    result: paged(theatre),
  }),
  '/theatre/theatre/get/{id}': ep('/theatre/theatre/get/{id}', { params: z.strictObject({ id: id }), result: theatreDetail }),
  '/theatre/theatre/getByDate': ep('/theatre/theatre/getByDate', { body: z.strictObject({ date: day }), result: z.array(theatre) }),
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
    result: pendingResult,
  }),
  '/theatre/theatreUltimateMarkReply/save': ep('/theatre/theatreUltimateMarkReply/save', {
    body: pendingBody,
    result: pendingResult,
  }),
  '/theatre/theatreUltimateMark/get': ep('/theatre/theatreUltimateMark/get', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize, partId: id.optional() }),
    result: pendingResult,
  }),
  '/theatre/theatreUltimateMark/getByEmail': ep('/theatre/theatreUltimateMark/getByEmail', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize, queryMarkLength: intLike(0, 10_000).optional(), email: z.string().trim().max(254).optional() }),
    result: pendingResult,
  }),
  '/theatre/theatreUltimateMark/get/{id}': ep('/theatre/theatreUltimateMark/get/{id}', {
    params: z.strictObject({ id: id }),
    result: pendingResult,
  }),
  '/theatre/theatreUltimateMark/mark': ep('/theatre/theatreUltimateMark/mark', { body: pendingBody, result: pendingResult }),
  '/theatre/theatreUltimateMark/delete': ep('/theatre/theatreUltimateMark/delete', {
    body: z.strictObject({ id: id }),
    result: pendingResult,
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
    result: pendingResult,
  }),
  '/theatre/theatreUltimateZan/like': ep('/theatre/theatreUltimateZan/like', {
    body: z.strictObject({ partId: id }),
    result: pendingResult,
  }),
  '/theatre/theatreUltimateZan/unlike': ep('/theatre/theatreUltimateZan/unlike', {
    body: z.strictObject({ partId: id }),
    result: pendingResult,
  }),
} as const;
