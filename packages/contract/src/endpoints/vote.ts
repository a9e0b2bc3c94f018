import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { id, pageQuery, pendingBody, pendingResult } from '../schemas.js';

export const voteEndpoints = {
  '/vote/vote/get': defineEndpoint({
    method: 'GET',
    path: '/vote/vote/get',
    channel: 'public',
    bodyKind: 'none',
    summary: 'vote/vote/get',
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize }),
    result: pendingResult,
  }),
  '/vote/vote/get/{id}': defineEndpoint({
    method: 'GET',
    path: '/vote/vote/get/{id}',
    channel: 'public',
    bodyKind: 'none',
    summary: 'vote/vote/get/{id}',
    params: z.strictObject({ id: id }),
    result: pendingResult,
  }),
  '/vote/vote/getMyVoteResult': defineEndpoint({
    method: 'POST',
    path: '/vote/vote/getMyVoteResult',
    channel: 'token',
    bodyKind: 'form',
    summary: 'vote/vote/getMyVoteResult',
    body: z.strictObject({ id: id }),
    result: pendingResult,
  }),
  '/vote/vote/getMyVoteResultList': defineEndpoint({
    method: 'GET',
    path: '/vote/vote/getMyVoteResultList',
    channel: 'token',
    bodyKind: 'none',
    summary: 'vote/vote/getMyVoteResultList',
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize }),
    result: pendingResult,
  }),
  '/vote/vote/doVote': defineEndpoint({
    method: 'POST',
    path: '/vote/vote/doVote',
    channel: 'token',
    bodyKind: 'json',
    summary: 'vote/vote/doVote',
    body: pendingBody,
    result: pendingResult,
  }),
  '/vote/vote/getStats': defineEndpoint({
    method: 'GET',
    path: '/vote/vote/getStats',
    channel: 'token',
    bodyKind: 'none',
    summary: 'vote/vote/getStats',
    query: z.strictObject({ id: id }),
    result: pendingResult,
  }),
} as const;
