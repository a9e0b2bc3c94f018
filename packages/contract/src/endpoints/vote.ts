import { z } from 'zod';
import { ep } from '../endpoint.js';
import { id, pageQuery, pendingBody, pendingResult } from '../schemas.js';

export const voteEndpoints = {
  '/vote/vote/get': ep('/vote/vote/get', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize }),
    result: pendingResult,
  }),
  '/vote/vote/get/{id}': ep('/vote/vote/get/{id}', { params: z.strictObject({ id: id }), result: pendingResult }),
  '/vote/vote/getMyVoteResult': ep('/vote/vote/getMyVoteResult', { body: z.strictObject({ id: id }), result: pendingResult }),
  '/vote/vote/getMyVoteResultList': ep('/vote/vote/getMyVoteResultList', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize }),
    result: pendingResult,
  }),
  '/vote/vote/doVote': ep('/vote/vote/doVote', { body: pendingBody, result: pendingResult }),
  '/vote/vote/getStats': ep('/vote/vote/getStats', { query: z.strictObject({ id: id }), result: pendingResult }),
} as const;
