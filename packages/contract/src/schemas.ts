import { z } from 'zod';
import { limits } from './limits.js';

/**
 * Shared schema pieces. Custom messages are i18n message keys (`msg.*`); the API translates
 * them through its catalogue, so a validation failure always reaches the user localized.
 */

/** Every id and counted input is a PostgreSQL `integer` (int4): a larger value would fail in the database, not here. */
export const int4Max = 2_147_483_647;

/** Positive integer id, from a path segment, a form field (string) or JSON (number). */
export const id = z
  .union([z.number(), z.string().regex(/^\d{1,15}$/, { error: 'msg.invalidId' })], { error: 'msg.invalidId' })
  .transform((v) => Number(v))
  .pipe(
    z
      .number({ error: 'msg.invalidId' })
      .int({ error: 'msg.invalidId' })
      .min(1, { error: 'msg.invalidId' })
      .max(int4Max, { error: 'msg.invalidId' }),
  );

/** Integer that may arrive as a query/form string; the bounds never exceed the int4 column it lands in. */
export const intLike = (min: number, max: number) =>
  z
    .union([z.number(), z.string().regex(/^-?\d{1,15}$/)], { error: 'msg.invalidNumber' })
    .transform((v) => Number(v))
    .pipe(
      z
        .number()
        .int({ error: 'msg.invalidNumber' })
        .min(Math.max(min, -int4Max - 1), { error: 'msg.invalidNumber' })
        .max(Math.min(max, int4Max), { error: 'msg.invalidNumber' }),
    );

export const idParams = z.strictObject({ id });

/** page (1-based) and pageSize (default 10, at most 50). */
export const pageQuery = {
  page: intLike(1, 1_000_000).default(1),
  pageSize: intLike(1, limits.pageSizeMax).default(limits.pageSize),
};
export const pagingQuery = z.strictObject(pageQuery);

export const keyword = z.string().trim().max(limits.keywordMax, { error: 'msg.keywordTooLong' });

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ records: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export interface Paged<T> {
  records: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** ISO 8601 timestamp as sent by the API. */
export const isoTime = z.string();

/** Until its issue tightens it, a not-yet-built endpoint accepts any JSON object and declares an unknown result. */
export const pendingBody = z.looseObject({});
export const pendingResult = z.unknown();

export const tokenPair = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPair>;

/** User claims carried in the access token's `user` field (SPEC §3, DESIGN §5). */
export const tokenUser = z.object({
  id: z.number().int(),
  email: z.string(),
  nickName: z.string(),
  userType: z.number().int(),
  avatar: z.string().nullable(),
});
export type TokenUser = z.infer<typeof tokenUser>;

/** The console's list convention: `page` (1-based) and `size` (at most 100) → `{ items, total, page, size }`. */
export const staffPageQuery = {
  page: intLike(1, 1_000_000).default(1),
  size: intLike(1, 100).default(20),
};
export const staffPage = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int() });
export interface StaffPage<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}
