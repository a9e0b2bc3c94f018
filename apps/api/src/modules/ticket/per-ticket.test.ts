import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { tickets } from '../../db/schema/index.js';
import { createDoorKeys } from '../door/keys.js';
import { verifyCode } from '../door/codes.js';
import { call, closeQuietly, getOrder, member, paidTickets } from './test-kit.js';

type Ticket = { id: number; seq: number; of: number; state: string; qrToken: string | null };
type Order = {
  id: number;
  orderNo: string;
  ticket: {
    quantity: number;
    usedQuantity: number;
    remainingQuantity: number;
    refundUnderReview: boolean;
    qrToken: string | null;
    tickets: Ticket[];
  };
};
type Seat = { seq: number; generation: number; used: boolean; held: boolean; buyer: boolean };
type Pack = { tickets: { id: number; count: number; used: number; seats: Seat[] }[]; revoked: number[] };

describe.skipIf(pgUnavailable())(
  'one code per ticket; a refund of some tickets holds back only those (issue 34 items 2 and 3)',
  () => {
    let t: TestApp;
    let staff: Awaited<ReturnType<typeof member>>;
    beforeAll(async () => {
      t = await buildTestApp();
      staff = await member(t, { role: 'boxOffice' });
    });
    afterAll(() => closeQuietly(t));

    const paid = (quantity: number) => paidTickets<Order>(t, quantity);
    const checkIn = (body: object, lang: 'en' | 'zh-Hans' = 'en') =>
      call(t, 'POST', '/admin/ticket/checkIn', { token: staff.token, body, lang });
    const view = async (token: string, orderNo: string) => (await getOrder(t, token, orderNo)).result as Order;
    const pack = async (id: number) =>
      (await call(t, 'GET', `/admin/door/performance/${id}`, { token: staff.token })).result as Pack;
    const sync = (performanceId: number, scans: object[]) =>
      call(t, 'POST', '/admin/door/sync', { token: staff.token, body: { performanceId, scans } });
    const scan = (code: string, deviceId = 'door-a') => ({
      nonce: randomUUID(),
      scannedAt: t.clock.now().toISOString(),
      deviceId,
      count: 1,
      code,
    });

    it('asking to refund 1 of 3 keeps the other 2 scannable; the one under refund is refused, also offline', async () => {
      const { token, order, show } = await paid(3);
      const applied = await call(t, 'POST', '/ticket/orderReturn/apply', {
        token,
        body: { orderNo: order.orderNo, reason: 'One guest is ill', quantity: 1 },
      });
      expect(applied.code).toBe(1002);
      const v = await view(token, order.orderNo);
      expect(v.ticket).toMatchObject({ refundUnderReview: true, remainingQuantity: 3 });
      expect(v.ticket.qrToken).not.toBeNull();
      // The last ticket is the one under refund; the two kept show their codes (the phone keeps them offline).
      expect(v.ticket.tickets.map((x) => [x.seq, x.of, x.state, x.qrToken !== null])).toEqual([
        [1, 3, 'valid', true],
        [2, 3, 'valid', true],
        [3, 3, 'refundPending', false],
      ]);
      // The door's pack holds back that ticket only.
      const p = (await pack(show.id)).tickets.find((x) => x.id === order.id)!;
      expect(p.seats.map((s) => s.held)).toEqual([false, false, true]);
      expect((await pack(show.id)).revoked).not.toContain(order.id);
      // The order's code admits the two kept, not the third.
      expect((await checkIn({ token: v.ticket.qrToken, performanceId: show.id, quantity: 3 })).message).toBe(
        'Not enough unused tickets on this QR code (2 remaining)',
      );
      expect((await checkIn({ token: v.ticket.tickets[0]!.qrToken, performanceId: show.id })).result).toMatchObject({
        usedQuantity: 1,
      });
      expect((await checkIn({ token: v.ticket.qrToken, performanceId: show.id, quantity: 1 })).result).toMatchObject({
        usedQuantity: 2,
      });
      expect((await checkIn({ token: v.ticket.qrToken, performanceId: show.id })).message).toBe(
        'A refund for this order is under review; its tickets cannot be used now',
      );
      // Rejected: the third ticket admits again.
      const id = (applied.result as { id: number }).id;
      expect(
        (await call(t, 'POST', `/admin/orderReturn/reject/${id}`, { token: staff.token, body: { reason: 'Too late' } }))
          .code,
      ).toBe(1002);
      const after = await view(token, order.orderNo);
      expect(after.ticket.tickets.map((x) => x.state)).toEqual(['used', 'used', 'valid']);
      expect((await checkIn({ token: after.ticket.tickets[2]!.qrToken, performanceId: show.id })).result).toMatchObject(
        { usedQuantity: 3, remainingQuantity: 0 },
      );
    });

    it('an approved refund of 1 of 3 voids that ticket’s code only; a refunded ticket is refused by its own code', async () => {
      const { token, order, show } = await paid(3);
      const codes = order.ticket.tickets.map((x) => x.qrToken!);
      const applied = (
        await call(t, 'POST', '/ticket/orderReturn/apply', {
          token,
          body: { orderNo: order.orderNo, reason: 'ill', quantity: 1 },
        })
      ).result as { id: number };
      expect((await checkIn({ token: codes[2], performanceId: show.id })).message).toBe(
        'A refund for this ticket is under review; it cannot be used now',
      );
      expect((await checkIn({ token: codes[2], performanceId: show.id }, 'zh-Hans')).message).toBe(
        '这张门票退款审核中，暂不能入场',
      );
      expect(
        (await call(t, 'POST', `/admin/orderReturn/approve/${applied.id}`, { token: staff.token, body: {} })).code,
      ).toBe(1002);
      expect((await checkIn({ token: codes[2], performanceId: show.id })).message).toBe(
        'This ticket was refunded; it no longer admits',
      );
      const v = await view(token, order.orderNo);
      expect(v.ticket.tickets.map((x) => x.state)).toEqual(['valid', 'valid', 'refunded']);
      expect(v.ticket.remainingQuantity).toBe(2);
      expect((await checkIn({ token: codes[1], performanceId: show.id })).result).toMatchObject({
        usedQuantity: 1,
        refundedQuantity: 1,
        remainingQuantity: 1,
      });
    });

    it('two tickets of one order are admitted separately, each once; the signed code names the ticket', async () => {
      const { order, show } = await paid(2);
      const [a, b] = order.ticket.tickets;
      expect(a!.qrToken).toHaveLength(106);
      expect(a!.qrToken).not.toBe(b!.qrToken);
      const publicKey = (await createDoorKeys({ db: t.deps.database.db, clock: t.clock }).pair()).publicKey;
      expect(verifyCode(publicKey, b!.qrToken!)).toMatchObject({
        orderId: order.id,
        performanceId: show.id,
        count: 1,
        seq: 2,
        generation: 0,
      });
      // The first guest online, the second at another door offline (synced later).
      expect((await checkIn({ token: a!.qrToken, performanceId: show.id })).result).toMatchObject({
        usedQuantity: 1,
        remainingQuantity: 1,
      });
      expect((await checkIn({ token: a!.qrToken, performanceId: show.id })).message).toBe(
        'This ticket has already been used',
      );
      const first = (await sync(show.id, [scan(b!.qrToken!, 'door-b')])).result as {
        results: { outcome: string; admitted: number }[];
      };
      expect(first.results[0]).toMatchObject({ outcome: 'admitted', admitted: 1 });
      // The same ticket scanned again on a third device: a conflict, nothing admitted.
      const again = (await sync(show.id, [scan(b!.qrToken!, 'door-c')])).result as {
        results: { outcome: string; admitted: number }[];
      };
      expect(again.results[0]).toMatchObject({ outcome: 'conflict', admitted: 0 });
      expect((await pack(show.id)).tickets.find((x) => x.id === order.id)).toMatchObject({
        used: 2,
        seats: [{ used: true }, { used: true }],
      });
    });

    it('two devices sync the same ticket at once: exactly one admits it', async () => {
      const { order, show } = await paid(2);
      const code = order.ticket.tickets[0]!.qrToken!;
      const answers = await Promise.all(['door-a', 'door-b', 'door-c'].map((d) => sync(show.id, [scan(code, d)])));
      const outcomes = answers.map(
        (r) => (r.result as { results: { outcome: string; admitted: number }[] }).results[0]!,
      );
      expect(outcomes.filter((o) => o.outcome === 'admitted')).toHaveLength(1);
      expect(outcomes.reduce((n, o) => n + o.admitted, 0)).toBe(1);
      const rows = await t.deps.database.db.select().from(tickets).where(eq(tickets.orderId, order.id));
      expect(rows.filter((r) => r.usedAt !== null)).toHaveLength(1);
    });

    it('an order’s one code (orders from before per-ticket codes) still admits its tickets at the door', async () => {
      const { order, show } = await paid(3);
      const code = order.ticket.qrToken!;
      const publicKey = (await createDoorKeys({ db: t.deps.database.db, clock: t.clock }).pair()).publicKey;
      expect(verifyCode(publicKey, code)).toMatchObject({ orderId: order.id, count: 3 });
      expect((await checkIn({ token: order.ticket.tickets[0]!.qrToken, performanceId: show.id })).result).toMatchObject(
        { usedQuantity: 1 },
      );
      // The order's code admits what is left, the ticket already admitted not again.
      expect((await checkIn({ token: code, performanceId: show.id, quantity: 3 })).message).toBe(
        'Not enough unused tickets on this QR code (2 remaining)',
      );
      const r = (await sync(show.id, [{ ...scan(code), count: 2 }])).result as {
        results: { outcome: string; admitted: number }[];
      };
      expect(r.results[0]).toMatchObject({ outcome: 'admitted', admitted: 2 });
      expect((await checkIn({ token: order.ticket.tickets[2]!.qrToken, performanceId: show.id })).message).toBe(
        'This ticket has already been used',
      );
    });
  },
);
