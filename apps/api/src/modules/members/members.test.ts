import {
  memberActs,
  openToBlocked,
  type StaffFeedback,
  type StaffMember,
  type StaffMemberDetail,
  type UserMessage,
} from '@nanhua/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dbKind, pgUnavailable, type TestApp } from '../../../test/helper.js';
import {
  deliveryAddresses,
  feedback,
  membershipAdjustments,
  orders,
  refreshTokens,
  refunds,
  users,
} from '../../db/schema/index.js';
import { buyPackage, makePackages } from '../membership/test-kit.js';
import { call } from '../usercenter/account-test-kit.js';

const BLOCKED_EN =
  'Your account is restricted: you can browse and wind down your orders, but not buy, comment, like, vote, register or join, follow, edit your profile or send feedback. Please contact customer service';
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { user: { userType: number } };

describe.skipIf(pgUnavailable())(`support: members and feedback (${dbKind})`, () => {
  let t: TestApp;
  let support: string;
  let supportId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    const s = await t.createUser({ nickName: 'Support', role: 'support' });
    supportId = s.id;
    support = (await t.signIn(s)).accessToken;
  });
  afterAll(() => t.close());

  const staff = (method: 'GET' | 'POST', path: string, body?: object, lang: 'en' | 'zh-Hans' = 'en') =>
    call(t, method, path, { token: support, body, lang });
  const member = async (over: Partial<typeof users.$inferInsert> = {}) => {
    const user = await t.createUser(over);
    return { user, ...(await t.signIn(user)) };
  };
  const detail = async (id: number) => (await staff('GET', `/admin/member/get/${id}`)).result as StaffMemberDetail;
  const adjustments = async (id: number) =>
    (
      await t.deps.database.db
        .select({ n: count() })
        .from(membershipAdjustments)
        .where(eq(membershipAdjustments.userId, id))
    )[0]!.n;

  it('auth: a member token is refused, an editor too; support and admin are admitted', async () => {
    expect((await call(t, 'GET', '/admin/member/list')).status).toBe(401);
    const m = await member();
    expect((await call(t, 'GET', '/admin/member/list', { token: m.accessToken })).status).toBe(403);
    expect((await call(t, 'GET', '/admin/feedback/list', { token: m.accessToken })).status).toBe(403);
    const editor = (await t.signIn(await t.createUser({ role: 'editor' }))).accessToken;
    expect(
      (await call(t, 'POST', `/admin/member/block/${m.user.id}`, { token: editor, body: { reason: 'x' } })).status,
    ).toBe(403);
    const admin = (await t.signIn(await t.createUser({ role: 'admin' }))).accessToken;
    expect((await call(t, 'GET', `/admin/member/get/${m.user.id}`, { token: admin })).code).toBe(1002);
  });

  it('lists members (never staff) by keyword on email, name and phone, by tier and state', async () => {
    const a = await member({ nickName: '林秋月', email: `qiuyue-${Date.now()}@example.com` });
    const b = await member({
      nickName: 'Chan Wai',
      userType: 2,
      memberExpiresAt: new Date(t.clock.now().getTime() + 86_400_000),
    });
    const now = t.clock.now();
    await t.deps.database.db.insert(deliveryAddresses).values({
      userId: b.user.id,
      recipientName: 'Chan',
      country: 'SG',
      address: '1 Road',
      postalCode: '123456',
      contactNumber: '+65 9123 4567',
      createdAt: now,
      updatedAt: now,
    });
    const list = async (qs: string) =>
      (await staff('GET', `/admin/member/list?${qs}`)).result as { items: StaffMember[]; total: number };
    expect((await list('q=秋月')).items.map((i) => i.id)).toEqual([a.user.id]);
    expect((await list(`q=${encodeURIComponent(a.user.email!.slice(0, 12))}`)).items.map((i) => i.id)).toEqual([
      a.user.id,
    ]);
    expect((await list('q=9123')).items.map((i) => i.id)).toEqual([b.user.id]);
    expect((await list('q=Support')).total).toBe(0);
    const annual = await list('tier=2');
    expect(annual.items.map((i) => i.id)).toContain(b.user.id);
    expect(annual.items.every((i) => i.tier === 2)).toBe(true);
    expect((await list('tier=4')).items.map((i) => i.id)).not.toContain(b.user.id);
    expect((await list('page=1&size=1')).items).toHaveLength(1);
    expect((await staff('GET', '/admin/member/list?state=gone')).message).toBe(
      'The state must be active, blocked or deleted',
    );
    expect((await staff('GET', `/admin/member/get/${supportId}`)).message).toBe('This member does not exist');
    expect((await staff('GET', '/admin/member/get/999999', undefined, 'zh-Hans')).message).toBe('该会员不存在');
  });

  it('a grant extends a membership in force, keeps the better tier, and is audited with its history', async () => {
    const m = await member();
    const g1 = (await staff('POST', `/admin/member/grantMembership/${m.user.id}`, {
      tier: 3,
      months: 1,
      reason: '演出补偿',
    })) as { code: number; result: StaffMemberDetail };
    expect(g1.code).toBe(1002);
    expect(g1.result.tier).toBe(3);
    const first = new Date(g1.result.memberExpiresAt!);
    const g2 = (
      await staff('POST', `/admin/member/grantMembership/${m.user.id}`, { tier: 2, months: 2, reason: 'VIP guest' })
    ).result as StaffMemberDetail;
    expect(g2.tier).toBe(2);
    const second = new Date(g2.memberExpiresAt!);
    // Extended from the first expiry, not from now: two more months on top of it.
    const expected = new Date(first);
    expected.setUTCMonth(expected.getUTCMonth() + 2);
    expect(Math.abs(second.getTime() - expected.getTime())).toBeLessThanOrEqual(86_400_000);
    expect(second.getTime()).toBeGreaterThan(first.getTime() + 55 * 86_400_000);
    expect(g2.history.map((h) => [h.kind, h.tier, h.reason])).toEqual([
      ['grant', 2, 'VIP guest'],
      ['grant', 3, '演出补偿'],
    ]);
    expect(
      (await t.services.audit.page({ entity: 'member', entityId: String(m.user.id) }, 10)).rows.map((r) => [
        r.action,
        r.reason,
      ]),
    ).toEqual([
      ['membership.grant', 'VIP guest'],
      ['membership.grant', '演出补偿'],
    ]);
  });

  it('bad input: a localized refusal and nothing stored', async () => {
    const m = await member();
    const cases: [object, string][] = [
      [{ tier: 4, months: 1, reason: 'x' }, 'The tier must be 1 (super), 2 (annual) or 3 (monthly)'],
      [{ tier: 1, months: 0, reason: 'x' }, 'The months must be a whole number from 1 to 120'],
      [{ tier: 1, months: 1.5, reason: 'x' }, 'The months must be a whole number from 1 to 120'],
      [{ tier: 1, months: 1, reason: '  ' }, 'Please give a reason'],
      [{ tier: 1, months: 1 }, 'Please give a reason'],
      [{ tier: 1, months: 1, reason: 'x'.repeat(141) }, 'The reason can be at most 140 characters'],
    ];
    for (const [b, message] of cases)
      expect((await staff('POST', `/admin/member/grantMembership/${m.user.id}`, b)).message, JSON.stringify(b)).toBe(
        message,
      );
    expect(
      (
        await staff(
          'POST',
          `/admin/member/grantMembership/${m.user.id}`,
          { tier: 4, months: 1, reason: 'x' },
          'zh-Hans',
        )
      ).message,
    ).toBe('会员等级须为 1（超级）、2（年度）或 3（月度）');
    expect((await staff('POST', `/admin/member/block/${m.user.id}`, {}, 'zh-Hans')).message).toBe('请填写原因');
    expect((await staff('POST', `/admin/member/delete/${m.user.id}`, { reason: 'asked' })).message).toBe(
      'Please confirm deleting this member’s personal data',
    );
    expect((await staff('POST', `/admin/member/cancelMembership/${m.user.id}`, { reason: 'x' })).message).toBe(
      'This member has no membership in force',
    );
    expect((await staff('POST', `/admin/member/block/${supportId}`, { reason: 'x' })).message).toBe(
      'This member does not exist',
    );
    expect(await adjustments(m.user.id)).toBe(0);
    expect((await detail(m.user.id)).state).toBe('active');
    expect((await t.services.audit.page({ entity: 'member', entityId: String(m.user.id) }, 10)).rows).toEqual([]);
  });

  it('cancel drops the tier at once: the old access token reads ordinary and a refresh carries it', async () => {
    const m = await member();
    await staff('POST', `/admin/member/grantMembership/${m.user.id}`, { tier: 1, months: 12, reason: 'sponsor' });
    const pair = await t.signIn((await t.deps.database.db.select().from(users).where(eq(users.id, m.user.id)))[0]!);
    expect(claimsOf(pair.accessToken).user.userType).toBe(1);
    const status = async () =>
      (
        (await call(t, 'GET', '/usercenter/memberPackage/get', { token: pair.accessToken })).result as {
          membership: { userType: number; isMember: boolean };
        }
      ).membership;
    expect(await status()).toMatchObject({ userType: 1, isMember: true });
    const c = (await staff('POST', `/admin/member/cancelMembership/${m.user.id}`, { reason: 'refunded by bank' }))
      .result as StaffMemberDetail;
    expect(c).toMatchObject({ tier: 4, memberExpiresAt: null });
    expect(c.history[0]).toMatchObject({ kind: 'cancel', tier: 1, reason: 'refunded by bank', actorName: 'Support' });
    expect(await status()).toMatchObject({ userType: 4, isMember: false });
    const refreshed = await call(t, 'POST', '/usercenter/user/refreshToken', { body: pair });
    expect(refreshed.code).toBe(1002);
    expect(claimsOf((refreshed.result as { accessToken: string }).accessToken).user.userType).toBe(4);
  });

  it('cancel with refund: the running period’s paid order is refunded in full through the provider, the member told with the amount; without, no money moves', async () => {
    const { annual } = await makePackages(t);
    const a = await member();
    const paid = await buyPackage(t, a.accessToken, annual.id);
    expect(paid.payStatus).toBe(1);
    const refundsOf = (orderNo: string) =>
      t.deps.database.db
        .select({
          status: refunds.status,
          amount: refunds.amountCents,
          ref: refunds.providerRefundRef,
          quantity: refunds.quantity,
        })
        .from(refunds)
        .innerJoin(orders, eq(orders.id, refunds.orderId))
        .where(eq(orders.orderNo, orderNo));
    const inbox = async (token: string) =>
      (
        (await call(t, 'GET', '/usercenter/userMessage/get?pageSize=50', { token })).result as {
          records: UserMessage[];
        }
      ).records;
    // Bad flag: refused, nothing changes.
    expect(
      (await staff('POST', `/admin/member/cancelMembership/${a.user.id}`, { reason: 'x', refund: 'yes' }, 'zh-Hans'))
        .message,
    ).toBe('是否退款须为是或否');
    expect((await detail(a.user.id)).tier).toBe(2);
    expect(await refundsOf(paid.orderNo)).toEqual([]);

    const c = (
      await staff('POST', `/admin/member/cancelMembership/${a.user.id}`, { reason: 'moved abroad', refund: true })
    ).result as StaffMemberDetail;
    expect(c).toMatchObject({ tier: 4, memberExpiresAt: null });
    const [r] = await refundsOf(paid.orderNo);
    expect(r).toMatchObject({ status: 2, amount: paid.totalAmount, quantity: 1 });
    expect(r!.ref).toBeTruthy();
    const told = (await inbox(a.accessToken)).find((m) => m.title === 'Membership cancelled and refunded');
    expect(told?.content).toContain('moved abroad');
    expect(told?.content).toContain((paid.totalAmount / 100).toFixed(2));
    const audit = (await t.services.audit.page({ entity: 'refund' }, 50)).rows.filter(
      (x) => x.action === 'refund.staff' && (x.after as { orderNo?: string } | null)?.orderNo === paid.orderNo,
    );
    expect(audit).toHaveLength(1);
    // The member's order shows what came back.
    expect(
      (await call(t, 'GET', `/usercenter/memberOrder/get/${paid.id}`, { token: a.accessToken })).result,
    ).toMatchObject({ totalAmount: paid.totalAmount, refundedAmount: paid.totalAmount });

    // Without refund: the member is told, no refund row.
    const b = await member();
    const paidB = await buyPackage(t, b.accessToken, annual.id);
    await staff('POST', `/admin/member/cancelMembership/${b.user.id}`, { reason: 'duplicate account' });
    expect(await refundsOf(paidB.orderNo)).toEqual([]);
    expect(
      (await call(t, 'GET', `/usercenter/memberOrder/get/${paidB.id}`, { token: b.accessToken })).result,
    ).toMatchObject({ refundedAmount: 0 });
    expect((await inbox(b.accessToken)).map((m) => m.title)).toContain('Membership cancelled');
  });

  it('a blocked member reads, but every buy, comment, like, vote, registration, follow, profile edit and feedback is refused', async () => {
    const m = await member({ nickName: 'Before' });
    const other = await member();
    const b = (await staff('POST', `/admin/member/block/${m.user.id}`, { reason: 'spam comments' }))
      .result as StaffMemberDetail;
    expect(b).toMatchObject({ state: 'blocked', blockedReason: 'spam comments' });
    expect((await call(t, 'GET', '/usercenter/user/get', { token: m.accessToken })).code).toBe(1002);
    // A valid rename, follow and feedback are refused and change nothing (the name shows on old comments).
    const feedbackBefore = (
      await t.deps.database.db.select({ n: count() }).from(feedback).where(eq(feedback.userId, m.user.id))
    )[0]!.n;
    expect(
      (
        await call(t, 'POST', '/usercenter/user/edit', {
          token: m.accessToken,
          body: { nickName: 'Renamed', signature: 'hi' },
        })
      ).message,
    ).toBe(BLOCKED_EN);
    expect(
      (
        await call(t, 'POST', '/usercenter/userFollow/follow', {
          token: m.accessToken,
          form: { followedEmail: other.user.email! },
        })
      ).message,
    ).toBe(BLOCKED_EN);
    expect(
      (await call(t, 'POST', '/site/feedback/add', { token: m.accessToken, body: { content: 'why?' } })).message,
    ).toBe(BLOCKED_EN);
    expect(
      (await t.deps.database.db.select({ nickName: users.nickName }).from(users).where(eq(users.id, m.user.id)))[0]!
        .nickName,
    ).toBe('Before');
    expect(
      (await t.deps.database.db.select({ n: count() }).from(feedback).where(eq(feedback.userId, m.user.id)))[0]!.n,
    ).toBe(feedbackBefore);
    expect(
      (await call(t, 'GET', '/usercenter/userFollow/getCountFollows', { token: m.accessToken })).result as number,
    ).toBe(0);
    // A new avatar in a real upload too: refused before the file is read, the avatar kept.
    const boundary = 'nanhua-blocked';
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/usercenter/user/uploadCustomAvatar',
      headers: {
        'accept-language': 'en',
        authorization: `Bearer ${m.accessToken}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot read\r\n--${boundary}--\r\n`,
    });
    expect((upload.json() as { message: string }).message).toBe(BLOCKED_EN);
    expect(
      (await t.deps.database.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, m.user.id)))[0]!.avatar,
    ).toBe(m.user.avatar);
    expect(new Set(Object.values(memberActs))).toEqual(
      new Set(['buy', 'comment', 'like', 'vote', 'register', 'follow', 'profile', 'feedback']),
    );
    for (const path of Object.keys(memberActs)) {
      const url = path.replace(/\{\w+\}/g, '1');
      const r = await call(t, 'POST', url, { token: m.accessToken, body: {} });
      expect([r.status, r.code, r.message], path).toEqual([200, 1003, BLOCKED_EN]);
      const ok = await call(t, 'POST', url, { token: other.accessToken, body: {} });
      expect(ok.message, path).not.toBe(BLOCKED_EN);
    }
    // What the block leaves open answers as it would for anyone (here: refused for the empty input, not for the block).
    for (const path of Object.keys(openToBlocked)) {
      const r = await call(t, 'POST', path.replace(/\{\w+\}/g, '1'), { token: m.accessToken, body: {} });
      expect(r.message, path).not.toBe(BLOCKED_EN);
    }
    expect(
      (await call(t, 'POST', '/vote/vote/doVote', { token: m.accessToken, body: {}, lang: 'zh-Hans' })).message,
    ).toMatch(/^你的账号已被限制/);
    expect((await staff('POST', `/admin/member/unblock/${m.user.id}`, { reason: 'apologised' })).result).toMatchObject({
      state: 'active',
      blockedReason: null,
    });
    expect((await call(t, 'POST', '/vote/vote/doVote', { token: m.accessToken, body: {} })).message).not.toBe(
      BLOCKED_EN,
    );
    expect(
      (await t.services.audit.page({ entity: 'member', entityId: String(m.user.id) }, 10)).rows.map((r) => r.action),
    ).toEqual(['unblock', 'block']);
  });

  it('delete anonymizes the member, keeps their orders, and ends every session', async () => {
    const m = await member({ nickName: '待删除', avatar: null });
    const now = t.clock.now();
    await t.deps.database.db.insert(orders).values({
      orderNo: `T${Date.now()}${m.user.id}`,
      userId: m.user.id,
      kind: 'ticket',
      payStatus: 1,
      totalCents: 3000,
      paymentMethod: 'sandbox',
      provider: 'sandbox',
      createdAt: now,
      expiresAt: now,
      paidAt: now,
    });
    await t.deps.database.db.insert(deliveryAddresses).values({
      userId: m.user.id,
      recipientName: 'X',
      country: 'SG',
      address: 'A',
      postalCode: '1',
      contactNumber: '8888 0000',
      createdAt: now,
      updatedAt: now,
    });
    expect(
      (await staff('POST', `/admin/member/delete/${m.user.id}`, { reason: 'member asked by email', confirm: true }))
        .code,
    ).toBe(1002);
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.id, m.user.id));
    expect(row).toMatchObject({ email: null, passwordHash: null, nickName: '', status: 'deleted' });
    expect(
      await t.deps.database.db.select().from(deliveryAddresses).where(eq(deliveryAddresses.userId, m.user.id)),
    ).toEqual([]);
    expect(
      (await t.deps.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, m.user.id))).every(
        (r) => r.revokedAt !== null,
      ),
    ).toBe(true);
    expect((await call(t, 'GET', '/usercenter/user/get', { token: m.accessToken })).code).toBe(1000);
    expect(
      (
        await call(t, 'POST', '/usercenter/user/refreshToken', {
          body: { accessToken: m.accessToken, refreshToken: m.refreshToken },
        })
      ).code,
    ).not.toBe(1002);
    const d = await detail(m.user.id);
    expect(d).toMatchObject({ state: 'deleted', email: null, orders: { paidCount: 1, paidCents: 3000 } });
    expect((await staff('POST', `/admin/member/block/${m.user.id}`, { reason: 'x' })).message).toBe(
      'This member account has been deleted',
    );
    expect(
      (await t.services.audit.page({ entity: 'member', entityId: String(m.user.id) }, 10)).rows.map((r) => [
        r.action,
        r.reason,
      ]),
    ).toEqual([['delete', 'member asked by email']]);
  });

  it('feedback: new oldest first with its due date; a reply reaches the member’s messages, once, audited', async () => {
    const m = await member();
    const f = t.deps.database.db;
    const before = (await staff('GET', '/admin/feedback/list?size=100')).result as { total: number };
    expect(
      (await call(t, 'POST', '/site/feedback/add', { token: m.accessToken, body: { content: '字幕太小了' } })).code,
    ).toBe(1002);
    t.clock.advance(60_000);
    expect(
      (await call(t, 'POST', '/site/feedback/add', { token: m.accessToken, body: { content: 'Second one' } })).code,
    ).toBe(1002);
    const list = (await staff('GET', '/admin/feedback/list?size=100')).result as {
      items: StaffFeedback[];
      total: number;
    };
    expect(list.total).toBe(before.total + 2);
    const mine = list.items.filter((i) => i.member.id === m.user.id);
    expect(mine.map((i) => i.content)).toEqual(['字幕太小了', 'Second one']);
    const first = mine[0]!;
    expect(new Date(first.dueAt).getTime() - new Date(first.createdAt).getTime()).toBe(15 * 86_400_000);
    expect(first).toMatchObject({ state: 'new', reply: null, member: { id: m.user.id, email: m.user.email } });
    expect((await staff('POST', `/admin/feedback/reply/${first.id}`, { text: '  ' })).message).toBe(
      'Please enter a reply',
    );
    const r = (await staff('POST', `/admin/feedback/reply/${first.id}`, { text: '谢谢，我们会放大字幕。' })) as {
      code: number;
      result: StaffFeedback;
    };
    expect(r.code).toBe(1002);
    expect(r.result).toMatchObject({ state: 'answered', reply: '谢谢，我们会放大字幕。' });
    expect((await staff('POST', `/admin/feedback/reply/${first.id}`, { text: 'again' })).message).toBe(
      'This feedback has already been answered',
    );
    const answered = (await staff('GET', '/admin/feedback/list?state=answered')).result as { items: StaffFeedback[] };
    expect(answered.items[0]!.id).toBe(first.id);
    expect(
      ((await staff('GET', '/admin/feedback/list?size=100')).result as { items: StaffFeedback[] }).items.map(
        (i) => i.id,
      ),
    ).not.toContain(first.id);
    for (const lang of ['en', 'zh-Hans'] as const) {
      const msgs = (await call(t, 'GET', '/usercenter/userMessage/get?type=1', { token: m.accessToken, lang }))
        .result as { records: UserMessage[] };
      expect(msgs.records[0]).toMatchObject({
        title: lang === 'en' ? 'Support answered your feedback' : '客服回复了你的意见反馈',
        content: '谢谢，我们会放大字幕。',
        read: false,
      });
    }
    const other = await member();
    expect(
      (
        (await call(t, 'GET', '/usercenter/userMessage/get?type=1', { token: other.accessToken })).result as {
          records: UserMessage[];
        }
      ).records,
    ).toEqual([]);
    expect((await staff('GET', '/admin/feedback/get/999999')).message).toBe('This feedback does not exist');
    expect((await f.select().from(feedback).where(eq(feedback.id, first.id)))[0]).toMatchObject({
      reply: '谢谢，我们会放大字幕。',
    });
    expect(
      (await t.services.audit.page({ entity: 'feedback', entityId: String(first.id) }, 10)).rows.map((x) => x.action),
    ).toEqual(['reply']);
  });
});
