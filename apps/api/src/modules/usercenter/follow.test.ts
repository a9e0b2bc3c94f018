import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { call, memberWithPassword } from './account-test-kit.js';

describe.skipIf(pgUnavailable())('userFollow', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const follow = (token: string, email: string, op: 'follow' | 'unfollow' = 'follow') =>
    call(t, 'POST', `/usercenter/userFollow/${op}`, { token, form: { followedEmail: email } });

  it('needs a token on every call', async () => {
    for (const [m, p] of [
      ['GET', '/usercenter/userFollow/getFollows'],
      ['GET', '/usercenter/userFollow/getFans'],
      ['GET', '/usercenter/userFollow/getCountFollows'],
      ['GET', '/usercenter/userFollow/getCountFans'],
      ['POST', '/usercenter/userFollow/follow'],
      ['POST', '/usercenter/userFollow/unfollow'],
    ] as const)
      expect((await call(t, m, p, { form: { followedEmail: 'a@b.co' } })).status, p).toBe(401);
  });

  it('walks the four states: follow, following, follow back, mutual', async () => {
    const a = await memberWithPassword(t, { nickName: '甲' });
    const b = await memberWithPassword(t, { nickName: '乙' });
    const card = async (viewer: string, email: string) =>
      (
        (await call(t, 'POST', '/usercenter/user/getByEmail', { token: viewer, form: { email } })).result as {
          followState: string;
        }
      ).followState;
    expect(await card(a.token, b.user.email!)).toBe('follow');
    expect((await follow(a.token, b.user.email!)).result).toEqual({ followState: 'following' });
    expect(await card(b.token, a.user.email!)).toBe('followBack');
    expect((await follow(b.token, a.user.email!)).result).toEqual({ followState: 'mutual' });
    expect(await card(a.token, b.user.email!)).toBe('mutual');
    const fans = await call(t, 'GET', '/usercenter/userFollow/getFans', { token: a.token });
    expect(fans.result).toMatchObject({
      total: 1,
      page: 1,
      pageSize: 10,
      records: [{ email: `u${b.user.id}`, nickName: '乙', followState: 'mutual' }],
    });
    expect(Object.keys((fans.result as { records: object[] }).records[0]!).sort()).toEqual([
      'avatar',
      'deleted',
      'email',
      'followState',
      'followedAt',
      'nickName',
      'signature',
      'userType',
    ]);
    expect((await follow(a.token, b.user.email!, 'unfollow')).result).toEqual({ followState: 'followBack' });
    expect((await call(t, 'GET', '/usercenter/userFollow/getFollows', { token: b.token })).result).toMatchObject({
      total: 1,
      records: [{ email: `u${a.user.id}`, followState: 'following' }],
    });
    expect((await call(t, 'GET', '/usercenter/userFollow/getFans', { token: a.token })).result).toMatchObject({
      records: [{ followState: 'followBack' }],
    });
  });

  it('counts follows and fans, pages the lists, and counts a double click once', async () => {
    const me = await memberWithPassword(t);
    const others = await Promise.all(Array.from({ length: 12 }, () => memberWithPassword(t)));
    for (const o of others) await follow(o.token, me.user.email!);
    await Promise.all(Array.from({ length: 5 }, () => follow(others[0]!.token, me.user.email!)));
    await Promise.all([follow(me.token, others[0]!.user.email!), follow(me.token, others[0]!.user.email!)]);
    expect((await call(t, 'GET', '/usercenter/userFollow/getCountFans', { token: me.token })).result).toBe(12);
    expect((await call(t, 'GET', '/usercenter/userFollow/getCountFollows', { token: me.token })).result).toBe(1);
    const page2 = await call(t, 'GET', '/usercenter/userFollow/getFans?page=2&pageSize=10', { token: me.token });
    expect(page2.result).toMatchObject({ total: 12, page: 2, pageSize: 10 });
    expect((page2.result as { records: unknown[] }).records).toHaveLength(2);
    expect((await call(t, 'GET', '/usercenter/user/get', { token: me.token })).result).toMatchObject({
      followCount: 1,
      fanCount: 12,
    });
  });

  it('refuses following yourself, an unknown member and a malformed address', async () => {
    const me = await memberWithPassword(t);
    expect(await follow(me.token, me.user.email!)).toMatchObject({ code: 1003, message: 'You cannot follow yourself' });
    expect(await follow(me.token, 'nobody@example.com')).toMatchObject({ code: 1003, message: 'User not found' });
    expect(await follow(me.token, 'nope')).toMatchObject({ code: 1003, message: 'Please enter a valid email address' });
    expect((await call(t, 'GET', '/usercenter/userFollow/getCountFollows', { token: me.token })).result).toBe(0);
  });

  it('drops a deleted member from the lists and counts', async () => {
    const me = await memberWithPassword(t);
    const leaving = await memberWithPassword(t);
    await follow(leaving.token, me.user.email!);
    await follow(me.token, leaving.user.email!);
    expect(
      (
        await call(t, 'POST', '/usercenter/user/delete', {
          token: leaving.token,
          body: { password: 'correct-horse-1' },
        })
      ).code,
    ).toBe(1002);
    expect((await call(t, 'GET', '/usercenter/userFollow/getFans', { token: me.token })).result).toMatchObject({
      total: 0,
      records: [],
    });
    expect((await call(t, 'GET', '/usercenter/userFollow/getCountFollows', { token: me.token })).result).toBe(0);
  });
});
