import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  doorScans,
  membershipAdjustments,
  orders,
  refunds,
  ticketPasses,
  userMessages,
} from '../src/db/schema/index.js';
import { buyPackage, makePackages } from '../src/modules/membership/test-kit.js';
import { buy, call, makeSale, makeShow, member, pay } from '../src/modules/ticket/test-kit.js';
import { dbKind, pgUnavailable } from './helper.js';
import { twinSuite } from './twin-apps.js';

type Envelope = Awaited<ReturnType<typeof call>>;
const hour = 3_600_000;

/**
 * Staff writes that count something, hit by 100 simultaneous requests spread over two API instances on one
 * database (on PostgreSQL each with its own pool, as two processes): exactly one takes effect.
 */
describe.skipIf(pgUnavailable())(`staff writes under 100 simultaneous requests over two instances (${dbKind})`, () => {
  const twins = twinSuite();
  const either = twins.either;
  const tally = (answers: Envelope[]) => {
    const by: Record<string, number> = {};
    for (const a of answers) by[a.code === 1002 ? 'ok' : a.message] = (by[a.code === 1002 ? 'ok' : a.message] ?? 0) + 1;
    return by;
  };

  it('a membership cancelled with refund 100 times at once is cancelled and refunded once', async () => {
    const support = (await twins.t.signIn(await twins.t.createUser({ nickName: 'Support', role: 'support' })))
      .accessToken;
    const { annual } = await makePackages(twins.t);
    const m = await member(twins.t);
    const paid = await buyPackage(twins.t, m.token, annual.id);
    expect(paid.payStatus).toBe(1);

    const db = twins.t.deps.database.db;
    const n = async (q: Promise<{ n: number }[]>) => (await q)[0]!.n;
    const messages = () => n(db.select({ n: count() }).from(userMessages).where(eq(userMessages.userId, m.user.id)));
    const before = await messages();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        call(either(i), 'POST', `/admin/member/cancelMembership/${m.user.id}`, {
          token: support,
          body: { reason: 'moved abroad', refund: true },
        }),
      ),
    );
    expect(tally(answers)).toEqual({ ok: 1, 'This member has no membership in force': 99 });

    const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, paid.orderNo));
    const refundRows = await db
      .select({ status: refunds.status, amount: refunds.amountCents })
      .from(refunds)
      .where(eq(refunds.orderId, order!.id));
    expect(refundRows).toEqual([{ status: 2, amount: paid.totalAmount }]); // 2: approved
    expect(
      await n(
        db
          .select({ n: count() })
          .from(membershipAdjustments)
          .where(and(eq(membershipAdjustments.userId, m.user.id), eq(membershipAdjustments.kind, 'cancel'))),
      ),
    ).toBe(1);
    expect(
      await n(
        db
          .select({ n: count() })
          .from(auditLog)
          .where(and(eq(auditLog.action, 'membership.refund'), eq(auditLog.entityId, String(m.user.id)))),
      ),
    ).toBe(1);
    expect(await n(db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'refund.staff')))).toBe(1);
    expect(await messages()).toBe(before + 1);
  });

  it('one ticket admitted by override 100 times at once, from 100 scans, is admitted and audited once', async () => {
    const door = await member(twins.t, { role: 'boxOffice' });
    const now = twins.t.clock.now().getTime();
    // Three days before the show: outside the check-in window, so every scan needs the override.
    const show = await makeShow(twins.t, new Date(now + 72 * hour), new Date(now + 75 * hour));
    const sale = await makeSale(twins.t, 20, {
      theatreId: show.id,
      eventAt: show.startAt,
      validUntil: show.endAt,
      saleEndAt: new Date(now + 60 * hour),
    });
    const m = await member(twins.t);
    const o = (await buy(twins.t, m.token, { saleId: sale.id, quantity: 1 })).result as { orderNo: string };
    const paid = (await pay(twins.t, m.token, o.orderNo)).result as { id: number; ticket: { qrToken: string } };

    const scan = () => ({
      nonce: randomUUID(),
      scannedAt: twins.t.clock.now().toISOString(),
      deviceId: 'door-a',
      count: 1,
      code: paid.ticket.qrToken,
      overrideReason: 'Early seating',
    });
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        call(either(i), 'POST', '/admin/door/sync', {
          token: door.token,
          body: { performanceId: show.id, scans: [scan()] },
        }),
      ),
    );
    expect(tally(answers)).toEqual({ ok: 100 });
    const outcomes = answers.map(
      (a) => (a.result as unknown as { results: { outcome: string; admitted: number }[] }).results[0]!,
    );
    expect(outcomes.filter((x) => x.outcome === 'admitted' && x.admitted === 1)).toHaveLength(1);
    expect(outcomes.filter((x) => x.outcome === 'conflict' && x.admitted === 0)).toHaveLength(99);

    const db = twins.t.deps.database.db;
    const [pass] = await db
      .select({ used: ticketPasses.usedQuantity, orderId: ticketPasses.orderId })
      .from(ticketPasses)
      .where(eq(ticketPasses.orderId, paid.id));
    expect(pass!.used).toBe(1);
    const overrides = await db
      .select({ reason: auditLog.reason })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'door.override'), eq(auditLog.entityId, String(pass!.orderId))));
    expect(overrides).toEqual([{ reason: 'Early seating' }]);
    const scans = await db
      .select({ admitted: doorScans.admitted })
      .from(doorScans)
      .where(eq(doorScans.orderId, pass!.orderId));
    expect(scans).toHaveLength(100);
    expect(scans.reduce((s, x) => s + x.admitted, 0)).toBe(1);
  });
});
