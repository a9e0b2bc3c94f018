import { count, eq, inArray, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dbKind, pgUnavailable } from '../../../test/helper.js';
import { twinSuite } from '../../../test/twin-apps.js';
import { orderLines, ticketPrices, ticketSales } from '../../db/schema/index.js';
import { insertPrices } from './repository.js';
import { buy, makeSale, member } from './test-kit.js';

type Envelope = Awaited<ReturnType<typeof buy>>;
const HELD = /^All seats are held by orders awaiting payment/;

/** Buys hit by simultaneous requests spread over two API instances on one database (on PostgreSQL each with its own pool, as two processes). */
describe.skipIf(pgUnavailable())(`ticket buys under simultaneous requests over two instances (${dbKind})`, () => {
  const twins = twinSuite();
  const either = twins.either;
  const ok = (answers: Envelope[]) => answers.filter((a) => a.code === 1002);
  const seatsLeft = async (ids: number[]) =>
    Number(
      (
        await twins.t.deps.database.db
          .select({ n: sum(ticketSales.remaining) })
          .from(ticketSales)
          .where(inArray(ticketSales.id, ids))
      )[0]!.n,
    );

  it('one account’s 100 simultaneous buys of different sales place exactly 20 orders (the rate limit), the other 80 take no seat', async () => {
    const m = await member(twins.t);
    const sales = await Promise.all(Array.from({ length: 100 }, () => makeSale(twins.t, 5)));
    const answers = await Promise.all(sales.map((s, i) => buy(either(i), m.token, { saleId: s.id, quantity: 1 })));
    expect(answers.filter((a) => a.status >= 500)).toHaveLength(0);
    expect(ok(answers)).toHaveLength(20);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(80);
    expect(await seatsLeft(sales.map((s) => s.id))).toBe(100 * 5 - 20);
  });

  it('asking for a sold-out sale takes no rate-limit slot: after 25 refusals the member still buys', async () => {
    const m = await member(twins.t);
    const gone = await makeSale(twins.t, 1);
    expect((await buy(twins.t, (await member(twins.t)).token, { saleId: gone.id, quantity: 1 })).code).toBe(1002);
    const refused = await Promise.all(
      Array.from({ length: 25 }, (_, i) => buy(either(i), m.token, { saleId: gone.id, quantity: 1 })),
    );
    expect(refused.every((a) => a.code === 1003 && HELD.test(a.message))).toBe(true);
    expect((await buy(twins.t, m.token, { saleId: (await makeSale(twins.t, 3)).id, quantity: 1 })).code).toBe(1002);
  });

  it('300 buyers at once for a sale of 60 seats, 20 of them in a category of their own: exactly 60 sold, 20 of the category, no 5xx', async () => {
    const sale = await makeSale(twins.t, 60);
    await insertPrices(twins.t.deps.database.db, [
      { saleId: sale.id, nameZh: '贵宾席', nameEn: 'Premium', priceCents: 6800, sort: 0, seats: 20, remaining: 20 },
      { saleId: sale.id, nameZh: '普通', nameEn: 'Standard', priceCents: 3800, sort: 1 },
    ]);
    const [premium, standard] = await twins.t.deps.database.db
      .select()
      .from(ticketPrices)
      .where(eq(ticketPrices.saleId, sale.id))
      .orderBy(ticketPrices.sort);
    const buyers = await Promise.all(Array.from({ length: 300 }, () => member(twins.t)));
    // Half ask for the premium seats; quantities of 1 and 2 so that the last seats are fought over.
    const answers = await Promise.all(
      buyers.map((b, i) =>
        buy(either(i), b.token, {
          saleId: sale.id,
          priceId: (i % 2 === 0 ? premium : standard)!.id,
          quantity: 1 + (i % 4 < 2 ? 0 : 1),
        }),
      ),
    );
    expect(answers.filter((a) => a.status !== 200)).toHaveLength(0);
    expect(
      answers
        .filter((a) => a.code !== 1002)
        .every((a) => HELD.test(a.message) || /^Not enough tickets left/.test(a.message)),
    ).toBe(true);
    const db = twins.t.deps.database.db;
    const sold = async (priceId?: number) =>
      Number(
        (
          await db
            .select({ n: sum(orderLines.quantity) })
            .from(orderLines)
            .where(priceId === undefined ? eq(orderLines.itemId, sale.id) : eq(orderLines.priceId, priceId))
        )[0]!.n ?? 0,
      );
    expect(await sold()).toBe(60);
    expect(await sold(premium!.id)).toBe(20);
    expect(await seatsLeft([sale.id])).toBe(0);
    expect(
      (await db.select({ r: ticketPrices.remaining }).from(ticketPrices).where(eq(ticketPrices.id, premium!.id)))[0]!.r,
    ).toBe(0);
    // One order per placed answer, each with its own line.
    expect(Number((await db.select({ n: count() }).from(orderLines).where(eq(orderLines.itemId, sale.id)))[0]!.n)).toBe(
      ok(answers).length,
    );
    expect(new Set(ok(answers).map((a) => (a.result as { orderNo: string }).orderNo)).size).toBe(ok(answers).length);
  }, 120_000);
});
