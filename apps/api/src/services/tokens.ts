import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import { tokenUser, type TokenUser } from '@nanhua/contract';
import type { Clock } from './clock.js';

const ISSUER = 'nanhua-api';
const AUDIENCE = 'nanhua-app';
const TYP = 'at+jwt';
export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_DAYS = 30;

/**
 * Which session a token belongs to and when it was issued, to the millisecond: the session check refuses it
 * once its refresh-token family is revoked or the user's sessions_valid_after has passed its issue time.
 */
export interface AccessSession {
  /** The refresh-token family; absent from tokens signed outside a session (the warm-up, tests). */
  familyId?: string;
  issuedAtMs: number;
}

export type AccessCheck =
  | ({ status: 'valid'; user: TokenUser } & AccessSession)
  /** Signature good, only the lifetime is over: a refresh may still use it to prove who asks. */
  | ({ status: 'expired'; user: TokenUser } & AccessSession)
  | { status: 'invalid' };

export interface TokenService {
  /**
   * `session.validAfter`: the user's sessions_valid_after as the signer read it. The token counts as issued
   * no earlier than that, so a session begun in the very millisecond of a bump (the pair a password change
   * answers) is not refused with the ones the bump ended.
   */
  signAccess(user: TokenUser, session?: { familyId: string; validAfter?: Date | null }): Promise<string>;
  verifyAccess(token: string): Promise<AccessCheck>;
  /**
   * A key for another purpose derived from the same secret (HMAC of the label), so every process
   * sharing JWT_SECRET agrees on it without the access-token key itself being reused.
   */
  subkey(label: string): Buffer;
}

/** Authentic tokens remembered (their claims), oldest forgotten first: a signed-in phone sends the same one for 15 minutes. */
const MAX_CHECKED = 10_000;

export function createTokenService(secret: string, clock: Clock): TokenService {
  const key = new TextEncoder().encode(secret);
  // The signature and claims of one exact string under one key check the same way every time: only the
  // lifetime moves on, and `lifetimeOf` reads it afresh on each call. Only authentic tokens are kept, so
  // made-up ones cannot fill this. Saves the HMAC, two JSON decodings and the user's schema check per call.
  const checked = new Map<string, SignedClaims>();
  return {
    subkey: (label) => createHmac('sha256', key).update(`nanhua-subkey:${label}`).digest(),
    async signAccess(user, session) {
      const nowMs = clock.now().getTime();
      const now = Math.floor(nowMs / 1000);
      // iat has whole seconds only; the session check compares milliseconds.
      const issued = session
        ? { sid: session.familyId, iat_ms: Math.max(nowMs, session.validAfter?.getTime() ?? 0) }
        : { iat_ms: nowMs };
      return new SignJWT({ user, ...issued })
        .setProtectedHeader({ alg: 'HS256', typ: TYP })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setSubject(String(user.id))
        .setIssuedAt(now)
        .setExpirationTime(now + ACCESS_TTL_SECONDS)
        .sign(key);
    },
    async verifyAccess(token) {
      let claims = checked.get(token);
      if (!claims) {
        claims = signedClaims(token, key);
        if (!claims) return { status: 'invalid' };
        if (checked.size >= MAX_CHECKED) checked.delete(checked.keys().next().value as string);
        checked.set(token, claims);
      }
      return lifetimeOf(claims, clock.now());
    },
  };
}

const JWT_SHAPE = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/;

const jsonObject = (segment: string): Record<string, unknown> | undefined => {
  try {
    const v: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/** RFC 8725 §3.11 typ check as jose does it: "at+jwt" and "application/at+jwt" are the same, any case. */
const normalTyp = (typ: string) => (typ.includes('/') ? typ.toLowerCase() : `application/${typ.toLowerCase()}`);

/** What an authentic token says: who, and the times that decide whether it is usable now. */
interface SignedClaims extends AccessSession {
  user: Readonly<TokenUser>;
  exp: number;
  nbf?: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The access token checked with node:crypto (an HMAC and a constant-time compare: ~2 µs, where jose's
 * WebCrypto path costs ~0.1 ms per request). Same rules as `jwtVerify` with our options: alg exactly
 * HS256 (the allow-list; "none" and every other alg refused), typ at+jwt, no `crit`, the signature
 * before any claim is trusted, then iss, aud, sub and exp present, nbf/iat numeric. Undefined unless
 * all hold. Nothing here depends on the time: `lifetimeOf` applies exp and nbf.
 */
function signedClaims(token: string, key: Uint8Array): SignedClaims | undefined {
  const m = JWT_SHAPE.exec(token);
  if (!m) return undefined;
  const [, h, p, s] = m as unknown as [string, string, string, string];
  const header = jsonObject(h);
  if (
    !header ||
    header.alg !== 'HS256' ||
    typeof header.typ !== 'string' ||
    normalTyp(header.typ) !== normalTyp(TYP) ||
    'crit' in header ||
    'b64' in header
  ) {
    return undefined;
  }
  const given = Buffer.from(s, 'base64url');
  // Only the canonical encoding of the 32 bytes counts (no second spelling of the same signature).
  if (given.length !== 32 || given.toString('base64url') !== s) return undefined;
  const expected = createHmac('sha256', key).update(`${h}.${p}`).digest();
  if (!timingSafeEqual(given, expected)) return undefined;
  const claims = jsonObject(p);
  if (!claims) return undefined;
  const { iss, aud, sub, exp, nbf, iat, sid, iat_ms: iatMs } = claims;
  if (iss !== ISSUER || typeof sub !== 'string') return undefined;
  if (!(aud === AUDIENCE || (Array.isArray(aud) && aud.includes(AUDIENCE)))) return undefined;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return undefined;
  if (iat !== undefined && typeof iat !== 'number') return undefined;
  if (nbf !== undefined && typeof nbf !== 'number') return undefined;
  // The family id goes into the session check's statement as a uuid: anything else would fail there.
  if (sid !== undefined && (typeof sid !== 'string' || !UUID.test(sid))) return undefined;
  if (iatMs !== undefined && (typeof iatMs !== 'number' || !Number.isFinite(iatMs))) return undefined;
  const user = tokenUser.safeParse(claims.user);
  if (!user.success) return undefined;
  // A token from before millisecond claims (at most 15 minutes after the upgrade) counts from the start of its second.
  const issuedAtMs = typeof iatMs === 'number' ? iatMs : typeof iat === 'number' ? iat * 1000 : 0;
  return {
    user: Object.freeze(user.data),
    exp,
    issuedAtMs,
    ...(nbf !== undefined ? { nbf } : {}),
    ...(typeof sid === 'string' ? { familyId: sid } : {}),
  };
}

/** An authentic token at `now`: not yet valid is refused; past exp it is expired (a refresh uses it to prove who asks). */
function lifetimeOf(c: SignedClaims, now: Date): AccessCheck {
  const seconds = Math.floor(now.getTime() / 1000);
  if (c.nbf !== undefined && c.nbf > seconds) return { status: 'invalid' };
  const session: AccessSession = {
    issuedAtMs: c.issuedAtMs,
    ...(c.familyId !== undefined ? { familyId: c.familyId } : {}),
  };
  return c.exp <= seconds
    ? { status: 'expired', user: c.user, ...session }
    : { status: 'valid', user: c.user, ...session };
}

/** 256-bit opaque refresh token; only its hash is stored. */
export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
