import { z } from 'zod';
import { ep } from '../endpoint.js';
import { doVoteBody, engagePaged, myVote, voteDetail, voteStats } from '../models/engage.js';
import { id, pageQuery } from '../schemas.js';

export const voteEndpoints = {
  '/vote/vote/get': ep('/vote/vote/get', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize }),
    result: engagePaged.vote,
  }),
  '/vote/vote/get/{id}': ep('/vote/vote/get/{id}', { params: z.strictObject({ id: id }), result: voteDetail }),
  '/vote/vote/getMyVoteResult': ep('/vote/vote/getMyVoteResult', {
    body: z.strictObject({ id: id }),
    result: myVote.nullable(),
  }),
  '/vote/vote/getMyVoteResultList': ep('/vote/vote/getMyVoteResultList', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize }),
    result: engagePaged.myVoteItem,
  }),
  '/vote/vote/doVote': ep('/vote/vote/doVote', { body: doVoteBody, result: myVote }),
  '/vote/vote/getStats': ep('/vote/vote/getStats', { query: z.strictObject({ id: id }), result: voteStats }),
} as const;
