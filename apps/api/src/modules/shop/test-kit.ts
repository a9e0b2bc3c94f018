import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/helper.js';
import { orders, products } from '../../db/schema/index.js';
import { call } from '../usercenter/account-test-kit.js';
import { insertAddress } from '../usercenter/address-repository.js';
import { member } from '../ticket/test-kit.js';
import { insertCategory, insertProduct } from './repository.js';

export { call, member };
export { closeQuietly } from '../ticket/test-kit.js';

export type ShopOrderDto = {
  id: number;
  orderNo: string;
  kind: string;
  payStatus: number;
  label: string;
  subtotalAmount: number;
  discountAmount: number;
  totalAmount: number;
  refundedAmount: number;
  currency: string;
  isQrcodeUsed: boolean;
  paidAt: string | null;
  lines: { title: string; unitPrice: number; quantity: number; amount: number }[];
  productId: number | null;
  cover: string | null;
  delivery: {
    recipientName: string;
    country: string;
    address: string;
    postalCode: string;
    contactNumber: string;
  } | null;
  shippedAt: string | null;
  shippingNote: string | null;
  sendGoodsBack: boolean;
  ticket: null;
  orderReturn: { id: number; status: number; amount: number; result: string | null } | null;
};

let n = 0;
export const makeCategory = (t: TestApp, name = `类别${++n}`) =>
  insertCategory(t.deps.database.db, { nameZh: name, nameEn: `Category ${n}`, sort: n });

/** A published product on sale since a day ago, with `stock` pieces at S$25.00. */
export async function makeProduct(t: TestApp, stock = 10, over: Partial<Parameters<typeof insertProduct>[1]> = {}) {
  const cateId = over.cateId ?? (await makeCategory(t)).id;
  return insertProduct(t.deps.database.db, {
    cateId,
    titleZh: '测试商品',
    titleEn: 'Test product',
    summaryZh: '简介',
    summaryEn: 'Summary',
    descriptionZh: '详情',
    descriptionEn: 'Details',
    cover: '/files/seed/shop-1.webp',
    images: ['/files/seed/shop-1.webp', '/files/seed/shop-gallery-0.webp'],
    priceCents: 2500,
    stock,
    publishedAt: new Date(t.clock.now().getTime() - 86_400_000),
    ...over,
  });
}

export async function addressOf(t: TestApp, userId: number, over: Partial<Parameters<typeof insertAddress>[1]> = {}) {
  const now = t.clock.now();
  return insertAddress(t.deps.database.db, {
    userId,
    recipientName: '陈五娘',
    country: 'Singapore',
    address: '1 Chinatown Street #02-01',
    postalCode: '058000',
    contactNumber: '+65 9123 4567',
    isDefault: true,
    createdAt: now,
    updatedAt: now,
    ...over,
  });
}

/** A signed-in member with one delivery address. */
export async function buyer(t: TestApp, over: Parameters<TestApp['createUser']>[0] = {}) {
  const m = await member(t, over);
  return { ...m, address: await addressOf(t, m.user.id) };
}

export const buy = (t: TestApp, token: string, body: object, lang: 'en' | 'zh-Hans' = 'en') =>
  call(t, 'POST', '/shop/order/buy', { token, body, lang });
export const pay = (t: TestApp, token: string, orderNo: string, outcome = 'succeeded') =>
  call(t, 'POST', '/shop/order/payComplete', { token, body: { orderNo, outcome } });
export const getOrder = (t: TestApp, token: string, orderNo: string) =>
  call(t, 'POST', '/shop/order/getByOrderNo', { token, form: { orderNo } });

export const productRow = async (t: TestApp, id: number) =>
  (await t.deps.database.db.select().from(products).where(eq(products.id, id)))[0]!;
export const stockOf = async (t: TestApp, id: number) => (await productRow(t, id)).stock;
export const shopOrderCount = async (t: TestApp) =>
  (await t.deps.database.db.select().from(orders).where(eq(orders.kind, 'shop'))).length;
