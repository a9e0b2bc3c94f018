import type { TestApp } from '../../../test/helper.js';
import { call } from '../usercenter/account-test-kit.js';
import { insertTheatre } from '../theatre/repository.js';
import { insertSale } from './repository.js';

export { call };

const hour = 3_600_000;

/** A sale in its window (unless told otherwise), with `seats` seats. */
export function makeSale(t: TestApp, seats = 10, over: Partial<Parameters<typeof insertSale>[1]> = {}) {
  const now = t.clock.now().getTime();
  return insertSale(t.deps.database.db, {
    titleZh: '测试场次',
    titleEn: 'Test performance',
    venueZh: '南华剧场',
    venueEn: 'Nam Hwa Theatre',
    poster: '/files/seed/x.webp',
    eventAt: new Date(now + 72 * hour),
    validUntil: new Date(now + 75 * hour),
    saleStartAt: new Date(now - 24 * hour),
    saleEndAt: new Date(now + 71 * hour),
    priceCents: 3800,
    totalSeats: seats,
    remaining: seats,
    ...over,
  });
}

/** A performance (the door admits per performance) from `startAt` to `endAt`. */
export const makeShow = (t: TestApp, startAt: Date, endAt: Date) =>
  insertTheatre(t.deps.database.db, {
    titleZh: '测试演出',
    titleEn: 'Test show',
    venueZh: '南华剧场',
    venueEn: 'Nam Hwa Theatre',
    poster: '/files/seed/x.webp',
    startAt,
    endAt,
  });

export async function member(t: TestApp, over: Parameters<TestApp['createUser']>[0] = {}) {
  const user = await t.createUser(over);
  return { user, token: (await t.signIn(user)).accessToken };
}

/**
 * A new member's paid order of `quantity` tickets for a performance of its own starting in `startsIn`
 * (3 h long); its sale closes a minute before the start. `over` shapes the member; `Order` is the order
 * as the test reads it.
 */
export async function paidTickets<Order>(
  t: TestApp,
  quantity: number,
  { startsIn = hour, over = {} }: { startsIn?: number; over?: Parameters<typeof member>[1] } = {},
) {
  const m = await member(t, over);
  const now = t.clock.now().getTime();
  const show = await makeShow(t, new Date(now + startsIn), new Date(now + startsIn + 3 * hour));
  const sale = await makeSale(t, 10, {
    theatreId: show.id,
    eventAt: show.startAt,
    validUntil: show.endAt,
    saleEndAt: new Date(Math.max(now + 60_000, now + startsIn - 60_000)),
  });
  const placed = (await buy(t, m.token, { saleId: sale.id, quantity })).result as { orderNo: string };
  const order = (await pay(t, m.token, placed.orderNo)).result as Order;
  return { ...m, show, sale, order };
}

export const buy = (t: TestApp, token: string, body: object, lang: 'en' | 'zh-Hans' = 'en') =>
  call(t, 'POST', '/ticket/order/buy', { token, body, lang });
export const pay = (t: TestApp, token: string, orderNo: string, outcome = 'succeeded') =>
  call(t, 'POST', '/ticket/order/payComplete', { token, body: { orderNo, outcome } });
export const getOrder = (t: TestApp, token: string, orderNo: string) =>
  call(t, 'POST', '/ticket/order/getByOrderNo', { token, form: { orderNo } });
export const remaining = async (t: TestApp, id: number) =>
  ((await call(t, 'GET', `/ticket/sale/get/${id}`)).result as { remaining: number }).remaining;

/**
 * Close the app. pg-pool's end() reports done before its idle clients finish closing, so the
 * helper's `drop database … with (force)` can cut them mid-goodbye (57P01, an unhandled error
 * event); after a burst of concurrent calls many idle clients are open. They are closing anyway.
 */
export async function closeQuietly(t: TestApp) {
  const pool = (t.deps.database.db as unknown as { $client?: { on?(e: string, f: () => void): void } }).$client;
  pool?.on?.('error', () => undefined);
  await t.close();
}
