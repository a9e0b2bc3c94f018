import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { memberGrants, orders, userMessages, users } from '../../db/schema/index.js';
import { closeQuietly } from '../ticket/test-kit.js';
import { buyPackage, call, day, makePackages, member, payMember, save, type MemberOrderDto } from './test-kit.js';

type Packages = {
  packages: {
    id: number;
    name: string;
    userType: number;
    price: number;
    originalPrice: number;
    shopDiscountPercent: number;
  }[];
  membership: {
    userType: number;
    isMember: boolean;
    expiresAt: string | null;
    shopDiscountPercent: number;
    ticketDiscountPercent: number;
  };
};

describe.skipIf(pgUnavailable())('member packages, member orders and granting', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof makePackages>>;
  beforeAll(async () => {
    t = await buildTestApp();
    p = await makePackages(t);
  });
  afterAll(() => closeQuietly(t));

  const db = () => t.deps.database.db;
  const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0]!;
  const grantsOf = (userId: number) => db().select().from(memberGrants).where(eq(memberGrants.userId, userId));
  const packagesFor = async (token: string, lang: 'en' | 'zh-Hans' = 'en') =>
    (await call(t, 'GET', '/usercenter/memberPackage/get', { token, lang })).result as Packages;

  describe('memberPackage/get', () => {
    it('auth: no token → 401', async () => {
      expect((await call(t, 'GET', '/usercenter/memberPackage/get')).status).toBe(401);
    });

    it('lists published packages by sort with an ordinary member’s status', async () => {
      const { token } = await member(t);
      const r = await packagesFor(token);
      expect(r.packages.map((x) => [x.name, x.userType, x.price, x.originalPrice, x.shopDiscountPercent])).toEqual([
        ['Super member', 1, 28800, 38800, 15],
        ['Annual member', 2, 12800, 16800, 10],
        ['Monthly member', 3, 1500, 2000, 5],
      ]);
      expect((await packagesFor(token, 'zh-Hans')).packages[0]!.name).toBe('超级会员');
      expect(r.membership).toEqual({
        userType: 4,
        isMember: false,
        expiresAt: null,
        shopDiscountPercent: 0,
        ticketDiscountPercent: 0,
      });
    });

    it('a member in force: tier, expiry and the tier’s discount', async () => {
      const until = new Date(t.clock.now().getTime() + 10 * day);
      const { token } = await member(t, { userType: 2, memberExpiresAt: until });
      expect((await packagesFor(token)).membership).toEqual({
        userType: 2,
        isMember: true,
        expiresAt: until.toISOString(),
        shopDiscountPercent: 10,
        ticketDiscountPercent: 8,
      });
    });

    it('a lapsed member reads as ordinary: no expiry, no discount', async () => {
      const { token } = await member(t, { userType: 3, memberExpiresAt: new Date(t.clock.now().getTime() - 1000) });
      expect((await packagesFor(token)).membership).toEqual({
        userType: 4,
        isMember: false,
        expiresAt: null,
        shopDiscountPercent: 0,
        ticketDiscountPercent: 0,
      });
    });
  });

  describe('memberOrder/save', () => {
    it('auth: no token → 401', async () => {
      expect((await call(t, 'POST', `/usercenter/memberOrder/save/${p.monthly.id}`, { body: {} })).status).toBe(401);
    });

    it('an unknown package: localized not found, nothing written', async () => {
      const { user, token } = await member(t);
      expect(await save(t, token, 999_999)).toMatchObject({
        status: 200,
        code: 1003,
        message: 'This membership package does not exist or is no longer offered',
      });
      expect((await save(t, token, 999_999, {}, 'zh-Hans')).message).toBe('该会员套餐不存在或已下架');
      expect(await db().select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(0);
    });

    it('an unknown payment method is refused with a clear message', async () => {
      const { token } = await member(t);
      const r = await save(t, token, p.monthly.id, { paymentMethod: 'cash' });
      expect(r.code).toBe(1003);
      expect(r.message).toBe(
        (await call(t, 'POST', '/ticket/order/buy', { token, body: { saleId: 1, quantity: 1, paymentMethod: 'cash' } }))
          .message,
      );
    });

    it('the price is the package’s: a client-sent amount or price is ignored', async () => {
      const { token } = await member(t);
      const o = (
        await save(t, token, p.annual.id, {
          paymentMethod: 'card',
          amount: 1,
          price: 1,
          totalAmount: 1,
          discountAmount: 12000,
        })
      ).result as MemberOrderDto;
      expect(o).toMatchObject({
        kind: 'member',
        payStatus: 0,
        totalAmount: 12800,
        subtotalAmount: 12800,
        discountAmount: 0,
        membershipUntil: null,
        ticket: null,
      });
      expect(o.package).toEqual({ id: p.annual.id, name: 'Annual member', userType: 2, durationDays: 365 });
      // Member orders are not refundable by the member (no refund call): nothing refundable on the line.
      expect(o.lines).toEqual([
        {
          id: expect.any(Number),
          title: 'Annual member',
          category: null,
          unitPrice: 12800,
          quantity: 1,
          amount: 12800,
          paidAmount: 12800,
          refundedQuantity: 0,
          refundableQuantity: 0,
        },
      ]);
    });

    it('the same unpaid order is answered again; another package makes a new one', async () => {
      const { user, token } = await member(t);
      const a = (await save(t, token, p.monthly.id)).result as MemberOrderDto;
      const b = (await save(t, token, p.monthly.id)).result as MemberOrderDto;
      expect(b.orderNo).toBe(a.orderNo);
      const c = (await save(t, token, p.annual.id)).result as MemberOrderDto;
      expect(c.orderNo).not.toBe(a.orderNo);
      expect(await db().select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(2);
    });

    it('five simultaneous saves of one package make exactly one order', async () => {
      const { user, token } = await member(t);
      const replies = await Promise.all(Array.from({ length: 5 }, () => save(t, token, p.monthly.id)));
      expect(new Set(replies.map((r) => (r.result as MemberOrderDto).orderNo)).size).toBe(1);
      expect(await db().select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(1);
    });

    it('rate-limits order creation per member', async () => {
      const { token } = await member(t);
      const codes: number[] = [];
      for (let i = 0; i < 22; i++) codes.push((await save(t, token, p.monthly.id)).status);
      expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
      expect(codes.slice(20)).toEqual([429, 429]);
    });
  });

  describe('memberOrder/payComplete and granting', () => {
    it('auth: no token → 401', async () => {
      expect((await call(t, 'POST', '/usercenter/memberOrder/payComplete', { body: { orderNo: 'x' } })).status).toBe(
        401,
      );
    });

    it('paying grants the tier; the refreshed token carries it', async () => {
      const { user, token, pair } = await member(t);
      const start = t.clock.now().getTime();
      const o = await buyPackage(t, token, p.monthly.id);
      const until = new Date(start + 30 * day).toISOString();
      expect(o).toMatchObject({ payStatus: 1, label: 'paymentSuccessful', membershipUntil: until });
      const row = await userRow(user.id);
      expect(row.userType).toBe(3);
      expect(row.memberExpiresAt?.toISOString()).toBe(until);
      const res = await call(t, 'POST', '/usercenter/user/updateRefreshToken', { body: pair });
      const claims = JSON.parse(
        Buffer.from((res.result as { accessToken: string }).accessToken.split('.')[1]!, 'base64url').toString(),
      );
      expect(claims.user).toMatchObject({ id: user.id, userType: 3 });
      expect((await packagesFor(token)).membership).toEqual({
        userType: 3,
        isMember: true,
        expiresAt: until,
        shopDiscountPercent: 5,
        ticketDiscountPercent: 4,
      });
    });

    it('a failed sandbox payment grants nothing; another member cannot pay my order', async () => {
      const { user, token } = await member(t);
      const o = (await save(t, token, p.monthly.id)).result as MemberOrderDto;
      expect((await payMember(t, token, o.orderNo, 'failed')).message).toBe(
        'Payment Error. Please contact Customer Service.',
      );
      const other = await member(t);
      expect((await payMember(t, other.token, o.orderNo)).message).toBe('Order not found');
      expect((await userRow(user.id)).userType).toBe(4);
      expect(await grantsOf(user.id)).toHaveLength(0);
    });

    it('paying twice and five replays at once: one grant, the expiry extended once, one message', async () => {
      const { user, token } = await member(t);
      const start = t.clock.now().getTime();
      const o = (await save(t, token, p.monthly.id)).result as MemberOrderDto;
      const replies = await Promise.all(Array.from({ length: 5 }, () => payMember(t, token, o.orderNo)));
      expect(replies.every((r) => r.code === 1002)).toBe(true);
      expect((await payMember(t, token, o.orderNo)).result).toMatchObject({ payStatus: 1 });
      expect(await grantsOf(user.id)).toHaveLength(1);
      expect((await userRow(user.id)).memberExpiresAt?.getTime()).toBe(start + 30 * day);
      const mine = await db().select().from(userMessages).where(eq(userMessages.userId, user.id));
      expect(mine.filter((m) => m.titleEn === 'Payment successful')).toHaveLength(1);
      const granted = mine.filter((m) => m.titleEn === 'Membership active');
      expect(granted).toHaveLength(1);
      // 02:00 UTC + 30 days is 10:00 on 21/12/2026 in Singapore.
      expect(granted[0]).toMatchObject({
        contentEn: 'Monthly member: your membership now runs until 21/12/2026.',
        contentZh: '月度会员已生效，会员有效期至 21/12/2026。',
        link: '/pages/user/memberCenter',
      });
    });

    it('renewal while in force extends from the current expiry: monthly + monthly = 60 days', async () => {
      const { user, token } = await member(t);
      const start = t.clock.now().getTime();
      await buyPackage(t, token, p.monthly.id);
      t.clock.advance(10 * day);
      const second = await buyPackage(t, (await t.signIn(user)).accessToken, p.monthly.id);
      expect(second.membershipUntil).toBe(new Date(start + 60 * day).toISOString());
      expect((await userRow(user.id)).memberExpiresAt?.getTime()).toBe(start + 60 * day);
      const grants = (await grantsOf(user.id)).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
      expect(grants.map((g) => [g.startsAt.getTime() - start, g.endsAt.getTime() - start])).toEqual([
        [0, 30 * day],
        [30 * day, 60 * day],
      ]);
    });

    it('after a lapse a new purchase starts from now', async () => {
      const { user, token } = await member(t);
      await buyPackage(t, token, p.monthly.id);
      t.clock.advance(45 * day);
      const now = t.clock.now().getTime();
      const again = await buyPackage(t, (await t.signIn(user)).accessToken, p.monthly.id);
      expect(again.membershipUntil).toBe(new Date(now + 30 * day).toISOString());
      expect(await userRow(user.id)).toMatchObject({ userType: 3, memberExpiresAt: new Date(now + 30 * day) });
    });

    it('a monthly member buying annual becomes annual (2), from the current expiry; the better tier stays', async () => {
      const { user, token } = await member(t);
      const start = t.clock.now().getTime();
      await buyPackage(t, token, p.monthly.id);
      await buyPackage(t, token, p.annual.id);
      expect(await userRow(user.id)).toMatchObject({ userType: 2, memberExpiresAt: new Date(start + 395 * day) });
      await buyPackage(t, token, p.monthly.id);
      expect(await userRow(user.id)).toMatchObject({ userType: 2, memberExpiresAt: new Date(start + 425 * day) });
    });

    it('two different orders paid at once both count: the grants serialize on the member’s row', async () => {
      const { user, token } = await member(t);
      const start = t.clock.now().getTime();
      const a = (await save(t, token, p.monthly.id)).result as MemberOrderDto;
      const b = (await save(t, token, p.annual.id)).result as MemberOrderDto;
      await Promise.all([payMember(t, token, a.orderNo), payMember(t, token, b.orderNo)]);
      expect(await grantsOf(user.id)).toHaveLength(2);
      expect(await userRow(user.id)).toMatchObject({ userType: 2, memberExpiresAt: new Date(start + 395 * day) });
    });
  });
});
