import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { ticketTransfers, userMessages } from '../../db/schema/index.js';
import { buy, call, closeQuietly, getOrder, makeSale, member, paidTickets } from './test-kit.js';

type Ticket = {
  id: number;
  seq: number;
  of: number;
  state: string;
  qrToken: string | null;
  givenTo?: string | null;
  transferable?: boolean;
  link?: { expiresAt: string } | null;
};
type Order = {
  id: number;
  orderNo: string;
  ticket: { quantity: number; remainingQuantity: number; qrToken: string | null; tickets: Ticket[] };
};
type Received = {
  id: number;
  seq: number;
  of: number;
  state: string;
  qrToken: string | null;
  from: string;
  title: string;
  transferable: boolean;
};
type Seat = { seq: number; generation: number; used: boolean; held: boolean; buyer: boolean };
type Outcome = { outcome: string; admitted: number };
const hour = 3_600_000;

describe.skipIf(pgUnavailable())('giving one ticket to another member or by link (issue 34 item 3)', () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof member>>;
  beforeAll(async () => {
    t = await buildTestApp();
    staff = await member(t, { role: 'boxOffice' });
  });
  afterAll(() => closeQuietly(t));

  /** A member's paid order of `quantity` tickets for a performance starting in an hour. */
  const paid = (quantity: number) =>
    paidTickets<Order>(t, quantity, { over: { nickName: `Giver ${randomUUID().slice(0, 4)}` } });
  const post = (token: string, path: string, body: object, lang: 'en' | 'zh-Hans' = 'en') =>
    call(t, 'POST', path, { token, body, lang });
  const view = async (token: string, orderNo: string) => (await getOrder(t, token, orderNo)).result as Order;
  const received = async (token: string) =>
    (await call(t, 'GET', '/ticket/received/get', { token })).result as Received[];
  const checkIn = (body: object, lang: 'en' | 'zh-Hans' = 'en') =>
    call(t, 'POST', '/admin/ticket/checkIn', { token: staff.token, body, lang });
  const pack = async (id: number) =>
    (await call(t, 'GET', `/admin/door/performance/${id}`, { token: staff.token })).result as {
      tickets: { id: number; seats: Seat[] }[];
    };
  const sync = async (performanceId: number, code: string) =>
    (
      (
        await call(t, 'POST', '/admin/door/sync', {
          token: staff.token,
          body: {
            performanceId,
            scans: [
              { nonce: randomUUID(), scannedAt: t.clock.now().toISOString(), deviceId: 'door-a', count: 1, code },
            ],
          },
        })
      ).result as { results: Outcome[] }
    ).results[0]!;

  it('gives a ticket to a member by e-mail: it moves to their folder, the giver’s code is refused as transferred, theirs admits once', async () => {
    const a = await paid(2);
    const b = await member(t, { nickName: 'Receiver B' });
    const [first, second] = a.order.ticket.tickets;
    const oldCode = second!.qrToken!;
    expect(second).toMatchObject({ state: 'valid', transferable: true, givenTo: null, link: null });

    const gave = await post(a.token, '/ticket/transfer/toMember', {
      ticketId: second!.id,
      email: b.user.email!.toUpperCase(),
    });
    expect(gave.code, gave.message).toBe(1002);

    // The giver: "given to B", no code for it, one ticket left of their own.
    const mine = await view(a.token, a.order.orderNo);
    expect(mine.ticket.tickets.map((x) => [x.seq, x.state, x.givenTo, x.qrToken !== null])).toEqual([
      [1, 'valid', null, true],
      [2, 'given', 'Receiver B', false],
    ]);
    expect(mine.ticket.remainingQuantity).toBe(1);
    // The receiver: in their folder with the performance and a code of its own; a message tells them.
    const theirs = await received(b.token);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({
      id: second!.id,
      seq: 2,
      of: 2,
      state: 'valid',
      from: a.user.nickName,
      title: 'Test performance',
    });
    expect(theirs[0]!.qrToken).not.toBe(oldCode);
    const msgs = await t.deps.database.db.select().from(userMessages).where(eq(userMessages.userId, b.user.id));
    expect(msgs.map((m) => m.titleEn)).toContain('A ticket was given to you');

    // The door: the giver's old copy refused as transferred (online and when a device syncs it), the new one admits once.
    expect((await checkIn({ token: oldCode, performanceId: a.show.id })).message).toBe(
      'This ticket was transferred to another member; this code no longer admits',
    );
    expect((await checkIn({ token: oldCode, performanceId: a.show.id }, 'zh-Hans')).message).toBe(
      '这张门票已转赠给其他会员，此二维码不能再入场',
    );
    expect(await sync(a.show.id, oldCode)).toMatchObject({ outcome: 'transferred', admitted: 0 });
    expect((await checkIn({ token: theirs[0]!.qrToken, performanceId: a.show.id })).result).toMatchObject({
      usedQuantity: 1,
    });
    expect((await checkIn({ token: theirs[0]!.qrToken, performanceId: a.show.id })).message).toBe(
      'This ticket has already been used',
    );
    expect(await sync(a.show.id, theirs[0]!.qrToken!)).toMatchObject({ outcome: 'conflict', admitted: 0 });
    // The order's own code no longer admits the given ticket; the giver's first ticket is admitted separately.
    expect((await checkIn({ token: mine.ticket.qrToken, performanceId: a.show.id, quantity: 2 })).message).toBe(
      'Not enough unused tickets on this QR code (1 remaining)',
    );
    expect((await checkIn({ token: first!.qrToken, performanceId: a.show.id })).result).toMatchObject({
      usedQuantity: 2,
      remainingQuantity: 0,
    });
    // The door's offline pack knows the ticket's new generation and that the buyer no longer holds it.
    expect((await pack(a.show.id)).tickets.find((x) => x.id === a.order.id)!.seats).toEqual([
      { seq: 1, generation: 0, used: true, held: false, buyer: true },
      { seq: 2, generation: 1, used: true, held: false, buyer: false },
    ]);
  });

  it('a link is claimed once by another signed-in member; the giver can cancel an open one; the revocations report the move', async () => {
    const a = await paid(3);
    const b = await member(t);
    const c = await member(t);
    const ticket = a.order.ticket.tickets[0]!;
    const since = t.clock.now().toISOString();
    const link = (await post(a.token, '/ticket/transfer/createLink', { ticketId: ticket.id })).result as {
      token: string;
      expiresAt: string;
    };
    expect(link.token.length).toBeGreaterThanOrEqual(32);
    expect(link.expiresAt).toBe(a.show.endAt.toISOString());
    // Only the token's hash is kept.
    const [row] = await t.deps.database.db
      .select()
      .from(ticketTransfers)
      .where(eq(ticketTransfers.ticketId, ticket.id));
    expect(row!.tokenHash).not.toContain(link.token);
    expect((await view(a.token, a.order.orderNo)).ticket.tickets[0]!.link).toEqual({ expiresAt: link.expiresAt });

    // Cancelled: the link no longer claims; a new one replaces it.
    expect((await post(a.token, '/ticket/transfer/cancelLink', { ticketId: ticket.id })).code).toBe(1002);
    expect((await post(a.token, '/ticket/transfer/cancelLink', { ticketId: ticket.id })).message).toBe(
      'This ticket has no open claim link',
    );
    expect(
      (
        (await call(t, 'GET', `/ticket/transfer/claim/get?token=${link.token}`, { token: b.token })).result as {
          state: string;
        }
      ).state,
    ).toBe('cancelled');
    expect((await post(b.token, '/ticket/transfer/claim', { token: link.token })).message).toBe(
      'The giver cancelled this claim link',
    );
    const again = (await post(a.token, '/ticket/transfer/createLink', { ticketId: ticket.id })).result as {
      token: string;
    };

    // The giver opening their own link is told to send it on.
    expect(
      (
        (await call(t, 'GET', `/ticket/transfer/claim/get?token=${again.token}`, { token: a.token })).result as {
          state: string;
        }
      ).state,
    ).toBe('own');
    expect((await post(a.token, '/ticket/transfer/claim', { token: again.token })).message).toBe(
      'This is your own ticket’s link; send it to the person who will come',
    );
    const offer = (
      await call(t, 'GET', `/ticket/transfer/claim/get?token=${again.token}`, { token: b.token, lang: 'zh-Hans' })
    ).result;
    expect(offer).toMatchObject({ state: 'open', from: a.user.nickName, title: '测试场次', seq: 1, of: 3 });

    // B claims it; C, later, cannot (single use), nor can B twice.
    const claimed = await post(b.token, '/ticket/transfer/claim', { token: again.token });
    expect(claimed.code, claimed.message).toBe(1002);
    expect(claimed.result).toMatchObject({ id: ticket.id, state: 'valid', from: a.user.nickName });
    expect((await post(c.token, '/ticket/transfer/claim', { token: again.token })).message).toBe(
      'This claim link has already been used',
    );
    expect((await post(b.token, '/ticket/transfer/claim', { token: again.token }, 'zh-Hans')).message).toBe(
      '这个转赠链接已被领取',
    );
    expect(await received(c.token)).toHaveLength(0);

    // A shared ticket admits once and the original's copy is refused.
    expect((await checkIn({ token: ticket.qrToken, performanceId: a.show.id })).message).toBe(
      'This ticket was transferred to another member; this code no longer admits',
    );
    const code = (claimed.result as Received).qrToken!;
    expect(await sync(a.show.id, code)).toMatchObject({ outcome: 'admitted', admitted: 1 });
    expect((await checkIn({ token: code, performanceId: a.show.id })).message).toBe(
      'This ticket has already been used',
    );

    // A device holding the pack from before learns of the move from the revocations.
    const changes = (
      await call(t, 'GET', `/admin/door/revocations/${a.show.id}?since=${encodeURIComponent(since)}`, {
        token: staff.token,
      })
    ).result as { changes: { id: number; seats: Seat[] }[] };
    expect(changes.changes.find((x) => x.id === a.order.id)!.seats[0]).toMatchObject({
      seq: 1,
      generation: 1,
      buyer: false,
    });
  });

  it('claim links race: of many members claiming at once exactly one gets the ticket', async () => {
    const a = await paid(1);
    const link = (await post(a.token, '/ticket/transfer/createLink', { ticketId: a.order.ticket.tickets[0]!.id }))
      .result as { token: string };
    const others = await Promise.all([1, 2, 3, 4].map(() => member(t)));
    const answers = await Promise.all(
      others.map((m) => post(m.token, '/ticket/transfer/claim', { token: link.token })),
    );
    expect(answers.filter((r) => r.code === 1002)).toHaveLength(1);
    expect(answers.every((r) => r.status < 500)).toBe(true);
  });

  it('refuses what may not be given: another member’s ticket (not found), used, under refund, refunded, started, unpaid, unknown recipient, oneself', async () => {
    const a = await paid(3);
    const b = await member(t);
    const [one, two, three] = a.order.ticket.tickets;
    const give = (token: string, ticketId: number, email = b.user.email!, lang: 'en' | 'zh-Hans' = 'en') =>
      post(token, '/ticket/transfer/toMember', { ticketId, email }, lang);
    // Another member's ticket: not found, and nothing moved.
    expect((await give(b.token, one!.id, a.user.email!)).message).toBe('This ticket was not found');
    expect((await post(b.token, '/ticket/transfer/createLink', { ticketId: one!.id })).message).toBe(
      'This ticket was not found',
    );
    expect((await post(b.token, '/ticket/transfer/cancelLink', { ticketId: one!.id })).message).toBe(
      'This ticket was not found',
    );
    expect((await give(a.token, one!.id, 'nobody-here@example.com')).message).toBe(
      'No member account uses this e-mail; check it, or give the ticket by link instead',
    );
    expect((await give(a.token, one!.id, 'not an e-mail')).code).toBe(1003);
    expect((await give(a.token, one!.id, a.user.email!)).message).toBe('You cannot give a ticket to yourself');
    expect((await give(a.token, one!.id, a.user.email!, 'zh-Hans')).message).toBe('不能把门票转赠给自己');
    expect((await post(a.token, '/ticket/transfer/claim', { token: 'x'.repeat(32) })).message).toBe(
      'This claim link is not valid; please check with the person who sent it',
    );
    // Used.
    expect((await checkIn({ token: one!.qrToken, performanceId: a.show.id })).code).toBe(1002);
    expect((await give(a.token, one!.id)).message).toBe('This ticket has been used and cannot be given');
    // Under a refund request (the last seat is named), then refunded.
    const applied = (
      await post(a.token, '/ticket/orderReturn/apply', { orderNo: a.order.orderNo, reason: 'ill', quantity: 1 })
    ).result as { id: number };
    expect((await give(a.token, three!.id)).message).toBe(
      'A refund for this ticket is under review; it cannot be given',
    );
    expect((await view(a.token, a.order.orderNo)).ticket.tickets.map((x) => x.transferable)).toEqual([
      false,
      true,
      false,
    ]);
    expect(
      (await call(t, 'POST', `/admin/orderReturn/approve/${applied.id}`, { token: staff.token, body: {} })).code,
    ).toBe(1002);
    expect((await give(a.token, three!.id)).message).toBe('This ticket was refunded and cannot be given');
    expect(await received(b.token)).toHaveLength(0);
    // A link made before the performance cannot be claimed once it has started; nor can anything be given then.
    const link = (await post(a.token, '/ticket/transfer/createLink', { ticketId: two!.id })).result as {
      token: string;
    };
    t.clock.advance(hour + 1000);
    // Sessions issued an hour ago have expired: sign in again.
    for (const m of [a, b, staff]) m.token = (await t.signIn(m.user)).accessToken;
    expect((await give(a.token, two!.id)).message).toBe(
      'The performance has started; the ticket can no longer be given',
    );
    expect((await post(b.token, '/ticket/transfer/claim', { token: link.token })).message).toBe(
      'The performance has started; the ticket can no longer be given',
    );
    // An unpaid order has no tickets to give.
    const now = t.clock.now().getTime();
    const later = await makeSale(t, 5, {
      eventAt: new Date(now + 5 * hour),
      validUntil: new Date(now + 8 * hour),
      saleEndAt: new Date(now + 4 * hour),
    });
    const unpaid = (await buy(t, a.token, { saleId: later.id, quantity: 1 })).result as Order;
    expect((await view(a.token, unpaid.orderNo)).ticket).toMatchObject({ qrToken: null, tickets: [] });
  });

  it('the buyer cannot refund a ticket they gave away; the holder may give it on, and back', async () => {
    const a = await paid(2);
    const b = await member(t);
    const c = await member(t);
    const ticket = a.order.ticket.tickets[1]!;
    expect((await post(a.token, '/ticket/transfer/toMember', { ticketId: ticket.id, email: b.user.email! })).code).toBe(
      1002,
    );
    // Asking for both back: only the one still held can be named.
    expect(
      (
        await post(a.token, '/ticket/orderReturn/apply', {
          orderNo: a.order.orderNo,
          reason: 'plans changed',
          quantity: 2,
        })
      ).code,
    ).toBe(1003);
    // B gives it on to C by e-mail; A's and B's copies are both refused now, C's admits.
    const bCode = (await received(b.token))[0]!.qrToken!;
    expect((await post(b.token, '/ticket/transfer/toMember', { ticketId: ticket.id, email: c.user.email! })).code).toBe(
      1002,
    );
    expect(await received(b.token)).toHaveLength(0);
    expect((await view(a.token, a.order.orderNo)).ticket.tickets[1]).toMatchObject({
      state: 'given',
      givenTo: c.user.nickName,
    });
    expect((await checkIn({ token: bCode, performanceId: a.show.id })).message).toBe(
      'This ticket was transferred to another member; this code no longer admits',
    );
    // C gives it back to A: A's own again (a fresh code), refundable again.
    expect((await post(c.token, '/ticket/transfer/toMember', { ticketId: ticket.id, email: a.user.email! })).code).toBe(
      1002,
    );
    const back = (await view(a.token, a.order.orderNo)).ticket.tickets[1]!;
    expect(back).toMatchObject({ state: 'valid', givenTo: null });
    expect(back.qrToken).not.toBe(ticket.qrToken);
    expect((await checkIn({ token: back.qrToken, performanceId: a.show.id })).result).toMatchObject({
      usedQuantity: 1,
    });
  });
});
