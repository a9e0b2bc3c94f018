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
/** The session part of a check of a token issued at `start` outside a session (no family). */
const issued = { issuedAtMs: start.getTime() };

/** A token as an attacker or another issuer would build it, through jose. */
const forge = (over: { alg?: string; typ?: string; aud?: string; iss?: string; exp?: number; crit?: boolean } = {}) => {
  const jwt = new SignJWT({ user })
    .setProtectedHeader({
      alg: over.alg ?? 'HS256',
      typ: over.typ ?? 'at+jwt',
      ...(over.crit ? { crit: ['x'], x: 1 } : {}),
    })
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
    expect(await tokens.verifyAccess(token)).toEqual({ status: 'valid', user, ...issued });
    expect(await tokens.verifyAccess(await forge())).toEqual({ status: 'valid', user, ...issued });
  });

  it('reports an authentic token past its lifetime as expired (the 1001 answer), exactly at exp', async () => {
    const token = await tokens.signAccess(user);
    const later = (s: number) => createTokenService(SECRET, clockAt(new Date(start.getTime() + s * 1000)));
    expect((await later(ACCESS_TTL_SECONDS - 1).verifyAccess(token)).status).toBe('valid');
    expect(await later(ACCESS_TTL_SECONDS).verifyAccess(token)).toEqual({ status: 'expired', user, ...issued });
  });

  it('refuses alg none, HS512, a wrong audience, issuer or typ, and an unknown critical header', async () => {
    const none = new UnsecuredJWT({ user })
      .setIssuer('nanhua-api')
      .setAudience('nanhua-app')
      .setSubject('7')
      .setExpirationTime(epoch + 60)
      .encode();
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
    const otherUser = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), user: { ...user, id: 8 } }),
    ).toString('base64url');
    const other = createTokenService('another-secret-of-enough-length-01234567', clockAt(start));
    const expiredElsewhere = createTokenService(
      SECRET,
      clockAt(new Date(start.getTime() + 10 * ACCESS_TTL_SECONDS * 1000)),
    );
    for (const bad of [
      `${h}.${p}.${flipped}`,
      `${h}.${otherUser}.${s}`,
      `${h}.${p}.${s}A`,
      `${h}.${p}.${s.slice(0, -1)}`,
    ]) {
      expect(await tokens.verifyAccess(bad), bad).toEqual({ status: 'invalid' });
      expect(await expiredElsewhere.verifyAccess(bad), bad).toEqual({ status: 'invalid' });
    }
    expect(await other.verifyAccess(token)).toEqual({ status: 'invalid' });
  });

  it('names the session: its refresh-token family and the millisecond of issue, no earlier than the valid-after time it was signed with', async () => {
    const familyId = '0b4c9a52-6a0e-4f43-9c35-2f7cf1d0a8e1';
    const at = new Date(start.getTime() + 250);
    const signer = createTokenService(SECRET, clockAt(at));
    expect(await signer.verifyAccess(await signer.signAccess(user, { familyId, validAfter: null }))).toEqual({
      status: 'valid',
      user,
      familyId,
      issuedAtMs: at.getTime(),
    });
    expect(
      await signer.verifyAccess(await signer.signAccess(user, { familyId, validAfter: new Date(at.getTime() + 1) })),
    ).toEqual({ status: 'valid', user, familyId, issuedAtMs: at.getTime() + 1 });
    expect(
      await signer.verifyAccess(await signer.signAccess(user, { familyId, validAfter: new Date(at.getTime() - 5000) })),
    ).toEqual({ status: 'valid', user, familyId, issuedAtMs: at.getTime() });
  });

  it('refuses an authentic token whose family is not a uuid or whose millisecond claim is not a number (the session check could not use them)', async () => {
    const signed = (claims: object) =>
      new SignJWT({ user, ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .setIssuer('nanhua-api')
        .setAudience('nanhua-app')
        .setSubject('7')
        .setIssuedAt(epoch)
        .setExpirationTime(epoch + 60)
        .sign(key);
    for (const claims of [{ sid: 'not-a-uuid' }, { sid: 7 }, { sid: "x' or 1=1" }, { iat_ms: '1' }, { iat_ms: null }]) {
      expect(await tokens.verifyAccess(await signed(claims)), JSON.stringify(claims)).toEqual({ status: 'invalid' });
    }
  });

  describe('one service checking the same token again (its remembered claims)', () => {
    const movingClock = () => {
      let now = start;
      return { clock: { now: () => now }, at: (s: number) => void (now = new Date(start.getTime() + s * 1000)) };
    };

    it('still reads the lifetime at each call: valid, then expired exactly at exp', async () => {
      const { clock, at } = movingClock();
      const tokens = createTokenService(SECRET, clock);
      const token = await tokens.signAccess(user);
      expect(await tokens.verifyAccess(token)).toEqual({ status: 'valid', user, ...issued });
      at(ACCESS_TTL_SECONDS - 1);
      expect((await tokens.verifyAccess(token)).status).toBe('valid');
      at(ACCESS_TTL_SECONDS);
      expect(await tokens.verifyAccess(token)).toEqual({ status: 'expired', user, ...issued });
    });

    it('refuses a token before its nbf and accepts it from then on', async () => {
      const { clock, at } = movingClock();
      const tokens = createTokenService(SECRET, clock);
      const early = await new SignJWT({ user })
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .setIssuer('nanhua-api')
        .setAudience('nanhua-app')
        .setSubject('7')
        .setNotBefore(epoch + 30)
        .setExpirationTime(epoch + 60)
        .sign(key);
      expect(await tokens.verifyAccess(early)).toEqual({ status: 'invalid' });
      at(30);
      // No iat at all: issued at the epoch, so any valid-after time of the user refuses it.
      expect(await tokens.verifyAccess(early)).toEqual({ status: 'valid', user, issuedAtMs: 0 });
      at(0);
      expect(await tokens.verifyAccess(early)).toEqual({ status: 'invalid' });
    });

    it('a remembered token does not vouch for a tampered copy, and its user cannot be changed by a caller', async () => {
      const tokens = createTokenService(SECRET, clockAt(start));
      const token = await tokens.signAccess(user);
      const first = await tokens.verifyAccess(token);
      const [h, p, s] = token.split('.') as [string, string, string];
      const otherUser = Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), user: { ...user, id: 8 } }),
      ).toString('base64url');
      for (const bad of [`${h}.${otherUser}.${s}`, `${h}.${p}.${s}A`, `${token} `])
        expect(await tokens.verifyAccess(bad), bad).toEqual({ status: 'invalid' });
      if (first.status !== 'valid') throw new Error('expected valid');
      expect(() => Object.assign(first.user, { id: 8 })).toThrow(TypeError);
      expect(await tokens.verifyAccess(token)).toEqual({ status: 'valid', user, ...issued });
    });

    it('keeps answering right past the number of tokens it remembers', async () => {
      const tokens = createTokenService(SECRET, clockAt(start));
      const signed = await Promise.all(
        Array.from({ length: 10_050 }, (_, i) => tokens.signAccess({ ...user, id: i + 1 })),
      );
      for (const t of signed) await tokens.verifyAccess(t);
      for (const i of [0, 49, 50, 10_049])
        expect(await tokens.verifyAccess(signed[i]!)).toEqual({
          status: 'valid',
          user: { ...user, id: i + 1 },
          ...issued,
        });
    });
  });
});
