import type { TestApp } from '../../../test/helper.js';
import { call } from '../usercenter/account-test-kit.js';
import { insertPackage } from './repository.js';

export { call };
export const day = 86_400_000;

/** The three tiers as the seed offers them. */
export async function makePackages(t: TestApp) {
  const db = t.deps.database.db;
  const base = { descriptionZh: '会员权益', descriptionEn: 'Member benefits' };
  const superPkg = await insertPackage(db, {
    ...base,
    userType: 1,
    nameZh: '超级会员',
    nameEn: 'Super member',
    durationDays: 365,
    priceCents: 28800,
    originalPriceCents: 38800,
    shopDiscountPercent: 15,
    ticketDiscountPercent: 12,
    sort: 1,
  });
  const annual = await insertPackage(db, {
    ...base,
    userType: 2,
    nameZh: '年度会员',
    nameEn: 'Annual member',
    durationDays: 365,
    priceCents: 12800,
    originalPriceCents: 16800,
    shopDiscountPercent: 10,
    ticketDiscountPercent: 8,
    sort: 2,
  });
  const monthly = await insertPackage(db, {
    ...base,
    userType: 3,
    nameZh: '月度会员',
    nameEn: 'Monthly member',
    durationDays: 30,
    priceCents: 1500,
    originalPriceCents: 2000,
    shopDiscountPercent: 5,
    ticketDiscountPercent: 4,
    sort: 3,
  });
  return { superPkg, annual, monthly };
}

export async function member(t: TestApp, over: Parameters<TestApp['createUser']>[0] = {}) {
  const user = await t.createUser(over);
  const pair = await t.signIn(user);
  return { user, token: pair.accessToken, pair };
}

export type MemberOrderDto = {
  id: number;
  orderNo: string;
  kind: string;
  payStatus: number;
  label: string;
  totalAmount: number;
  subtotalAmount: number;
  discountAmount: number;
  lines: { title: string; unitPrice: number; quantity: number }[];
  package: { id: number; name: string; userType: number; durationDays: number } | null;
  membershipUntil: string | null;
  ticket: null;
};

export const save = (
  t: TestApp,
  token: string,
  packageId: number,
  body: object = { paymentMethod: 'card' },
  lang: 'en' | 'zh-Hans' = 'en',
) => call(t, 'POST', `/usercenter/memberOrder/save/${packageId}`, { token, body, lang });
export const payMember = (t: TestApp, token: string, orderNo: string, outcome = 'succeeded') =>
  call(t, 'POST', '/usercenter/memberOrder/payComplete', { token, body: { orderNo, outcome } });

/** Save and pay a package; answers the paid order. */
export async function buyPackage(t: TestApp, token: string, packageId: number): Promise<MemberOrderDto> {
  const o = (await save(t, token, packageId)).result as MemberOrderDto;
  return (await payMember(t, token, o.orderNo)).result as MemberOrderDto;
}
