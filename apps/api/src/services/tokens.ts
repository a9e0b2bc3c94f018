import { createHash, createHmac, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { tokenUser, type TokenUser } from '@nanhua/contract';
import type { Clock } from './clock.js';

const ISSUER = 'nanhua-api';
const AUDIENCE = 'nanhua-app';
const TYP = 'at+jwt';
export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_DAYS = 30;

export type AccessCheck =
  | { status: 'valid'; user: TokenUser }
  /** Signature good, only the lifetime is over: a refresh may still use it to prove who asks. */
  | { status: 'expired'; user: TokenUser }
  | { status: 'invalid' };

export interface TokenService {
  signAccess(user: TokenUser): Promise<string>;
  verifyAccess(token: string): Promise<AccessCheck>;
  /**
   * A key for another purpose derived from the same secret (HMAC of the label), so every process
   * sharing JWT_SECRET agrees on it without the access-token key itself being reused.
   */
  subkey(label: string): Buffer;
}

export function createTokenService(secret: string, clock: Clock): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    subkey: (label) => createHmac('sha256', key).update(`nanhua-subkey:${label}`).digest(),
    async signAccess(user) {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ user })
        .setProtectedHeader({ alg: 'HS256', typ: TYP })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setSubject(String(user.id))
        .setIssuedAt(now)
        .setExpirationTime(now + ACCESS_TTL_SECONDS)
        .sign(key);
    },
    async verifyAccess(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          typ: TYP,
          requiredClaims: ['exp', 'sub'],
          currentDate: clock.now(),
        });
        const user = tokenUser.safeParse(payload.user);
        return user.success ? { status: 'valid', user: user.data } : { status: 'invalid' };
      } catch (err) {
        // jose checks the signature before the claims, so an expired token's payload is authentic.
        if (err instanceof errors.JWTExpired) {
          const user = tokenUser.safeParse(err.payload.user);
          return user.success ? { status: 'expired', user: user.data } : { status: 'invalid' };
        }
        return { status: 'invalid' };
      }
    },
  };
}

/** 256-bit opaque refresh token; only its hash is stored. */
export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
