import type { MarkPage, Order } from '@nanhua/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_AHEAD } from '../src/db/query.js';
import { engageTargets } from '../src/modules/engagement/test-kit.js';
import { call, memberWithPassword } from '../src/modules/usercenter/account-test-kit.js';
import { buildTestApp, pgUnavailable, type TestApp } from './helper.js';

describe.skipIf(pgUnavailable())('list totals: exact, capped COUNT_AHEAD past the page', () => {
  let t: TestApp;
  let videoId: number;
  const n = COUNT_AHEAD + 45;
  beforeAll(async () => {
    t = await buildTestApp();
    videoId = (await engageTargets(t)).find((f) => f.family === 'video')!.target;
    const a = await memberWithPassword(t);
    await t.deps.database.db.execute(
      sql`insert into engagement_marks (family, target_id, user_id, content, created_at) select 'video', ${videoId}, ${a.user.id}, 'c' || g, now() - g * interval '1 second' from generate_series(1, ${n}) g`,
    );
  });
  afterAll(() => t.close());

  const page = async (p: number, size = 10) => (await call(t, 'GET', `/video/mark/get?videoId=${videoId}&page=${p}&pageSize=${size}`)).result as MarkPage;

  it('says "end of page + COUNT_AHEAD" while more follow, so a client pages on until a short page', async () => {
    expect((await page(1)).total).toBe(10 + COUNT_AHEAD);
    expect((await page(2)).total).toBe(20 + COUNT_AHEAD);
    expect((await page(2)).records[0]!.content).toBe('c11');
  });

  it('is exact once the end is within reach, and past the end', async () => {
    expect((await page(5)).total).toBe(n);
    const last = await page(Math.ceil(n / 10));
    expect(last.total).toBe(n);
    expect(last.records).toHaveLength(n % 10 || 10);
    expect(await page(1000)).toMatchObject({ total: n, records: [] });
  });
});

describe.skipIf(pgUnavailable())('my orders: the prepared page counts COUNT_AHEAD past each page', () => {
  let t: TestApp;
  let token: string;
  const n = COUNT_AHEAD + 25;
  beforeAll(async () => {
    t = await buildTestApp();
    const a = await memberWithPassword(t);
    token = a.token;
    await t.deps.database.db.execute(
      sql`insert into orders (order_no, user_id, kind, pay_status, total_cents, payment_method, provider, created_at, expires_at) select 'P' || g, ${a.user.id}, 'ticket', 2, 100, 'card', 'sandbox', now() - g * interval '1 second', now() from generate_series(1, ${n}) g`,
    );
  });
  afterAll(() => t.close());

  const page = async (p: number, size = 10) => (await call(t, 'GET', `/ticket/order/getMyOrders?page=${p}&pageSize=${size}`, { token })).result as { records: Order[]; total: number };

  it('gives each page its own offset, size and reach, and the exact total past the end', async () => {
    expect((await page(1)).total).toBe(10 + COUNT_AHEAD);
    const second = await page(2, 5);
    expect(second.total).toBe(10 + COUNT_AHEAD);
    expect(second.records.map((o) => o.orderNo)).toEqual(['P6', 'P7', 'P8', 'P9', 'P10']);
    expect((await page(3)).total).toBe(n);
    expect(await page(500)).toMatchObject({ total: n, records: [] });
  });
});
