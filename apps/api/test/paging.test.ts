import type { MarkPage, Order } from '@nanhua/contract';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_AHEAD } from '../src/db/query.js';
import { engageTargets } from '../src/modules/engagement/test-kit.js';
import { call, memberWithPassword } from '../src/modules/usercenter/account-test-kit.js';
import { buildTestApp, pgUnavailable, type TestApp } from './helper.js';

type Member = Awaited<ReturnType<typeof memberWithPassword>>;

/** A suite's app and member, with the rows one statement from `insert` adds before its tests; closed after them. */
function appWithRows(insert: (t: TestApp, member: Member) => Promise<SQL>) {
  const suite = {} as { t: TestApp; member: Member };
  beforeAll(async () => {
    suite.t = await buildTestApp();
    suite.member = await memberWithPassword(suite.t);
    await suite.t.deps.database.db.execute(await insert(suite.t, suite.member));
  });
  afterAll(() => suite.t?.close());
  return suite;
}

describe.skipIf(pgUnavailable())('list totals: exact, capped COUNT_AHEAD past the page', () => {
  let videoId: number;
  const n = COUNT_AHEAD + 45;
  const suite = appWithRows(async (t, a) => {
    videoId = (await engageTargets(t)).find((f) => f.family === 'video')!.target;
    return sql`insert into engagement_marks (family, target_id, user_id, content, created_at) select 'video', ${videoId}, ${a.user.id}, 'c' || g, now() - g * interval '1 second' from generate_series(1, ${n}) g`;
  });

  const page = async (p: number, size = 10) =>
    (await call(suite.t, 'GET', `/video/mark/get?videoId=${videoId}&page=${p}&pageSize=${size}`)).result as MarkPage;

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
  const n = COUNT_AHEAD + 25;
  const suite = appWithRows(
    async (_t, a) =>
      sql`insert into orders (order_no, user_id, kind, pay_status, total_cents, payment_method, provider, created_at, expires_at) select 'P' || g, ${a.user.id}, 'ticket', 2, 100, 'card', 'sandbox', now() - g * interval '1 second', now() from generate_series(1, ${n}) g`,
  );

  const page = async (p: number, size = 10) =>
    (await call(suite.t, 'GET', `/ticket/order/getMyOrders?page=${p}&pageSize=${size}`, { token: suite.member.token }))
      .result as { records: Order[]; total: number };

  it('gives each page its own offset, size and reach, and the exact total past the end', async () => {
    expect((await page(1)).total).toBe(10 + COUNT_AHEAD);
    const second = await page(2, 5);
    expect(second.total).toBe(10 + COUNT_AHEAD);
    expect(second.records.map((o) => o.orderNo)).toEqual(['P6', 'P7', 'P8', 'P9', 'P10']);
    expect((await page(3)).total).toBe(n);
    expect(await page(500)).toMatchObject({ total: n, records: [] });
  });
});
