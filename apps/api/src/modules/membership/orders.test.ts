import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { orders, users } from '../../db/schema/index.js';
import { closeQuietly } from '../ticket/test-kit.js';
import { makeProduct } from '../shop/test-kit.js';
import { insertVideo, insertVideoCategory } from '../video/repository.js';
import { insertPackage } from './repository.js';
import { buyPackage, call, day, makePackages, member, save, type MemberOrderDto } from './test-kit.js';

type Paged = { records: MemberOrderDto[]; total: number; page: number; pageSize: number };

describe.skipIf(pgUnavailable())('member orders: list, details, delete; an expired membership', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof makePackages>>;
  beforeAll(async () => {
    t = await buildTestApp();
    p = await makePackages(t);
  });
  afterAll(() => closeQuietly(t));

  const list = (token: string, query = '') => call(t, 'GET', `/usercenter/memberOrder/get${query}`, { token });
  const getOne = (token: string, id: number, lang: 'en' | 'zh-Hans' = 'en') =>
    call(t, 'GET', `/usercenter/memberOrder/get/${id}`, { token, lang });
  const remove = (token: string, id: number) =>
    call(t, 'POST', `/usercenter/memberOrder/delete/${id}`, { token, body: {} });

  it('auth: list, details and delete need a token (401)', async () => {
    expect((await call(t, 'GET', '/usercenter/memberOrder/get')).status).toBe(401);
    expect((await call(t, 'GET', '/usercenter/memberOrder/get/1')).status).toBe(401);
    expect((await call(t, 'POST', '/usercenter/memberOrder/delete/1', { body: {} })).status).toBe(401);
  });

  it('lists my member orders newest first, paged, with the package and what each granted', async () => {
    const { token } = await member(t);
    const start = t.clock.now().getTime();
    const first = await buyPackage(t, token, p.monthly.id);
    t.clock.advance(1000);
    await save(t, token, p.superPkg.id);
    t.clock.advance(1000);
    await save(t, token, p.annual.id);
    const other = await member(t);
    await save(t, other.token, p.monthly.id);
    const page1 = (await list(token, '?page=1&pageSize=2')).result as Paged;
    expect(page1).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.records.map((o) => o.package?.userType)).toEqual([2, 1]);
    expect(
      page1.records.every((o) => o.payStatus === 0 && o.membershipUntil === null && o.label === 'notYetPaid'),
    ).toBe(true);
    const page2 = (await list(token, '?page=2&pageSize=2')).result as Paged;
    expect(page2.records.map((o) => o.id)).toEqual([first.id]);
    expect(page2.records[0]).toMatchObject({
      payStatus: 1,
      label: 'paymentSuccessful',
      testPayment: true,
      membershipUntil: new Date(start + 30 * day).toISOString(),
      package: { name: 'Monthly member' },
    });
    expect(((await list(token, '?page=3&pageSize=2')).result as Paged).records).toEqual([]);
  });

  it('details of my order; another member’s id or an unknown one is not found', async () => {
    const { token } = await member(t);
    const o = (await save(t, token, p.monthly.id)).result as MemberOrderDto;
    expect((await getOne(token, o.id, 'zh-Hans')).result).toMatchObject({
      id: o.id,
      orderNo: o.orderNo,
      package: { name: '月度会员' },
    });
    const other = await member(t);
    expect(await getOne(other.token, o.id)).toMatchObject({ code: 1003, message: 'Order not found', result: null });
    expect((await getOne(other.token, o.id, 'zh-Hans')).code).toBe(1003);
    expect((await getOne(token, 999_999)).message).toBe('Order not found');
    expect((await call(t, 'GET', '/usercenter/memberOrder/get/abc', { token })).code).toBe(1003);
  });

  it('delete: another member’s order is not found and stays; an unpaid one is cancelled, then leaves the list', async () => {
    const { token } = await member(t);
    const o = (await save(t, token, p.monthly.id)).result as MemberOrderDto;
    const other = await member(t);
    expect((await remove(other.token, o.id)).message).toBe('Order not found');
    expect((await getOne(token, o.id)).result).toMatchObject({ payStatus: 0 });
    expect((await remove(token, o.id)).code).toBe(1002);
    const [row] = await t.deps.database.db.select().from(orders).where(eq(orders.id, o.id));
    expect(row).toMatchObject({ payStatus: 2 });
    expect(row!.deletedAt).not.toBeNull();
    expect(((await list(token)).result as Paged).total).toBe(0);
    expect((await getOne(token, o.id)).message).toBe('Order not found');
    // A new order for the same package is a fresh one, not the deleted record.
    const again = (await save(t, token, p.monthly.id)).result as MemberOrderDto;
    expect(again.id).not.toBe(o.id);
  });

  it('delete of a paid order: the record leaves the list, the membership stays', async () => {
    const { user, token } = await member(t);
    const o = await buyPackage(t, token, p.monthly.id);
    expect((await remove(token, o.id)).code).toBe(1002);
    expect(((await list(token)).result as Paged).total).toBe(0);
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.userType).toBe(3);
  });

  it('an expired membership loses premium access and the discount', async () => {
    const db = t.deps.database.db;
    const cate = await insertVideoCategory(db, { nameZh: '名家讲堂', nameEn: 'Masterclasses' });
    const video = await insertVideo(db, {
      cateId: cate.id,
      titleZh: '会员视频',
      titleEn: 'Members’ video',
      poster: '/files/seed/p.webp',
      media: '/files/seed/v.mp4',
      isPremium: true,
    });
    const { user, token } = await member(t);
    const detail = async (tok: string) =>
      (await call(t, 'GET', `/video/video/get/${video.id}`, { token: tok })).result as {
        locked: boolean;
        media: string | null;
      };
    expect(await detail(token)).toMatchObject({ locked: true, media: null });
    await buyPackage(t, token, p.monthly.id);
    expect(await detail(token)).toMatchObject({ locked: false, media: '/files/seed/v.mp4' });
    const { membership } = t.services.commerce;
    expect(await membership.memberDiscount(user.id)).toBe(5);
    const product = await makeProduct(t);
    const productFor = async (tok: string) =>
      (await call(t, 'GET', `/shop/product/get/${product.id}`, { token: tok })).result as {
        memberDiscountPercent: number;
      };
    expect(await productFor(token)).toMatchObject({ memberDiscountPercent: 5 });

    t.clock.advance(30 * day + 1000);
    const fresh = (await t.signIn(user)).accessToken;
    expect(await detail(fresh)).toMatchObject({ locked: true, media: null });
    expect(await membership.memberDiscount(user.id)).toBe(0);
    expect(await productFor(fresh)).toMatchObject({ memberDiscountPercent: 0 });
    expect(
      ((await call(t, 'GET', '/usercenter/memberPackage/get', { token: fresh })).result as { membership: object })
        .membership,
    ).toEqual({
      userType: 4,
      isMember: false,
      expiresAt: null,
      shopDiscountPercent: 0,
      ticketDiscountPercent: 0,
    });
  });

  it('the discount is the best published package of the member’s tier; unpublished packages and other tiers do not count', async () => {
    const db = t.deps.database.db;
    const { membership } = t.services.commerce;
    const { user } = await member(t, { userType: 3, memberExpiresAt: new Date(t.clock.now().getTime() + day) });
    expect(await membership.memberDiscount(user.id)).toBe(5);
    await insertPackage(db, {
      userType: 3,
      nameZh: '旧月卡',
      nameEn: 'Old monthly',
      durationDays: 30,
      priceCents: 1000,
      originalPriceCents: 1000,
      shopDiscountPercent: 50,
      published: false,
    });
    await insertPackage(db, {
      userType: 2,
      nameZh: '特惠年卡',
      nameEn: 'Annual offer',
      durationDays: 365,
      priceCents: 9900,
      originalPriceCents: 12800,
      shopDiscountPercent: 30,
    });
    expect(await membership.memberDiscount(user.id)).toBe(5);
    await insertPackage(db, {
      userType: 3,
      nameZh: '季度月卡',
      nameEn: 'Seasonal monthly',
      durationDays: 30,
      priceCents: 1800,
      originalPriceCents: 2000,
      shopDiscountPercent: 8,
    });
    expect(await membership.memberDiscount(user.id)).toBe(8);
    const ordinary = await member(t);
    expect(await membership.memberDiscount(ordinary.user.id)).toBe(0);
    expect(await membership.memberDiscount(999_999)).toBe(0);
  });
});
