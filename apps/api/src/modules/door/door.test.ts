import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { auditLog, doorScans, ticketPasses } from '../../db/schema/index.js';
import { buy, call, closeQuietly, makeSale, makeShow, member, pay } from '../ticket/test-kit.js';
import { createDoorKeys } from './keys.js';
import { verifyCode } from './codes.js';

type Order = { id: number; orderNo: string; ticket: { qrToken: string | null; usedQuantity: number } };
type Pack = {
  performanceId: number;
  publicKey: string;
  tickets: { id: number; orderNo: string; count: number; used: number }[];
  revoked: number[];
  opensAt: string;
  closesAt: string;
};
type Result = { nonce: string; outcome: string; admitted: number; duplicate: boolean };
type Attendance = {
  admitted: number;
  sold: number;
  conflicts: number;
  conflictScans: { ticketId: number; outcome: string; admitted: number }[];
  recent: { ticketId: number | null; outcome: string; admitted: number; overrideReason: string | null }[];
};
const hour = 3_600_000;

describe.skipIf(pgUnavailable())('the door that works offline: signed codes, door pack, sync, attendance', () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof member>>;
  beforeAll(async () => {
    t = await buildTestApp();
    staff = await member(t, { role: 'boxOffice' });
  });
  afterAll(() => closeQuietly(t));

  /** A performance starting in `startsIn` (default 1 h: its check-in window, 2 h before the start, is open). */
  async function show(startsIn = hour) {
    const now = t.clock.now().getTime();
    const s = await makeShow(t, new Date(now + startsIn), new Date(now + startsIn + 3 * hour));
    const sale = await makeSale(t, 20, {
      theatreId: s.id,
      eventAt: s.startAt,
      validUntil: s.endAt,
      saleEndAt: new Date(now + 30 * 60_000),
    });
    return { show: s, sale };
  }
  async function ticket(saleId: number, quantity: number) {
    const m = await member(t);
    const o = (await buy(t, m.token, { saleId, quantity })).result as Order;
    const paid = (await pay(t, m.token, o.orderNo)).result as Order;
    const claim = verifyCode(
      (await createDoorKeys({ db: t.deps.database.db, clock: t.clock }).pair()).publicKey,
      paid.ticket.qrToken!,
    );
    return { ...m, order: paid, orderId: claim!.orderId, code: paid.ticket.qrToken! };
  }
  /** The plain (stored) code of an order. */
  async function plainOf(orderId: number) {
    const [p] = await t.deps.database.db.select().from(ticketPasses).where(eq(ticketPasses.orderId, orderId));
    return p!.qrToken;
  }
  const sync = (performanceId: number, scans: object[], token = staff.token, lang: 'en' | 'zh-Hans' = 'en') =>
    call(t, 'POST', '/admin/door/sync', { token, body: { performanceId, scans }, lang });
  const scan = (o: { ticketId?: number; code?: string }, over: object = {}) => ({
    nonce: randomUUID(),
    scannedAt: t.clock.now().toISOString(),
    deviceId: 'door-a',
    count: 1,
    ...o,
    ...over,
  });
  const attendance = async (id: number) =>
    (await call(t, 'GET', `/admin/door/attendance/${id}`, { token: staff.token })).result as Attendance;

  it('the member’s QR is a signed code the check-in accepts; a tampered one is refused; the key is kept across restarts', async () => {
    const { show: s, sale } = await show();
    const a = await ticket(sale.id, 2);
    expect(a.code).toHaveLength(106);
    const keys = createDoorKeys({ db: t.deps.database.db, clock: t.clock });
    expect(verifyCode((await keys.pair()).publicKey, a.code)).toMatchObject({
      orderId: a.orderId,
      performanceId: s.id,
      count: 2,
    });
    // The same code on every view (issued at payment).
    const again = (
      await call(t, 'POST', '/ticket/order/getByOrderNo', { token: a.token, form: { orderNo: a.order.orderNo } })
    ).result as Order;
    expect(again.ticket.qrToken).toBe(a.code);

    const tampered = a.code.slice(0, 10) + (a.code[10] === 'A' ? 'B' : 'A') + a.code.slice(11);
    expect(
      (
        await call(t, 'POST', '/admin/ticket/checkIn', {
          token: staff.token,
          body: { token: tampered, performanceId: s.id },
        })
      ).message,
    ).toBe('This ticket QR code is not valid');
    expect(
      (
        await call(t, 'POST', '/admin/ticket/checkIn', {
          token: staff.token,
          body: { token: a.code, performanceId: s.id },
        })
      ).result,
    ).toMatchObject({ usedQuantity: 1, remainingQuantity: 1 });
    // The older plain code keeps working.
    expect(
      (
        await call(t, 'POST', '/admin/ticket/checkIn', {
          token: staff.token,
          body: { token: await plainOf(a.orderId), performanceId: s.id },
        })
      ).result,
    ).toMatchObject({ usedQuantity: 2, remainingQuantity: 0 });

    // A second process (a new key holder on the same database) signs with the same key.
    const pack = (await call(t, 'GET', `/admin/door/performance/${s.id}`, { token: staff.token })).result as Pack;
    expect(Buffer.from((await keys.pair()).publicRaw, 'base64').equals(Buffer.from(pack.publicKey, 'base64'))).toBe(
      true,
    );
  });

  it('the door pack holds this performance’s tickets only, the revocations and the window', async () => {
    const one = await show();
    const other = await show();
    const a = await ticket(one.sale.id, 2);
    const b = await ticket(one.sale.id, 1);
    const c = await ticket(other.sale.id, 3);
    const applied = await call(t, 'POST', '/ticket/orderReturn/apply', {
      token: b.token,
      body: { orderNo: b.order.orderNo, reason: 'cannot come' },
    });
    expect(applied.code).toBe(1002);
    const pack = (await call(t, 'GET', `/admin/door/performance/${one.show.id}`, { token: staff.token }))
      .result as Pack;
    expect(pack.tickets.map((x) => x.id).sort()).toEqual([a.orderId, b.orderId].sort());
    expect(pack.tickets.some((x) => x.id === c.orderId)).toBe(false);
    expect(pack.tickets.find((x) => x.id === a.orderId)).toMatchObject({ count: 2, used: 0, orderNo: a.order.orderNo });
    expect(pack.revoked).toEqual([b.orderId]);
    expect(pack.opensAt).toBe(new Date(one.show.startAt.getTime() - 120 * 60_000).toISOString());
    expect(pack.closesAt).toBe(one.show.endAt.toISOString());
    expect((await call(t, 'GET', '/admin/door/performance/99999999', { token: staff.token })).message).toBe(
      'This performance does not exist',
    );
  });

  it('sync records each scan once by nonce (a retried batch changes nothing) and detects conflicts with exact counts', async () => {
    const { show: s, sale } = await show();
    const a = await ticket(sale.id, 2);
    const b = await ticket(sale.id, 1);
    // Device A admits a's 2 and b's 1 offline; device B admits a again (1) and b again (1): two conflicts.
    const batchA = [scan({ code: a.code }, { count: 2 }), scan({ ticketId: b.orderId })];
    const later = new Date(t.clock.now().getTime() + 60_000).toISOString();
    const batchB = [
      scan({ code: a.code }, { deviceId: 'door-b', scannedAt: later }),
      scan({ ticketId: b.orderId }, { deviceId: 'door-b', scannedAt: later }),
    ];
    const first = (await sync(s.id, batchA)).result as { results: Result[] };
    expect(first.results.map((r) => [r.outcome, r.admitted, r.duplicate])).toEqual([
      ['admitted', 2, false],
      ['admitted', 1, false],
    ]);
    const retry = (await sync(s.id, batchA)).result as { results: Result[] };
    expect(retry.results.map((r) => [r.outcome, r.admitted, r.duplicate])).toEqual([
      ['admitted', 2, true],
      ['admitted', 1, true],
    ]);
    const second = (await sync(s.id, batchB)).result as { results: Result[] };
    expect(second.results.map((r) => [r.outcome, r.admitted])).toEqual([
      ['conflict', 0],
      ['conflict', 0],
    ]);
    // Concurrent retries of the same batch record it once.
    await Promise.all([sync(s.id, batchB), sync(s.id, batchB), sync(s.id, batchA)]);
    const rows = await t.deps.database.db.select().from(doorScans).where(eq(doorScans.performanceId, s.id));
    expect(rows).toHaveLength(4);
    const att = await attendance(s.id);
    expect(att).toMatchObject({ admitted: 3, sold: 3, conflicts: 2 });
    expect(att.conflictScans.map((x) => x.ticketId).sort()).toEqual([a.orderId, b.orderId].sort());
    expect(att.recent).toHaveLength(4);
  });

  it('applied in scan order, not arrival order; a partial admission is a conflict; refunded → revoked; other show → wrongShow; forged → invalid', async () => {
    const { show: s, sale } = await show();
    const other = await show();
    const a = await ticket(sale.id, 2);
    const r = await ticket(sale.id, 1);
    const w = await ticket(other.sale.id, 1);
    const now = t.clock.now().getTime();
    const at = (m: number) => new Date(now + m * 60_000).toISOString();
    await call(t, 'POST', '/ticket/orderReturn/apply', {
      token: r.token,
      body: { orderNo: r.order.orderNo, reason: 'ill' },
    });
    const forged = a.code.slice(0, 100) + (a.code[100] === 'A' ? 'B' : 'A') + a.code.slice(101);
    const res = (
      await sync(s.id, [
        scan({ code: a.code }, { scannedAt: at(5), count: 2 }),
        scan({ code: a.code }, { scannedAt: at(1), count: 1, deviceId: 'door-b' }),
        scan({ code: r.code }, { scannedAt: at(2) }),
        scan({ code: w.code }, { scannedAt: at(3) }),
        scan({ code: forged }, { scannedAt: at(4) }),
      ])
    ).result as { results: Result[] };
    expect(res.results.map((x) => [x.outcome, x.admitted])).toEqual([
      ['conflict', 1],
      ['admitted', 1],
      ['revoked', 0],
      ['wrongShow', 0],
      ['invalid', 0],
    ]);
    expect(await attendance(s.id)).toMatchObject({ admitted: 2, sold: 3, conflicts: 2 });
  });

  it('outside the check-in window a scan admits no one (outsideWindow) unless it carries an override reason, which is recorded and audited', async () => {
    // Starts in 5 h: the window opens 2 h before, so now is too early.
    const { show: s, sale } = await show(5 * hour);
    const a = await ticket(sale.id, 2);
    const b = await ticket(sale.id, 1);
    const refused = (await sync(s.id, [scan({ code: a.code }), scan({ ticketId: b.orderId })])).result as {
      results: Result[];
    };
    expect(refused.results.map((r) => [r.outcome, r.admitted])).toEqual([
      ['outsideWindow', 0],
      ['outsideWindow', 0],
    ]);
    expect((await attendance(s.id)).admitted).toBe(0);

    // A blank reason is bad input: a localized message, nothing stored.
    const blank = await sync(s.id, [scan({ code: a.code }, { overrideReason: '   ' })], staff.token, 'zh-Hans');
    expect(blank.code).toBe(1003);
    expect(blank.message).toBe('请填写仍然放行的原因（1–200 个字符）');
    expect((await sync(s.id, [scan({ code: a.code }, { overrideReason: 'x'.repeat(201) })])).message).toBe(
      'Give the reason for admitting anyway (1–200 characters)',
    );
    expect(await t.deps.database.db.select().from(doorScans).where(eq(doorScans.performanceId, s.id))).toHaveLength(2);

    const over = (
      await sync(s.id, [
        scan({ code: a.code }, { count: 2, overrideReason: '  Early seating for a wheelchair user  ' }),
      ])
    ).result as { results: Result[] };
    expect(over.results.map((r) => [r.outcome, r.admitted])).toEqual([['admitted', 2]]);
    const att = await attendance(s.id);
    expect(att.admitted).toBe(2);
    expect(att.recent.filter((x) => x.outcome === 'admitted')).toEqual([
      expect.objectContaining({
        ticketId: a.orderId,
        admitted: 2,
        overrideReason: 'Early seating for a wheelchair user',
      }),
    ]);
    expect(att.recent.filter((x) => x.outcome === 'outsideWindow').map((x) => x.overrideReason)).toEqual([null, null]);
    const audit = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'door.override'), eq(auditLog.entityId, String(a.orderId))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: staff.user.id,
      entity: 'ticketPass',
      reason: 'Early seating for a wheelchair user',
    });
    expect(audit[0]!.after).toMatchObject({ performanceId: s.id, admitted: 2, refusal: 'tooEarly' });

    // Inside the window (scanned 4 h from now) no reason is needed, and an override of a used-up ticket still admits no one (nor is audited).
    const at = (h: number) => new Date(t.clock.now().getTime() + h * hour).toISOString();
    const inside = (
      await sync(s.id, [
        scan({ ticketId: b.orderId }, { scannedAt: at(4) }),
        scan({ code: a.code }, { scannedAt: at(4.5), overrideReason: 'again' }),
      ])
    ).result as { results: Result[] };
    expect(inside.results.map((r) => [r.outcome, r.admitted])).toEqual([
      ['admitted', 1],
      ['conflict', 0],
    ]);
    expect(
      await t.deps.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'door.override'), eq(auditLog.entityId, String(a.orderId)))),
    ).toHaveLength(1);
    // After the end (5 h + 3 h): closed, refused the same way.
    const c = await ticket(sale.id, 1);
    expect(
      (
        (await sync(s.id, [scan({ code: c.code }, { scannedAt: at(8.5) })])).result as { results: Result[] }
      ).results.map((r) => [r.outcome, r.admitted]),
    ).toEqual([['outsideWindow', 0]]);
    const late = (
      await sync(s.id, [scan({ code: c.code }, { scannedAt: at(8.6), overrideReason: 'Came back for a coat' })])
    ).result as { results: Result[] };
    expect(late.results.map((r) => [r.outcome, r.admitted])).toEqual([['admitted', 1]]);
    const [closed] = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'door.override'), eq(auditLog.entityId, String(c.orderId))));
    expect(closed).toMatchObject({
      reason: 'Came back for a coat',
      after: expect.objectContaining({ refusal: 'closed' }),
    });

    // The box office's order page lists the door's admissions of the order, with the override's reason.
    const page = (await call(t, 'GET', `/admin/order/get/ticket/${a.orderId}`, { token: staff.token })).result as {
      checkIns: { quantity: number; overrideReason: string | null; staff: string | null }[];
    };
    expect(page.checkIns.map((x) => [x.quantity, x.overrideReason, x.staff])).toEqual([
      [2, 'Early seating for a wheelchair user', staff.user.nickName],
    ]);
  });

  it('bad input gets a localized message and stores nothing; the calls are boxOffice’s by the table', async () => {
    const { show: s } = await show();
    const bad = await sync(
      s.id,
      [{ nonce: 'nope', scannedAt: t.clock.now().toISOString(), deviceId: 'x', ticketId: 1 }],
      staff.token,
      'zh-Hans',
    );
    expect(bad.code).toBe(1003);
    expect(bad.message).toBe('扫码记录的编号无效');
    expect(
      (await sync(s.id, [{ nonce: randomUUID(), scannedAt: t.clock.now().toISOString(), deviceId: 'x' }])).message,
    ).toBe('Give a ticket id or a QR code');
    expect((await sync(s.id, [])).message).toBe('Send at least one scan');
    expect(await t.deps.database.db.select().from(doorScans).where(eq(doorScans.performanceId, s.id))).toHaveLength(0);

    const editor = await member(t, { role: 'editor' });
    const plain = await member(t);
    for (const who of [editor.token, plain.token]) {
      const res = await call(t, 'GET', `/admin/door/performance/${s.id}`, { token: who });
      expect(res.code).toBe(1003);
      expect((await sync(s.id, [scan({ ticketId: 1 })], who)).code).not.toBe(1002);
      expect((await call(t, 'GET', `/admin/door/attendance/${s.id}`, { token: who })).code).not.toBe(1002);
    }
    const admin = await member(t, { role: 'admin' });
    expect((await call(t, 'GET', `/admin/door/attendance/${s.id}`, { token: admin.token })).result).toMatchObject({
      admitted: 0,
      sold: 0,
      conflicts: 0,
    });
  });
});
