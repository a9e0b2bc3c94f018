import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dbKind, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { orderLines, orders, rateLimits, ticketPrices, ticketSales } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { insertPrices, preparePlaceOrder, prepareSaleForBuy } from './repository.js';
import { createTicketService } from './service.js';
import { closeQuietly, makeSale, member } from './test-kit.js';

const minute = 60_000;

/**
 * The order statement (claim_ticket_seats, migration 0042, and the order's insert from the schema) and
 * the buy around it: the rules decide in TypeScript (buy-rules.ts), the statement only claims, and only
 * while the sale reads as the rules read it.
 */
describe.skipIf(pgUnavailable())(`the one-statement ticket order (${dbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => closeQuietly(t));

  const db = () => t.deps.database.db;
  const saleWithCategory = async (seats: number, categorySeats: number) => {
    const s = await makeSale(t, seats);
    await insertPrices(db(), [
      {
        saleId: s.id,
        nameZh: '甲',
        nameEn: 'A',
        priceCents: 1000,
        sort: 0,
        seats: categorySeats,
        remaining: categorySeats,
      },
    ]);
    const [cat] = await db().select().from(ticketPrices).where(eq(ticketPrices.saleId, s.id));
    return { sale: s, cat: cat! };
  };
  const draft = (userId: number, orderNo: string) => {
    const now = t.clock.now();
    return {
      orderNo,
      userId,
      kind: 'ticket' as const,
      totalCents: 2000,
      discountCents: 0,
      paymentMethod: 'card',
      remarks: '',
      provider: 'sandbox' as const,
      providerRef: null,
      clientSecret: null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 15 * minute),
    };
  };
  const lineOf = (saleId: number, priceId: number, quantity = 2) => ({
    itemId: saleId,
    priceId,
    quantity,
    titleZh: '甲',
    titleEn: 'A',
    unitCents: 1000,
    categoryZh: '甲',
    categoryEn: 'A',
  });
  const versionOf = async (userId: number, saleId: number) =>
    (await prepareSaleForBuy(db())({ userId, saleId, priceId: null, quantity: 1 }, t.clock.now()))!.version;
  const seats = async (saleId: number, priceId: number) => [
    (await db().select({ r: ticketSales.remaining }).from(ticketSales).where(eq(ticketSales.id, saleId)))[0]!.r,
    (await db().select({ r: ticketPrices.remaining }).from(ticketPrices).where(eq(ticketPrices.id, priceId)))[0]!.r,
  ];
  const linesOf = async (priceId: number) =>
    (await db().select({ n: count() }).from(orderLines).where(eq(orderLines.priceId, priceId)))[0]!.n;
  const slotCount = async (key: string) =>
    (await db().select({ n: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, key)))[0]?.n ?? 0;

  it('takes a category’s own seats with the sale’s; when the sale has too few, the category keeps its seats and nothing but the rate-limit slot is written', async () => {
    const { sale: s, cat } = await saleWithCategory(10, 5);
    const m = await member(t);
    const place = preparePlaceOrder(db());
    const slot = { key: `ticket-buy-test:${m.user.id}`, max: 3, windowSeconds: 600 };
    const line = lineOf(s.id, cat.id);
    const saleVersion = await versionOf(m.user.id, s.id);
    const placeOrder = (orderNo: string, l = line) =>
      place({ slot, order: draft(m.user.id, orderNo), line: l, saleVersion });
    // The sale has fewer seats left than its category (as a stale read would not know): seats are not what the version reads.
    await db().update(ticketSales).set({ remaining: 1 }).where(eq(ticketSales.id, s.id));
    expect(await placeOrder('T-P3-NONE')).toEqual({ placed: false, refused: 'seats', seatsLeft: 1, releaseAt: null });
    expect(await seats(s.id, cat.id)).toEqual([1, 5]);
    expect(await linesOf(cat.id)).toBe(0);
    await db().update(ticketSales).set({ remaining: 5 }).where(eq(ticketSales.id, s.id));
    const placed = await placeOrder('T-P3-ONE');
    expect(placed).toMatchObject({
      placed: true,
      reused: false,
      order: { orderNo: 'T-P3-ONE', userId: m.user.id, totalCents: 2000, payStatus: 0, currency: 'SGD' },
    });
    expect(placed.placed && placed.lineId).toBeGreaterThan(0);
    expect(await seats(s.id, cat.id)).toEqual([3, 3]);
    // The line as the rules computed it, column by column.
    const [written] = await db().select().from(orderLines).where(eq(orderLines.priceId, cat.id));
    expect(written).toMatchObject({ ...line, refundedQuantity: 0 });
    // The same choice again answers the pending order, taking nothing more.
    expect(await placeOrder('T-P3-TWO')).toMatchObject({
      placed: true,
      reused: true,
      lineId: null,
      order: { orderNo: 'T-P3-ONE' },
    });
    expect(await seats(s.id, cat.id)).toEqual([3, 3]);
    // Each of the three took a slot of the window (the refused one too): the fourth is refused before the seats.
    expect(await placeOrder('T-P3-FOUR', { ...line, quantity: 1 })).toEqual({ placed: false, refused: 'limited' });
    expect(await seats(s.id, cat.id)).toEqual([3, 3]);
    // Sold out as it reads now: none left, and the seats held by the pending order come back when it lapses.
    await db().update(ticketSales).set({ remaining: 0 }).where(eq(ticketSales.id, s.id));
    expect(
      await place({
        slot: { ...slot, key: `${slot.key}:b` },
        order: draft(m.user.id, 'T-P3-FIVE'),
        line: { ...line, quantity: 1 },
        saleVersion,
      }),
    ).toEqual({
      placed: false,
      refused: 'seats',
      seatsLeft: 0,
      releaseAt: new Date(t.clock.now().getTime() + 15 * minute),
    });
  });

  it('takes no seat once the sale reads otherwise than the rules read it (window, publishing, a category’s price): refused stale, only the slot written', async () => {
    const { sale: s, cat } = await saleWithCategory(10, 5);
    const m = await member(t);
    const place = preparePlaceOrder(db());
    const slot = { key: `ticket-buy-stale:${m.user.id}`, max: 20, windowSeconds: 600 };
    const edits = [
      () => db().update(ticketSales).set({ saleEndAt: t.clock.now() }).where(eq(ticketSales.id, s.id)),
      () => db().update(ticketSales).set({ published: false }).where(eq(ticketSales.id, s.id)),
      () => db().update(ticketPrices).set({ priceCents: 1200 }).where(eq(ticketPrices.id, cat.id)),
    ];
    for (const [i, edit] of edits.entries()) {
      const saleVersion = await versionOf(m.user.id, s.id);
      await edit();
      const answer = await place({
        slot,
        order: draft(m.user.id, `T-STALE-${i}`),
        line: lineOf(s.id, cat.id),
        saleVersion,
      });
      expect(answer, `edit ${i}`).toEqual({ placed: false, refused: 'stale' });
      expect(await seats(s.id, cat.id)).toEqual([10, 5]);
      expect(await linesOf(cat.id)).toBe(0);
      expect(await slotCount(slot.key)).toBe(i + 1);
      await db().update(ticketSales).set({ saleEndAt: s.saleEndAt, published: true }).where(eq(ticketSales.id, s.id));
    }
    // Read again, the same order goes through.
    const again = await place({
      slot,
      order: draft(m.user.id, 'T-STALE-OK'),
      line: lineOf(s.id, cat.id),
      saleVersion: await versionOf(m.user.id, s.id),
    });
    expect(again.placed).toBe(true);
    expect(await seats(s.id, cat.id)).toEqual([8, 3]);
  });

  /** A ticket service whose discount lookup (asked between the buy's read and its order) runs `between` first. */
  const serviceEditingBetween = (between: () => Promise<unknown>) => {
    let done = false;
    return createTicketService({
      db: db(),
      clock: t.clock,
      core: t.services.commerce.core,
      statementTimeoutMs: 10_000,
      ticketDiscount: async () => {
        if (!done) {
          done = true;
          await between();
        }
        return 0;
      },
    });
  };
  const buyer = async () => ({ id: (await member(t)).user.id, userType: 0 });
  const choice = (saleId: number, priceId?: number) => ({
    saleId,
    priceId,
    quantity: 2,
    paymentMethod: 'card',
    remarks: '',
  });

  it('staff closing the sale between the buy’s read and its order: the buy reads again and is refused closed, no seat taken', async () => {
    const s = await makeSale(t, 6);
    const tickets = serviceEditingBetween(() =>
      db().update(ticketSales).set({ saleEndAt: t.clock.now() }).where(eq(ticketSales.id, s.id)),
    );
    const err = await tickets.buy(await buyer(), choice(s.id), 'en').then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ key: 'msg.ticket.saleClosed' });
    expect((await db().select().from(ticketSales).where(eq(ticketSales.id, s.id)))[0]!.remaining).toBe(6);
    expect((await db().select({ n: count() }).from(orderLines).where(eq(orderLines.itemId, s.id)))[0]!.n).toBe(0);
  });

  it('staff changing a category’s price between the read and the order: the order is priced as the sale reads now', async () => {
    const { sale: s, cat } = await saleWithCategory(10, 5);
    const tickets = serviceEditingBetween(() =>
      db().update(ticketPrices).set({ priceCents: 1500 }).where(eq(ticketPrices.id, cat.id)),
    );
    const order = await tickets.buy(await buyer(), choice(s.id, cat.id), 'en');
    const [row] = await db().select().from(orders).where(eq(orders.orderNo, order.orderNo));
    expect(row!.totalCents).toBe(3000);
    expect(await seats(s.id, cat.id)).toEqual([8, 3]);
  });
});
