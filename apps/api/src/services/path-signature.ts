import { createHmac, timingSafeEqual } from 'node:crypto';

const digits = /^\d{1,15}$/;
const sigPattern = /^[A-Za-z0-9_-]{43}$/;

/** The signed-link parameters of a query, once well formed: `exp` (unix seconds) and `sig`. */
export interface SignedQuery {
  exp: number;
  sig: Buffer;
}

/** `exp` and `sig` of a query when both are well formed (anything else: null, nothing computed). */
export function readSignedQuery(query: unknown): SignedQuery | null {
  const { exp, sig } = (query ?? {}) as Record<string, unknown>;
  if (typeof exp !== 'string' || typeof sig !== 'string' || !digits.test(exp) || !sigPattern.test(sig)) return null;
  return { exp: Number(exp), sig: Buffer.from(sig, 'base64url') };
}

/** A decimal id parameter of a signed link (int4: a larger one can name nobody). */
export const readIdParam = (v: unknown): number | null =>
  typeof v === 'string' && digits.test(v) && Number(v) <= 2_147_483_647 ? Number(v) : null;

/**
 * HMAC-SHA256 over a file path, an expiry and what else the link is bound to, under a key of its
 * own (tokens.subkey): a link is its own credential where the fetch cannot carry the bearer token (a
 * video or img element). Every process sharing JWT_SECRET signs and checks alike, without the database.
 */
export function createPathSignature(key: Buffer) {
  const mac = (pathname: string, exp: number, bound: string) =>
    createHmac('sha256', key).update(`${pathname}|${exp}|${bound}`).digest();
  return {
    sign: (pathname: string, exp: number, bound = ''): string => mac(pathname, exp, bound).toString('base64url'),
    /** The signature matches (the expiry is the caller's to check against its clock). */
    verify(pathname: string, q: SignedQuery, bound = ''): boolean {
      const expected = mac(pathname, q.exp, bound);
      return q.sig.length === expected.length && timingSafeEqual(q.sig, expected);
    },
  };
}
