import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { orderExtraEndpoints } from './admin.js';

/**
 * Extensions outside SPEC §7's table of 136 calls (kept out of `endpoints` and `calls` so the
 * contract-vs-endpoints.tsv check stays exact). Sign-out must revoke the refresh token, and SPEC has
 * no call for it: `user/logout` ends that session's token family. Idempotent: an unknown or already
 * revoked token answers ok too.
 */
export const extraEndpoints = {
  '/usercenter/user/logout': defineEndpoint({
    method: 'POST',
    path: '/usercenter/user/logout',
    channel: 'public',
    bodyKind: 'json',
    summary: 'usercenter/user/logout (extension: sign out, revoking the refresh token)',
    body: z.strictObject({ refreshToken: z.string().max(512) }),
    result: z.null(),
  }),
  ...orderExtraEndpoints,
} as const;
export type ExtraPath = keyof typeof extraEndpoints;

