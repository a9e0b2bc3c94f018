import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, pendingResult } from '@nanhua/contract';
import { eq } from 'drizzle-orm';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { createRegistrar } from '../../http/route.js';
import { createAuthenticate } from '../../plugins/auth.js';
import { users, refreshTokens } from '../../db/schema/index.js';
import { ACCESS_TTL_SECONDS, hashToken } from '../../services/tokens.js';
import { REFRESH_GRACE_MS } from './session-service.js';

const whoami = <C extends 'token' | 'optional'>(channel: C) =>
  defineEndpoint({
    method: 'GET',
    path: `/test/${channel}`,
    channel,
    bodyKind: 'none',
    scope: 'extension',
    summary: 'test',
    query: z.strictObject({}),
    result: pendingResult,
  });

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe.skipIf(pgUnavailable())('sessions and channels', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      beforeReady(app, deps) {
        const route = createRegistrar(
          app,
          createAuthenticate({ tokens: deps.tokens, clock: deps.clock, verifier: app.services.accounts.users }),
          true,
        );
        route(whoami('token'), async ({ user }) => ({ id: user.id, userType: user.userType }));
        route(whoami('optional'), async ({ user }) => ({ id: user?.id ?? null }));
      },
    });
  });
  afterAll(() => t.close());

  const call = (channel: 'token' | 'optional', token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/test/${channel}`,
      headers: { 'accept-language': 'en', ...(token !== undefined ? { authorization: `Bearer ${token}` } : {}) },
    });
  const refresh = (payload: object, path = 'refreshToken') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/usercenter/user/${path}`,
      headers: { 'accept-language': 'en' },
      payload,
    });

  describe('token channel', () => {
    it('answers HTTP 401 with the envelope when the token is missing or invalid', async () => {
      const user = await t.createUser();
      const { accessToken } = await t.signIn(user);
      const [h, p] = accessToken.split('.');
      const forged = `${h}.${b64({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), user: { ...JSON.parse(Buffer.from(p!, 'base64url').toString()).user, userType: 1 } })}.${accessToken.split('.')[2]}`;
      const algNone = `${b64({ alg: 'none', typ: 'at+jwt' })}.${p}.`;
      for (const token of [undefined, '', 'garbage', forged, algNone, accessToken.slice(0, -2) + 'xx']) {
        const res = await call('token', token);
        expect(res.statusCode, String(token)).toBe(401);
        expect(res.json()).toEqual({ code: 1003, message: 'Please Login', result: null });
      }
    });

    it('passes a valid token and reads the user fresh from the database', async () => {
      const user = await t.createUser();
      const { accessToken } = await t.signIn(user);
      const res = await call('token', accessToken);
      expect(res.json()).toMatchObject({ code: 1002, result: { id: user.id, userType: 4 } });
    });

    it('answers 1001 once the access token has expired', async () => {
      const user = await t.createUser();
      const { accessToken } = await t.signIn(user);
      t.clock.advance((ACCESS_TTL_SECONDS + 1) * 1000);
      const res = await call('token', accessToken);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 1001, message: 'Your session has expired', result: null });
    });

    it('answers 1000 when the user was deleted or disabled', async () => {
      for (const status of ['deleted', 'disabled'] as const) {
        const user = await t.createUser();
        const { accessToken } = await t.signIn(user);
        await t.deps.database.db.update(users).set({ status }).where(eq(users.id, user.id));
        expect((await call('token', accessToken)).json()).toMatchObject({ code: 1000 });
      }
    });
  });

  describe('optional channel', () => {
    it('serves a visitor without a token and a member with one', async () => {
      expect((await call('optional')).json()).toMatchObject({ code: 1002, result: { id: null } });
      const user = await t.createUser();
      const { accessToken } = await t.signIn(user);
      expect((await call('optional', accessToken)).json()).toMatchObject({ code: 1002, result: { id: user.id } });
      expect((await call('optional', 'garbage')).statusCode).toBe(401);
    });
  });

  describe('refreshToken', () => {
    it('is public and rotates: a new pair, and the new access token works', async () => {
      const user = await t.createUser();
      const pair = await t.signIn(user);
      t.clock.advance((ACCESS_TTL_SECONDS + 60) * 1000);
      expect((await call('token', pair.accessToken)).json().code).toBe(1001);
      const res = (await refresh(pair)).json();
      expect(res.code).toBe(1002);
      expect(res.result.refreshToken).not.toBe(pair.refreshToken);
      expect((await call('token', res.result.accessToken)).json().code).toBe(1002);
    });

    it('detects reuse: presenting a spent refresh token revokes its whole family', async () => {
      const user = await t.createUser();
      const first = await t.signIn(user);
      const second = (await refresh(first)).json().result;
      // Past the grace window a second tab's race would have had, so this is reuse.
      t.clock.advance(REFRESH_GRACE_MS + 1);
      const reuse = (await refresh(first)).json();
      expect(reuse).toEqual({
        code: 1000,
        message: 'Your session is no longer valid, please sign in again',
        result: null,
      });
      // the legitimate successor is dead too
      expect((await refresh(second)).json().code).toBe(1000);
      const rows = await t.deps.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
      expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
    });

    it("refuses someone else's access token and changes nothing", async () => {
      const a = await t.createUser();
      const b = await t.createUser();
      const pa = await t.signIn(a);
      const pb = await t.signIn(b);
      const res = (await refresh({ accessToken: pb.accessToken, refreshToken: pa.refreshToken })).json();
      expect(res.code).toBe(1000);
      // A's token was not spent by the refused attempt
      expect((await refresh(pa)).json().code).toBe(1002);
    });

    it('refuses tampered, unknown, revoked and expired tokens', async () => {
      const user = await t.createUser();
      const pair = await t.signIn(user);
      expect((await refresh({ ...pair, accessToken: pair.accessToken + 'x' })).json().code).toBe(1000);
      expect((await refresh({ ...pair, refreshToken: 'nope' })).json().code).toBe(1000);
      await t.services.accounts.sessions.end(pair.refreshToken);
      expect((await refresh(pair)).json().code).toBe(1000);
      const old = await t.signIn(user);
      t.clock.advance(31 * 86_400_000);
      expect((await refresh(old)).json().code).toBe(1000);
    });

    it('refuses a disabled user', async () => {
      const user = await t.createUser();
      const pair = await t.signIn(user);
      await t.deps.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
      expect((await refresh(pair)).json().code).toBe(1000);
    });

    it('refuses bad bodies with a message and changes nothing', async () => {
      const user = await t.createUser();
      const pair = await t.signIn(user);
      expect((await refresh({ accessToken: pair.accessToken })).json()).toMatchObject({
        code: 1003,
        message: 'Missing “refreshToken”',
      });
      expect((await refresh({ ...pair, extra: 1 })).json()).toMatchObject({
        code: 1003,
        message: 'Unknown field “extra”',
      });
      expect((await refresh({ accessToken: 1, refreshToken: 2 })).json().code).toBe(1003);
      expect((await refresh(pair)).json().code).toBe(1002);
    });

    it('rotates once for five simultaneous refreshes with one token, and every tab gets the same new pair', async () => {
      const user = await t.createUser();
      const pair = await t.signIn(user);
      const results = await Promise.all(Array.from({ length: 5 }, () => refresh(pair)));
      const bodies = results.map((r) => r.json());
      expect(bodies.map((b) => b.code)).toEqual([1002, 1002, 1002, 1002, 1002]);
      expect(new Set(bodies.map((b) => b.result.refreshToken)).size).toBe(1);
      const rows = await t.deps.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
      expect(rows).toHaveLength(2);
      expect(rows.filter((r) => r.usedAt !== null)).toHaveLength(1);
      expect(rows.every((r) => r.revokedAt === null)).toBe(true);
      for (const b of bodies) expect((await call('token', b.result.accessToken)).json().code).toBe(1002);
      expect((await refresh(bodies[0].result)).json().code).toBe(1002);
    });

    describe('grace window for a tab that lost the race', () => {
      it('hands the spent token the same successor within the window, and treats it as reuse after', async () => {
        const user = await t.createUser();
        const first = await t.signIn(user);
        const second = (await refresh(first)).json().result;
        t.clock.advance(REFRESH_GRACE_MS - 1000);
        const late = (await refresh(first)).json();
        expect(late.code).toBe(1002);
        expect(late.result.refreshToken).toBe(second.refreshToken);
        expect((await call('token', late.result.accessToken)).json().code).toBe(1002);
        t.clock.advance(2000);
        expect((await refresh(first)).json().code).toBe(1000);
        expect((await refresh(second)).json().code).toBe(1000);
      });

      it('follows the family to its newest token when the successor was rotated too', async () => {
        const user = await t.createUser();
        const first = await t.signIn(user);
        const second = (await refresh(first)).json().result;
        const third = (await refresh(second)).json().result;
        const late = (await refresh(first)).json();
        expect(late.code).toBe(1002);
        expect(late.result.refreshToken).toBe(third.refreshToken);
        expect((await refresh(third)).json().code).toBe(1002);
      });

      it('gives nothing for a signed-out family, or to the wrong user, even within the window', async () => {
        const user = await t.createUser();
        const first = await t.signIn(user);
        const second = (await refresh(first)).json().result;
        const other = await t.signIn(await t.createUser());
        expect((await refresh({ accessToken: other.accessToken, refreshToken: first.refreshToken })).json().code).toBe(
          1000,
        );
        expect((await refresh(second)).json().code).toBe(1002);
        const fresh = await t.signIn(user);
        const next = (await refresh(fresh)).json().result;
        await t.services.accounts.sessions.end(next.refreshToken);
        expect((await refresh(fresh)).json().code).toBe(1000);
      });

      it('keeps the successor only sealed, and forgets it once the window is over', async () => {
        const user = await t.createUser();
        const first = await t.signIn(user);
        const second = (await refresh(first)).json().result;
        const [spent] = await t.deps.database.db
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hashToken(first.refreshToken)));
        expect(spent!.successorSealed).toBeTruthy();
        expect(spent!.successorSealed).not.toContain(second.refreshToken);
        t.clock.advance(REFRESH_GRACE_MS + 1);
        await refresh(second);
        const [after] = await t.deps.database.db.select().from(refreshTokens).where(eq(refreshTokens.id, spent!.id));
        expect(after!.successorSealed).toBeNull();
      });
    });
  });

  describe('updateRefreshToken', () => {
    it('re-issues the pair with fresh claims', async () => {
      const user = await t.createUser({ nickName: '旧名' });
      const pair = await t.signIn(user);
      await t.deps.database.db
        .update(users)
        .set({ nickName: '新名', userType: 3, memberExpiresAt: new Date(t.clock.now().getTime() + 86_400_000) })
        .where(eq(users.id, user.id));
      const res = (await refresh(pair, 'updateRefreshToken')).json();
      expect(res.code).toBe(1002);
      const claims = JSON.parse(Buffer.from(res.result.accessToken.split('.')[1], 'base64url').toString());
      expect(claims.user).toMatchObject({ id: user.id, nickName: '新名', userType: 3 });
      expect((await call('token', res.result.accessToken)).json().result.userType).toBe(3);
    });

    it('counts a lapsed membership as ordinary at once', async () => {
      const user = await t.createUser({ userType: 2, memberExpiresAt: new Date(t.clock.now().getTime() + 1000) });
      const pair = await t.signIn(user);
      expect((await call('token', pair.accessToken)).json().result.userType).toBe(2);
      t.clock.advance(2000);
      expect((await call('token', pair.accessToken)).json().result.userType).toBe(4);
    });
  });

  it('rate-limits refresh attempts per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 125; i++) codes.push((await refresh({ accessToken: 'a', refreshToken: 'b' })).statusCode);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(0);
    expect(codes.slice(-1)[0]).toBe(429);
  });
});
