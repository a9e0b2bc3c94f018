import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../test/helper.js';
import { auditLog, news, ticketPrices, ticketSales, users, votes } from '../db/schema/index.js';
import { staffEmail } from './index.js';

/**
 * The demo is made through the services staff use (issue 36 item 6): every item a staff call makes is
 * in the audit trail, signed by the demo staff account, so the seed cannot write what the console
 * could not (validation, media use, audit). History no call makes is seed/history.ts.
 */
describe.skipIf(pgUnavailable())('the demo seed goes through the staff services', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
  });
  afterAll(() => t.close());

  const db = () => t.deps.database.db;
  async function auditedBy(email: string) {
    const rows = await db()
      .select({ entity: auditLog.entity, action: auditLog.action, n: count() })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId))
      .where(eq(users.email, email))
      .groupBy(auditLog.entity, auditLog.action);
    return new Map(rows.map((r) => [`${r.entity} ${r.action}`, r.n]));
  }
  const total = async (table: typeof news | typeof ticketSales | typeof votes) =>
    (await db().select({ n: count() }).from(table))[0]!.n;

  it('signs every news item, vote, product and ticket sale it made as the demo staff account', async () => {
    const audited = await auditedBy(staffEmail);
    expect(audited.get('news news.create')).toBe(await total(news));
    expect(audited.get('vote vote.create')).toBe(await total(votes));
    expect(audited.get('ticketSale create')).toBe(await total(ticketSales));
    expect([...audited.keys()].filter((k) => k.startsWith('product')).length).toBeGreaterThan(0);
    expect([...audited.keys()]).toEqual(
      expect.arrayContaining(['about about.update', 'companyContact companyContact.update', 'broadcast send']),
    );
  });

  it('gives every sale with categories seats the categories add up to, and keeps one-price sales (history.ts)', async () => {
    const sales = await db().select().from(ticketSales);
    const prices = await db().select().from(ticketPrices);
    const withCategories = sales.filter((s) => prices.some((p) => p.saleId === s.id));
    expect(withCategories.length).toBeGreaterThan(0);
    expect(withCategories.length).toBeLessThan(sales.length);
    for (const s of withCategories) {
      const own = prices.filter((p) => p.saleId === s.id);
      expect(own.reduce((n, p) => n + (p.seats ?? 0), 0)).toBe(s.totalSeats);
      expect(own.reduce((n, p) => n + (p.remaining ?? 0), 0)).toBe(s.remaining);
    }
  });
});
