import type { Mark, MarkPage, MarkReply, Paged, Favourite } from '@nanhua/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { call, memberWithPassword } from '../usercenter/account-test-kit.js';
import { eq } from 'drizzle-orm';
import { knowledgeItems, productions, videos } from '../../db/schema/index.js';
import { engageTargets } from './test-kit.js';

type Family = Awaited<ReturnType<typeof engageTargets>>[number];

describe.skipIf(pgUnavailable())('engagement: comments, replies and likes of three families', () => {
  let t: TestApp;
  let families: Family[];
  beforeAll(async () => {
    t = await buildTestApp();
    families = [...(await engageTargets(t))];
  });
  afterAll(() => t.close());

  const post = (f: Family, token: string, content: string, target: number = f.target) =>
    call(t, 'POST', `${f.mark}/mark`, { token, body: { [f.key]: target, content } });
  const marks = async (f: Family, token?: string, target: number = f.target) =>
    (await call(t, 'GET', `${f.mark}/get?${f.key}=${target}`, { token })).result as MarkPage;

  it('auth: token calls answer 401 without a token; lists, replies and a comment by id are open', async () => {
    for (const f of families) {
      for (const [m, p] of [
        ['POST', `${f.reply}/save`],
        ['GET', `${f.mark}/getByEmail`],
        ['POST', `${f.mark}/mark`],
        ['POST', `${f.mark}/delete`],
        ['GET', `${f.zan}/get`],
        ['POST', `${f.zan}/like`],
        ['POST', `${f.zan}/unlike`],
      ] as const)
        expect((await call(t, m, p, { body: {} })).status, p).toBe(401);
      expect((await call(t, 'GET', `${f.mark}/get?${f.key}=${f.target}`)).code).toBe(1002);
      expect((await call(t, 'GET', `${f.mark}/get/999999`)).message).toBe('This comment does not exist or was deleted');
      expect((await call(t, 'GET', `${f.reply}/get/999999`)).message).toBe(
        'This comment does not exist or was deleted',
      );
      expect((await call(t, 'GET', `${f.mark}/get?${f.key}=${f.target}`, { token: 'junk' })).status).toBe(401);
    }
  });

  it('posts, lists newest first with author and reply counts, replies, and reads a comment by id', async () => {
    const a = await memberWithPassword(t, { nickName: '阿美' });
    const b = await memberWithPassword(t, { nickName: 'Ben' });
    for (const f of families) {
      const first = await post(f, a.token, '  好戏！  ');
      expect(first.result).toMatchObject({
        family: f.family,
        targetId: f.target,
        targetTitle: f.title,
        parentId: f.parent,
        content: '好戏！',
        mine: true,
        replyCount: 0,
        author: { nickName: '阿美' },
      });
      t.clock.advance(1000);
      const second = (await post(f, b.token, 'Second')).result as Mark;
      const markId = (first.result as Mark).id;
      const reply = await call(t, 'POST', `${f.reply}/save`, { token: b.token, body: { markId, content: 'Agreed' } });
      expect(reply.result).toMatchObject({ markId, content: 'Agreed', mine: true, author: { nickName: 'Ben' } });
      const page = await marks(f, a.token);
      expect(page).toMatchObject({ total: 2, page: 1, likeCount: 0, liked: false });
      expect(page.records.map((m) => [m.content, m.replyCount, m.mine, m.author.nickName, m.targetTitle])).toEqual([
        ['Second', 0, false, 'Ben', f.title],
        ['好戏！', 1, true, '阿美', f.title],
      ]);
      const replies = (await call(t, 'GET', `${f.reply}/get/${markId}`)).result as MarkReply[];
      expect(replies.map((r) => [r.content, r.mine])).toEqual([['Agreed', false]]);
      expect((await call(t, 'GET', `${f.mark}/get/${second.id}`)).result).toMatchObject({
        id: second.id,
        content: 'Second',
        mine: false,
        author: { nickName: 'Ben' },
      });
      // The home zone: a family's newest comments without a target.
      expect(((await call(t, 'GET', `${f.mark}/get?pageSize=1`)).result as MarkPage).records[0]?.id).toBe(second.id);
    }
  });

  it("lists a member's comments by email, with the newest queryMarkLength replies, and the caller's own without one", async () => {
    const a = await memberWithPassword(t);
    const b = await memberWithPassword(t);
    for (const f of families) {
      const m = (await post(f, a.token, 'Mine')).result as Mark;
      for (const text of ['r1', 'r2', 'r3']) {
        t.clock.advance(1000);
        await call(t, 'POST', `${f.reply}/save`, { token: b.token, body: { markId: m.id, content: text } });
      }
      const own = (await call(t, 'GET', `${f.mark}/getByEmail?queryMarkLength=2`, { token: a.token }))
        .result as Paged<Mark>;
      expect(own.total).toBe(1);
      expect(own.records[0]).toMatchObject({ replyCount: 3, targetTitle: f.title });
      expect(own.records[0]!.replies.map((r) => r.content)).toEqual(['r2', 'r3']);
      expect(own.records[0]!.replies.map((r) => r.author.nickName)).toEqual([b.user.nickName, b.user.nickName]);
      const seen = (
        await call(t, 'GET', `${f.mark}/getByEmail?email=${encodeURIComponent(a.user.email!)}`, { token: b.token })
      ).result as Paged<Mark>;
      expect(seen.records.map((r) => [r.content, r.mine, r.replies.length])).toEqual([['Mine', false, 0]]);
      expect((await call(t, 'GET', `${f.mark}/getByEmail?email=nobody@example.com`, { token: b.token })).message).toBe(
        'User not found',
      );
    }
  });

  it('refuses empty and 141-character text, an unknown target, and stores HTML as plain text', async () => {
    const a = await memberWithPassword(t);
    for (const f of families) {
      expect(await post(f, a.token, '   ')).toMatchObject({
        status: 200,
        code: 1003,
        message: 'Please enter some text',
      });
      expect(await post(f, a.token, 'x'.repeat(141))).toMatchObject({
        code: 1003,
        message: 'Please keep it within 140 characters',
      });
      expect(
        (await call(t, 'POST', `${f.mark}/mark`, { token: a.token, body: { [f.key]: f.target }, lang: 'zh-Hans' }))
          .message,
      ).toBe('请输入内容');
      expect(await post(f, a.token, 'hello', 999999)).toMatchObject({
        code: 1003,
        message: 'This item is not available',
      });
      expect((await post(f, a.token, 'x'.repeat(140))).code).toBe(1002);
      const html = '<script>alert(1)</script><b>hi</b>';
      expect(((await post(f, a.token, html)).result as Mark).content).toBe(html);
      const mine = (await call(t, 'GET', `${f.mark}/getByEmail`, { token: a.token })).result as Paged<Mark>;
      expect(mine.total).toBe(2);
      expect(
        (
          await call(t, 'POST', `${f.mark}/mark`, {
            token: a.token,
            body: { [f.key]: f.target, content: 'x', extra: 1 },
          })
        ).message,
      ).toBe('Unknown field “extra”');
    }
  });

  it('a members-only item takes comments and replies from members only', async () => {
    const db = t.deps.database.db;
    const locked = await engageTargets(t);
    const [k, v, p] = locked;
    await db.update(knowledgeItems).set({ isPremium: true }).where(eq(knowledgeItems.id, k.parent));
    await db.update(videos).set({ isPremium: true }).where(eq(videos.id, v.target));
    await db.update(productions).set({ isPremium: true }).where(eq(productions.id, p.parent));
    const plain = await memberWithPassword(t);
    const vip = await memberWithPassword(t, {
      userType: 2,
      memberExpiresAt: new Date(t.clock.now().getTime() + 86_400_000),
    });
    for (const f of locked) {
      expect(await post(f, plain.token, 'let me in')).toMatchObject({
        code: 1003,
        message: 'This item is for members; join to comment on it',
      });
      expect(
        (
          await call(t, 'POST', `${f.mark}/mark`, {
            token: plain.token,
            body: { [f.key]: f.target, content: '让我评论' },
            lang: 'zh-Hans',
          })
        ).message,
      ).toBe('该内容为会员专享，开通会员后即可评论');
      const m = (await post(f, vip.token, 'members only, lovely')).result as Mark;
      expect(m.id).toBeGreaterThan(0);
      expect(
        (await call(t, 'POST', `${f.reply}/save`, { token: plain.token, body: { markId: m.id, content: 'me too' } }))
          .message,
      ).toBe('This item is for members; join to comment on it');
      expect(
        (await call(t, 'POST', `${f.reply}/save`, { token: vip.token, body: { markId: m.id, content: 'me too' } }))
          .code,
      ).toBe(1002);
      expect((await marks(f, plain.token)).total).toBe(1);
    }
  });

  it('deletes only your own comment (another id is not found), its replies with it; replying to it then fails', async () => {
    const a = await memberWithPassword(t);
    const b = await memberWithPassword(t);
    for (const f of families) {
      const m = (await post(f, a.token, 'to delete')).result as Mark;
      await call(t, 'POST', `${f.reply}/save`, { token: b.token, body: { markId: m.id, content: 'reply' } });
      expect(await call(t, 'POST', `${f.mark}/delete`, { token: b.token, form: { id: String(m.id) } })).toMatchObject({
        code: 1003,
        message: 'This comment does not exist or was deleted',
      });
      expect((await call(t, 'GET', `${f.mark}/get/${m.id}`)).code).toBe(1002);
      expect(await call(t, 'POST', `${f.mark}/delete`, { token: a.token, form: { id: String(m.id) } })).toMatchObject({
        code: 1002,
        result: null,
      });
      expect((await call(t, 'GET', `${f.mark}/get/${m.id}`)).code).toBe(1003);
      expect((await call(t, 'GET', `${f.reply}/get/${m.id}`)).message).toBe(
        'This comment does not exist or was deleted',
      );
      const late = await call(t, 'POST', `${f.reply}/save`, {
        token: b.token,
        body: { markId: m.id, content: 'late' },
        lang: 'zh-Hans',
      });
      expect(late).toMatchObject({ code: 1003, message: '评论不存在或已删除' });
      expect(
        await call(t, 'POST', `${f.reply}/save`, { token: b.token, body: { markId: m.id, content: '' } }),
      ).toMatchObject({ message: 'Please enter some text' });
    }
    // A comment of another family is unknown here: the id space is shared, the family is not.
    const [k, v] = families;
    const km = (await post(k!, a.token, 'k')).result as Mark;
    expect((await call(t, 'GET', `${v!.mark}/get/${km.id}`)).code).toBe(1003);
    expect((await call(t, 'POST', `${v!.mark}/delete`, { token: a.token, form: { id: String(km.id) } })).code).toBe(
      1003,
    );
  });

  it('likes are idempotent, counted per target, listed as favourites, and undone by unlike', async () => {
    const a = await memberWithPassword(t);
    const b = await memberWithPassword(t);
    for (const f of families) {
      const like = (token: string, op = 'like') =>
        call(t, 'POST', `${f.zan}/${op}`, { token, form: { [f.key]: String(f.target) } });
      const base = (await marks(f)).likeCount;
      expect((await like(a.token)).result).toEqual({ liked: true, likeCount: base + 1 });
      expect((await like(a.token)).result).toEqual({ liked: true, likeCount: base + 1 });
      expect((await like(b.token)).result).toEqual({ liked: true, likeCount: base + 2 });
      expect(await marks(f, a.token)).toMatchObject({ liked: true, likeCount: base + 2 });
      const favs = (await call(t, 'GET', `${f.zan}/get`, { token: a.token, lang: 'zh-Hans' }))
        .result as Paged<Favourite>;
      expect(favs.total).toBe(1);
      expect(favs.records[0]).toMatchObject({
        family: f.family,
        targetId: f.target,
        parentId: f.parent,
        likeCount: base + 2,
      });
      expect(
        ((await call(t, 'GET', `${f.zan}/get?${f.key}=999999`, { token: a.token })).result as Paged<Favourite>).total,
      ).toBe(0);
      expect((await like(a.token, 'unlike')).result).toEqual({ liked: false, likeCount: base + 1 });
      expect((await like(a.token, 'unlike')).result).toEqual({ liked: false, likeCount: base + 1 });
      expect(((await call(t, 'GET', `${f.zan}/get`, { token: a.token })).result as Paged<Favourite>).total).toBe(0);
      expect(await call(t, 'POST', `${f.zan}/like`, { token: a.token, form: { [f.key]: '999999' } })).toMatchObject({
        code: 1003,
        message: 'This item is not available',
      });
      expect(await call(t, 'POST', `${f.zan}/like`, { token: a.token, form: { [f.key]: 'abc' } })).toMatchObject({
        code: 1003,
      });
    }
  });

  it('counts 50 simultaneous likes by one member exactly once', async () => {
    const a = await memberWithPassword(t);
    const f = families[1]!;
    const before = (await marks(f)).likeCount;
    const res = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(t, 'POST', `${f.zan}/like`, { token: a.token, form: { [f.key]: String(f.target) } }),
      ),
    );
    expect(res.every((r) => r.code === 1002)).toBe(true);
    expect((await marks(f)).likeCount).toBe(before + 1);
    expect(((await call(t, 'GET', `${f.zan}/get`, { token: a.token })).result as Paged<Favourite>).total).toBe(1);
  });

  it('rate limits posting per member with a clear message', async () => {
    const a = await memberWithPassword(t);
    const f = families[0]!;
    for (let i = 0; i < 10; i++) expect((await post(f, a.token, `c${i}`)).code).toBe(1002);
    expect(await post(f, a.token, 'one too many')).toMatchObject({
      code: 1003,
      message: 'You are posting too fast, please try again in a minute',
    });
    const other = await memberWithPassword(t);
    expect((await post(f, other.token, 'someone else')).code).toBe(1002);
    t.clock.advance(61_000);
    expect((await post(f, a.token, 'later')).code).toBe(1002);
  });
});
