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

/**
 * Development only (not registered when NODE_ENV=production): the newest mail the development
 * outbox kept for an address, so codes can be read when no SMTP server is configured.
 */
export const devEndpoints = {
  '/dev/outbox/latest': defineEndpoint({
    method: 'GET',
    path: '/dev/outbox/latest',
    channel: 'public',
    bodyKind: 'none',
    summary: 'dev/outbox/latest (development only: newest outbox mail to an address)',
    query: z.strictObject({ to: z.string().max(254) }),
    result: z.object({ from: z.string(), to: z.string(), subject: z.string(), text: z.string(), html: z.string(), sentAt: z.string() }).nullable(),
  }),
} as const;
