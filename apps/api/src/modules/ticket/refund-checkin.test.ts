import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { auditLog } from '../../db/schema/index.js';
import { insertPackage } from '../membership/repository.js';
import { call, closeQuietly, getOrder, makeShow, member, paidTickets, remaining } from './test-kit.js';

type Line = { id: number; quantity: number; paidAmount: number; refundedQuantity: number; refundableQuantity: number };
type Order = {
  orderNo: string;
  totalAmount: number;
  label: string;
  lines: Line[];
  ticket: {
    quantity: number;
    usedQuantity: number;
    refundedQuantity: number;
    remainingQuantity: number;
    refundUnderReview: boolean;
    qrToken: string | null;
  };
  orderReturn: { id: number; status: number; amount: number; quantity: number } | null;
};
const hour = 3_600_000;

describe.skipIf(pgUnavailable())('refunds per ticket and check-in that validates the show', () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof member>>;
  beforeAll(async () => {
    t = await buildTestApp();
    staff = await member(t, { role: 'boxOffice' });
  });
  afterAll(() => closeQuietly(t));

  /** A paid order for a show starting in `startsIn` ms (the door opens 2 h before by default). */
  const paidAt = (quantity: number, startsIn = hour, over: Parameters<typeof member>[1] = {}) =>
    paidTickets<Order>(t, quantity, { startsIn, over });
  const checkIn = (body: object, lang: 'en' | 'zh-Hans' = 'en') =>
    call(t, 'POST', '/admin/ticket/checkIn', { token: staff.token, body, lang });
  const apply = (token: string, body: object, lang: 'en' | 'zh-Hans' = 'en') =>
    call(t, 'POST', '/ticket/orderReturn/apply', { token, body, lang });
  const view = async (token: string, orderNo: string) => (await getOrder(t, token, orderNo)).result as Order;

  it('1 of 3 tickets refunded after 1 was used: 2 refundable, 1 refunded, the QR admits the 1 remaining, the seat comes back', async () => {
    const { token, order, show, sale } = await paidAt(3);
    const qr = order.ticket.qrToken!;
    expect(await remaining(t, sale.id)).toBe(7);
    expect((await checkIn({ token: qr, performanceId: show.id })).result).toMatchObject({
      usedQuantity: 1,
      remainingQuantity: 2,
    });
    expect((await view(token, order.orderNo)).lines[0]).toMatchObject({
      quantity: 3,
      paidAmount: 11400,
      refundedQuantity: 0,
      refundableQuantity: 2,
    });

    // The used ticket cannot be refunded: three asked for, two refundable.
    expect((await apply(token, { orderNo: order.orderNo, reason: 'One guest is ill', quantity: 3 })).message).toBe(
      'At most 2 tickets of this order can be refunded (used or refunded tickets cannot be)',
    );
    expect((await apply(token, { orderNo: order.orderNo, reason: '病了', quantity: 3 }, 'zh-Hans')).message).toBe(
      '此订单最多可退 2 张票（已使用或已退的门票不能再退）',
    );
    // The amount is the server's: a larger one is refused, the stored one is one ticket's.
    expect(
      (await apply(token, { orderNo: order.orderNo, reason: 'One guest is ill', quantity: 1, amount: 3801 })).message,
    ).toBe('The refund amount cannot exceed the refundable S$38.00');
    const applied = await apply(token, { orderNo: order.orderNo, reason: 'One guest is ill', quantity: 1 });
    expect(applied.result).toMatchObject({ status: 1, amount: 3800, quantity: 1 });

    // Under review: only the ticket it names is held back (issue 34); the order's code admits the one kept.
    expect((await view(token, order.orderNo)).ticket).toMatchObject({
      refundUnderReview: true,
      qrToken: qr,
      remainingQuantity: 2,
    });
    expect((await checkIn({ token: qr, performanceId: show.id, quantity: 2 })).message).toBe(
      'Not enough unused tickets on this QR code (1 remaining)',
    );

    const id = (applied.result as { id: number }).id;
    expect(
      (await call(t, 'POST', `/admin/orderReturn/approve/${id}`, { token: staff.token, body: {} })).result,
    ).toMatchObject({ status: 2, amount: 3800, quantity: 1, kind: 'ticket' });
    expect(await remaining(t, sale.id)).toBe(8);
    const after = await view(token, order.orderNo);
    expect(after.ticket).toMatchObject({
      quantity: 3,
      usedQuantity: 1,
      refundedQuantity: 1,
      remainingQuantity: 1,
      refundUnderReview: false,
      qrToken: qr,
    });
    expect(after.lines[0]).toMatchObject({ refundedQuantity: 1, refundableQuantity: 1 });

    // The QR keeps working for the one remaining ticket, and only for it.
    expect((await checkIn({ token: qr, performanceId: show.id, quantity: 2 })).message).toBe(
      'Not enough unused tickets on this QR code (1 remaining)',
    );
    expect((await checkIn({ token: qr, performanceId: show.id })).result).toMatchObject({
      quantity: 3,
      usedQuantity: 2,
      refundedQuantity: 1,
      remainingQuantity: 0,
    });
    expect((await apply(token, { orderNo: order.orderNo, reason: 'again' })).message).toBe(
      'This order has already been refunded',
    );
  });

  it('the amount comes from the unit price actually paid (member discount included); the rest defaults to all refundable', async () => {
    await insertPackage(t.deps.database.db, {
      userType: 2,
      nameZh: '年度会员',
      nameEn: 'Annual member',
      durationDays: 365,
      priceCents: 12800,
      originalPriceCents: 16800,
      ticketDiscountPercent: 10,
    });
    const { token, order, sale } = await paidAt(3, hour, {
      userType: 2,
      memberExpiresAt: new Date(t.clock.now().getTime() + 30 * 24 * hour),
    });
    expect(order.totalAmount).toBe(10260);
    const first = (await apply(token, { orderNo: order.orderNo, reason: 'One cannot come', quantity: 1 })).result as {
      id: number;
      amount: number;
    };
    expect(first.amount).toBe(3420);
    await call(t, 'POST', `/admin/orderReturn/approve/${first.id}`, { token: staff.token, body: {} });
    // No quantity: every ticket still refundable, and the two refunds add up to what was paid.
    const rest = (await apply(token, { orderNo: order.orderNo, reason: 'None of us can come' })).result as {
      id: number;
      amount: number;
      quantity: number;
    };
    expect(rest).toMatchObject({ amount: 6840, quantity: 2 });
    await call(t, 'POST', `/admin/orderReturn/approve/${rest.id}`, { token: staff.token, body: {} });
    expect(await remaining(t, sale.id)).toBe(10);
    expect((await view(token, order.orderNo)).ticket).toMatchObject({
      refundedQuantity: 3,
      remainingQuantity: 0,
      qrToken: null,
    });
  });

  it('check-in answers the show: title, date and time, venue, category, used and remaining', async () => {
    const { order, show, sale } = await paidAt(2);
    const r = (await checkIn({ token: order.ticket.qrToken, performanceId: show.id })).result;
    expect(r).toEqual({
      orderNo: order.orderNo,
      title: 'Test performance',
      performanceId: show.id,
      eventAt: sale.eventAt.toISOString(),
      validUntil: sale.validUntil.toISOString(),
      venue: 'Nam Hwa Theatre',
      category: null,
      quantity: 2,
      usedQuantity: 1,
      refundedQuantity: 0,
      remainingQuantity: 1,
      overridden: false,
    });
    expect((await checkIn({ token: order.ticket.qrToken }, 'zh-Hans')).message).toBe('请选择入场的演出场次');
  });

  it('outside the window or at another show: refused with the reason; staff may override with a recorded reason', async () => {
    const { order, show } = await paidAt(2, 72 * hour);
    const qr = order.ticket.qrToken!;
    const early = await checkIn({ token: qr, performanceId: show.id });
    expect(early.code).toBe(1003);
    expect(early.message).toMatch(
      /^Check-in has not opened yet: “Test performance” starts on \d\d\/\d\d\/\d{4} at \d\d:\d\d; admission from \d\d\/\d\d\/\d{4} \d\d:\d\d$/,
    );
    expect((await checkIn({ token: qr, performanceId: show.id }, 'zh-Hans')).message).toMatch(
      /^尚未开始入场：「测试场次」于 \d\d\/\d\d\/\d{4} \d\d:\d\d 开演/,
    );
    const other = await makeShow(
      t,
      new Date(t.clock.now().getTime() + hour),
      new Date(t.clock.now().getTime() + 4 * hour),
    );
    const wrong = await checkIn({ token: qr, performanceId: other.id });
    expect(wrong.message).toMatch(
      /^This ticket is not for this performance: it is for “Test performance” on \d\d\/\d\d\/\d{4} at \d\d:\d\d, Nam Hwa Theatre$/,
    );
    expect((await checkIn({ token: qr, performanceId: other.id, overrideReason: '   ' })).message).toBe(
      'Please enter the reason for admitting anyway',
    );

    const over = await checkIn({
      token: qr,
      performanceId: other.id,
      overrideReason: 'Guest exchanged at the box office',
    });
    expect(over.result).toMatchObject({
      overridden: true,
      usedQuantity: 1,
      remainingQuantity: 1,
      performanceId: show.id,
    });
    const overrides = () =>
      t.deps.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.actorId, staff.user.id), eq(auditLog.action, 'ticket.checkIn.override')));
    const audit = await overrides();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'ticket.checkIn.override',
      entity: 'ticketPass',
      reason: 'Guest exchanged at the box office',
    });
    expect(audit[0]!.after).toMatchObject({
      orderNo: order.orderNo,
      admittedFor: other.id,
      quantity: 1,
      refusal: 'msg.ticket.checkInWrongShow',
    });

    // After the end: refused again, with when it ended.
    t.clock.advance(76 * hour);
    staff = { ...staff, token: (await t.signIn(staff.user)).accessToken };
    expect((await checkIn({ token: qr, performanceId: show.id })).message).toMatch(
      /^This performance is over: “Test performance” started on \d\d\/\d\d\/\d{4} at \d\d:\d\d and ended at \d\d\/\d\d\/\d{4} \d\d:\d\d$/,
    );
    expect(
      (await checkIn({ token: qr, performanceId: show.id, overrideReason: 'Left a coat inside' })).result,
    ).toMatchObject({ overridden: true, remainingQuantity: 0 });
    // An override never admits a refused code (unknown, used up).
    expect((await checkIn({ token: qr, performanceId: show.id, overrideReason: 'x' })).message).toBe(
      'Not enough unused tickets on this QR code (0 remaining)',
    );
    expect(await overrides()).toHaveLength(2);
  });

  it('the window opens CHECKIN_OPENS_MINUTES before the start (default 2 h)', async () => {
    const { order, show } = await paidAt(1, 2 * hour + 60_000);
    expect((await checkIn({ token: order.ticket.qrToken, performanceId: show.id })).code).toBe(1003);
    t.clock.advance(60_000);
    expect((await checkIn({ token: order.ticket.qrToken, performanceId: show.id })).code).toBe(1002);
  });
});
