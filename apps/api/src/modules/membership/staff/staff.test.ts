import type { StaffMemberPackage } from '@nanhua/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dbKind, pgUnavailable, type TestApp } from '../../../../test/helper.js';
import { memberPackages } from '../../../db/schema/index.js';
import { call, day, member, save, type MemberOrderDto } from '../test-kit.js';

describe.skipIf(pgUnavailable())(`staff member packages (${dbKind})`, () => {
  let t: TestApp;
  let editor: string;

  beforeAll(async () => {
    t = await buildTestApp();
    editor = (await t.signIn(await t.createUser({ nickName: 'Editor', role: 'editor' }))).accessToken;
  });
  afterAll(() => t.close());

  const staff = (method: 'GET' | 'POST', path: string, body?: object, lang: 'en' | 'zh-Hans' = 'en') =>
    call(t, method, `/admin/memberPackage${path}`, { token: editor, body, lang });
  const body = (over: object = {}) => ({
    tier: 2,
    nameZh: '年度会员',
    nameEn: 'Annual member',
    descriptionZh: '全年畅享',
    priceCents: 12800,
    originalPriceCents: 16800,
    durationDays: 365,
    shopDiscountPercent: 10,
    ticketDiscountPercent: 8,
    ...over,
  });
  const create = async (over: object = {}) => {
    const r = await staff('POST', '/create', body(over));
    expect(r.code, r.message).toBe(1002);
    return r.result as StaffMemberPackage;
  };
  const stored = async () => (await t.deps.database.db.select({ n: count() }).from(memberPackages))[0]!.n;

  it('auth: the staff calls need a staff token', async () => {
    expect((await call(t, 'GET', '/admin/memberPackage/list')).status).toBe(401);
    const m = await member(t);
    expect((await call(t, 'POST', '/admin/memberPackage/create', { token: m.token, body: body() })).status).toBe(403);
  });

  it('create, get, list (keyword, tier), update, delete, audited', async () => {
    const p = await create();
    expect(p).toMatchObject({
      tier: 2,
      nameZh: '年度会员',
      nameEn: 'Annual member',
      descriptionEn: '',
      priceCents: 12800,
      durationDays: 365,
      shopDiscountPercent: 10,
      ticketDiscountPercent: 8,
      sort: 0,
      published: true,
      hasOrders: false,
    });
    expect((await staff('GET', `/get/${p.id}`)).result).toEqual(p);
    const monthly = await create({
      tier: 3,
      nameZh: '月度会员',
      nameEn: 'Monthly',
      durationDays: 30,
      priceCents: 1500,
      originalPriceCents: 2000,
      sort: 5,
    });
    expect(
      ((await staff('GET', '/list?tier=3')).result as { items: StaffMemberPackage[] }).items.map((i) => i.id),
    ).toEqual([monthly.id]);
    expect(((await staff('GET', '/list?q=Annual')).result as { total: number }).total).toBe(1);
    const u = (await staff('POST', `/update/${monthly.id}`, { ticketDiscountPercent: 5, published: false }))
      .result as StaffMemberPackage;
    expect(u).toMatchObject({ tier: 3, nameZh: '月度会员', ticketDiscountPercent: 5, published: false });
    const shown = (await call(t, 'GET', '/usercenter/memberPackage/get', { token: (await member(t)).token }))
      .result as { packages: { id: number }[] };
    expect(shown.packages.map((x) => x.id)).toEqual([p.id]);
    expect((await staff('POST', `/delete/${monthly.id}`)).result).toBeNull();
    expect((await staff('GET', `/get/${monthly.id}`)).message).toBe('That member package does not exist');
    expect(
      (await t.services.audit.page({ entity: 'memberPackage', entityId: String(monthly.id) }, 10)).rows.map(
        (r) => r.action,
      ),
    ).toEqual(['delete', 'update', 'create']);
  });

  it('bad input to every call: a localized refusal, nothing stored', async () => {
    const p = await create();
    const before = await stored();
    const cases: [object, string][] = [
      [body({ tier: 4 }), 'The tier must be 1 (super), 2 (annual) or 3 (monthly)'],
      [body({ shopDiscountPercent: 120 }), 'A discount must be a whole percent from 0 to 100'],
      [body({ ticketDiscountPercent: -1 }), 'A discount must be a whole percent from 0 to 100'],
      [body({ durationDays: 0 }), 'The duration must be from 1 to 3,660 days'],
      [body({ priceCents: 'free' }), 'A price must be a whole number of cents, 0 or more'],
      [body({ originalPriceCents: 100 }), 'The original price cannot be lower than the price'],
      [body({ nameZh: '   ' }), 'Please fill in the Chinese text'],
    ];
    for (const [b, message] of cases)
      expect((await staff('POST', '/create', b)).message, JSON.stringify(b)).toBe(message);
    expect((await staff('POST', '/create', body({ tier: 4 }), 'zh-Hans')).message).toBe(
      '会员等级须为 1（超级）、2（年度）或 3（月度）',
    );
    expect((await staff('POST', `/update/${p.id}`, { priceCents: 99_999 })).message).toBe(
      'The original price cannot be lower than the price',
    );
    expect((await staff('POST', `/update/${p.id}`, { userType: 1 })).message).toBe('Unknown field “userType”');
    expect((await staff('POST', '/update/999999', { sort: 1 })).message).toBe('That member package does not exist');
    expect((await staff('POST', '/delete/999999')).message).toBe('That member package does not exist');
    expect((await staff('GET', '/list?tier=9')).code).toBe(1003);
    expect(await stored()).toBe(before);
    expect((await staff('GET', `/get/${p.id}`)).result).toEqual(p);
  });

  it('a package change reaches new orders only: the existing order pays the old price and grants the old tier and days', async () => {
    const p = await create({ nameZh: '旧名', nameEn: 'Old name' });
    const m = await member(t);
    const o = (await save(t, m.token, p.id)).result as MemberOrderDto;
    expect(o.totalAmount).toBe(12800);
    const changed = await staff('POST', `/update/${p.id}`, {
      tier: 3,
      nameZh: '新名',
      nameEn: 'New name',
      durationDays: 30,
      priceCents: 2000,
      originalPriceCents: 2000,
    });
    expect(changed.code).toBe(1002);

    expect((await call(t, 'GET', `/Payment/paymentKey/get/${o.id}`, { token: m.token })).result).toMatchObject({
      amount: 12800,
    });
    const paid = (
      await call(t, 'POST', '/usercenter/memberOrder/payComplete', {
        token: m.token,
        body: { orderNo: o.orderNo, outcome: 'succeeded' },
      })
    ).result as MemberOrderDto;
    expect(paid).toMatchObject({
      payStatus: 1,
      totalAmount: 12800,
      package: { id: p.id, name: 'Old name', userType: 2, durationDays: 365 },
    });
    expect(paid.membershipUntil).toBe(new Date(t.clock.now().getTime() + 365 * day).toISOString());
    const me = await t.signIn(m.user);
    expect(
      (
        (await call(t, 'GET', '/usercenter/memberPackage/get', { token: me.accessToken })).result as {
          membership: object;
        }
      ).membership,
    ).toMatchObject({ userType: 2 });

    const next = await member(t);
    const fresh = (await save(t, next.token, p.id)).result as MemberOrderDto;
    expect(fresh).toMatchObject({ totalAmount: 2000, package: { name: 'New name', userType: 3, durationDays: 30 } });

    expect((await staff('GET', `/get/${p.id}`)).result).toMatchObject({ hasOrders: true });
    expect((await staff('POST', `/delete/${p.id}`)).message).toBe(
      'This package has orders and cannot be deleted; unpublish it instead',
    );
  });
});
