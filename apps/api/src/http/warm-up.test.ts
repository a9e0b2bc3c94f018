import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dbKind, pgUnavailable, type TestApp } from '../../test/helper.js';
import { orders, rateLimits } from '../db/schema/index.js';
import { buy, closeQuietly, makeSale, member } from '../modules/ticket/test-kit.js';
import { warmUpRequests } from './warm-up.js';

describe.skipIf(pgUnavailable())(`the start's warm-up calls (${dbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // A flood guard of 5 calls a minute per address: the warm-up's 40 calls must not use up a client's.
    t = await buildTestApp({ env: { RATE_LIMIT_PER_MINUTE: '5' } });
  });
  afterAll(() => closeQuietly(t));

  it('write nothing, announce nothing and leave clients their flood-guard budget', async () => {
    const sale = await makeSale(t, 3);
    const m = await member(t);
    const writes: unknown[] = [];
    const off = t.deps.database.onWrite((w) => writes.push(w));
    const level = t.app.log.level;
    await warmUpRequests(t.app, t.deps.tokens, { count: 40, width: 4 });
    off();
    expect(writes).toEqual([]);
    expect(await t.deps.database.db.select().from(orders)).toEqual([]);
    expect(await t.deps.database.db.select().from(rateLimits)).toEqual([]);
    expect(t.app.log.level).toBe(level);
    // The 40 calls went over the guard's 5 under their own address: a member's call from another still passes.
    const placed = await buy(t, m.token, { saleId: sale.id, quantity: 1 });
    expect(placed.code).toBe(1002);
  });
});
