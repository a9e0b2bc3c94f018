import type { FollowRow, Mark, MarkPage, MarkReply, Paged, UserCard } from '@nanhua/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { engageTargets } from '../engagement/test-kit.js';
import { call, memberWithPassword } from './account-test-kit.js';

/** No answer one member gets about another carries an e-mail address (issue 31): only a handle the member calls take. */
describe.skipIf(pgUnavailable())('members are shown to members without their e-mail address', () => {
  let t: TestApp;
  let families: Awaited<ReturnType<typeof engageTargets>>;
  beforeAll(async () => {
    t = await buildTestApp();
    families = await engageTargets(t);
  });
  afterAll(() => t.close());

  /** The whole answer as text: no '@' at all, so no address of anyone, in any field. */
  const noAddress = (answer: { code: number; result: unknown }) => {
    expect(answer.code).toBe(1002);
    expect(JSON.stringify(answer.result)).not.toContain('@');
    return answer.result;
  };

  it("comment lists, a comment, replies, a member's comments, follow lists and the member card carry a handle, not the address", async () => {
    const author = await memberWithPassword(t, { nickName: '作者' });
    const reader = await memberWithPassword(t, { nickName: '读者' });
    for (const f of families) {
      const posted = (
        await call(t, 'POST', `${f.mark}/mark`, { token: author.token, body: { [f.key]: f.target, content: '好戏' } })
      ).result as Mark;
      await call(t, 'POST', `${f.reply}/save`, { token: author.token, body: { markId: posted.id, content: '同感' } });
      const page = noAddress(
        await call(t, 'GET', `${f.mark}/get?${f.key}=${f.target}`, { token: reader.token }),
      ) as MarkPage;
      const handle = page.records.find((m) => m.id === posted.id)!.author.email;
      expect(handle).toMatch(/^u\d+$/);
      noAddress(await call(t, 'GET', `${f.mark}/get?${f.key}=${f.target}`));
      noAddress(await call(t, 'GET', `${f.mark}/get?pageSize=5`));
      noAddress(await call(t, 'GET', `${f.mark}/get/${posted.id}`));
      const replies = noAddress(await call(t, 'GET', `${f.reply}/get/${posted.id}`)) as MarkReply[];
      expect(replies[0]!.author.email).toBe(handle);
      // The handle names the member wherever the SPEC's calls take an "email".
      const theirs = noAddress(
        await call(t, 'GET', `${f.mark}/getByEmail?email=${handle}&queryMarkLength=2`, { token: reader.token }),
      ) as Paged<Mark>;
      expect(theirs.records.map((m) => m.id)).toContain(posted.id);
    }
    const handle = (
      (await call(t, 'GET', `${families[0].mark}/get?${families[0].key}=${families[0].target}`)).result as MarkPage
    ).records[0]!.author.email;

    const card = noAddress(
      await call(t, 'POST', '/usercenter/user/getByEmail', { token: reader.token, form: { email: handle } }),
    ) as UserCard;
    expect(card).toMatchObject({ email: handle, nickName: '作者', followState: 'follow', isSelf: false });
    expect(
      (await call(t, 'POST', '/usercenter/userFollow/follow', { token: reader.token, form: { followedEmail: handle } }))
        .result,
    ).toEqual({ followState: 'following' });
    const follows = noAddress(
      await call(t, 'GET', '/usercenter/userFollow/getFollows', { token: reader.token }),
    ) as Paged<FollowRow>;
    expect(follows.records).toMatchObject([{ email: handle, nickName: '作者' }]);
    const fans = noAddress(
      await call(t, 'GET', '/usercenter/userFollow/getFans', { token: author.token }),
    ) as Paged<FollowRow>;
    expect(fans.records).toMatchObject([{ nickName: '读者' }]);
    expect(
      (
        await call(t, 'POST', '/usercenter/userFollow/unfollow', {
          token: reader.token,
          form: { followedEmail: handle },
        })
      ).result,
    ).toEqual({ followState: 'follow' });

    // One's own card and profile still show one's own address.
    expect(
      (await call(t, 'POST', '/usercenter/user/getByEmail', { token: author.token, form: { email: handle } })).result,
    ).toMatchObject({ isSelf: true });
    expect((await call(t, 'GET', '/usercenter/user/get', { token: author.token })).result).toMatchObject({
      email: author.user.email,
    });
  });

  it('refuses a handle that names nobody, or a deleted or disabled member, as not found', async () => {
    const reader = await memberWithPassword(t);
    const gone = await memberWithPassword(t, { status: 'disabled' });
    for (const handle of ['u999999999', `u${gone.user.id}`]) {
      expect(
        await call(t, 'POST', '/usercenter/user/getByEmail', { token: reader.token, form: { email: handle } }),
      ).toMatchObject({ code: 1003, message: 'User not found' });
      expect(
        (
          await call(t, 'POST', '/usercenter/userFollow/follow', {
            token: reader.token,
            form: { followedEmail: handle },
          })
        ).code,
      ).toBe(1003);
    }
    for (const bad of ['u', 'u0', 'u12x', 'x12', 'u99999999999']) {
      expect(
        await call(t, 'POST', '/usercenter/user/getByEmail', { token: reader.token, form: { email: bad } }),
      ).toMatchObject({ code: 1003, message: 'Please enter a valid email address' });
    }
  });
});
