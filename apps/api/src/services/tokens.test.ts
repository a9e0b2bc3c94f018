import { createHmac } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_TTL_SECONDS, createTokenService } from './tokens.js';

const SECRET = 'a-test-secret-of-enough-length-0123456789';
const key = new TextEncoder().encode(SECRET);
const user = { id: 7, email: 'a@example.com', nickName: 'A', userType: 4, avatar: null };
const start = new Date('2026-11-21T02:00:00Z');
const clockAt = (d: Date) => ({ now: () => d });
const epoch = Math.floor(start.getTime() / 1000);

/** A token as an attacker or another issuer would build it, through jose. */
const forge = (over: { alg?: string; typ?: string; aud?: string; iss?: string; exp?: number; crit?: boolean } = {}) => {
  const jwt = new SignJWT({ user })
    .setProtectedHeader({ alg: over.alg ?? 'HS256', typ: over.typ ?? 'at+jwt', ...(over.crit ? { crit: ['x'], x: 1 } : {}) })
    .setIssuer(over.iss ?? 'nanhua-api')
    .setAudience(over.aud ?? 'nanhua-app')
    .setSubject('7')
    .setIssuedAt(epoch)
    .setExpirationTime(over.exp ?? epoch + 60);
  return jwt.sign(key, over.crit ? { crit: { x: true } } : undefined);
};

describe('access tokens (node:crypto HS256 verifier)', () => {
  const tokens = createTokenService(SECRET, clockAt(start));

  it('accepts its own token and reads the user', async () => {
    const token = await tokens.signAccess(user);
    expect(await tokens.verifyAccess(token)).toEqual({ status: 'valid', user });
    expect(await tokens.verifyAccess(await forge())).toEqual({ status: 'valid', user });
  });

  it('reports an authentic token past its lifetime as expired (the 1001 answer), exactly at exp', async () => {
    const token = await tokens.signAccess(user);
    const later = (s: number) => createTokenService(SECRET, clockAt(new Date(start.getTime() + s * 1000)));
    expect((await later(ACCESS_TTL_SECONDS - 1).verifyAccess(token)).status).toBe('valid');
    expect(await later(ACCESS_TTL_SECONDS).verifyAccess(token)).toEqual({ status: 'expired', user });
  });

  it('refuses alg none, HS512, a wrong audience, issuer or typ, and an unknown critical header', async () => {
    const none = new UnsecuredJWT({ user }).setIssuer('nanhua-api').setAudience('nanhua-app').setSubject('7').setExpirationTime(epoch + 60).encode();
    const [h, p] = (await tokens.signAccess(user)).split('.');
    const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url');
    const noneSigned = `${noneHeader}.${p}.${createHmac('sha256', key).update(`${noneHeader}.${p}`).digest('base64url')}`;
    for (const bad of [
      none,
      `${noneHeader}.${p}.`,
      noneSigned,
      await forge({ alg: 'HS512' }),
      await forge({ alg: 'HS384' }),
      await forge({ aud: 'someone-else' }),
      await forge({ iss: 'someone-else' }),
      await forge({ typ: 'JWT' }),
      await forge({ crit: true }),
      `${h}.${p}`,
      '',
      'not.a.token',
    ]) {
      expect(await tokens.verifyAccess(bad), bad).toEqual({ status: 'invalid' });
    }
  });

  it('refuses a tampered signature or payload, and an expired token that is not authentic', async () => {
    const token = await tokens.signAccess(user);
    const [h, p, s] = token.split('.') as [string, string, string];
    const flipped = `${s.slice(0, 10)}${s[10] === 'A' ? 'B' : 'A'}${s.slice(11)}`;
    const otherUser = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), user: { ...user, id: 8 } })).toString('base64url');
    const other = createTokenService('another-secret-of-enough-length-01234567', clockAt(start));
    const expiredElsewhere = createTokenService(SECRET, clockAt(new Date(start.getTime() + 10 * ACCESS_TTL_SECONDS * 1000)));
    for (const bad of [`${h}.${p}.${flipped}`, `${h}.${otherUser}.${s}`, `${h}.${p}.${s}A`, `${h}.${p}.${s.slice(0, -1)}`]) {
      expect(await tokens.verifyAccess(bad), bad).toEqual({ status: 'invalid' });
      expect(await expiredElsewhere.verifyAccess(bad), bad).toEqual({ status: 'invalid' });
    }
    expect(await other.verifyAccess(token)).toEqual({ status: 'invalid' });
  });
});
