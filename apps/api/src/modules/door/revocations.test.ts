import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { buy, call, closeQuietly, makeSale, makeShow, member, pay } from '../ticket/test-kit.js';

type Order = { id: number; orderNo: string };
type Changes = {
  performanceId: number;
  changes: { id: number; revoked: boolean; count: number; refunded: number }[];
  generatedAt: string;
};
const hour = 3_600_000;
const minute = 60_000;

describe.skipIf(pgUnavailable())(
  'the door’s revocations since: what a device already holding the pack must learn',
  () => {
    let t: TestApp;
    let staff: Awaited<ReturnType<typeof member>>;
    beforeAll(async () => {
      t = await buildTestApp();
    });
    // The tests move the clock past an access token's life.
    beforeEach(async () => {
      staff = await member(t, { role: 'boxOffice' });
    });
    afterAll(() => closeQuietly(t));

    async function show() {
      const now = t.clock.now().getTime();
      const s = await makeShow(t, new Date(now + hour), new Date(now + 4 * hour));
      const sale = await makeSale(t, 20, {
        theatreId: s.id,
        eventAt: s.startAt,
        validUntil: s.endAt,
        saleEndAt: new Date(now + 30 * minute),
      });
      return { show: s, sale };
    }
    async function ticket(saleId: number, quantity: number) {
      const m = await member(t);
      const o = (await buy(t, m.token, { saleId, quantity })).result as Order;
      await pay(t, m.token, o.orderNo);
      return { ...m, order: o };
    }
    const apply = async (who: { token: string; order: Order }, quantity?: number) => {
      const res = await call(t, 'POST', '/ticket/orderReturn/apply', {
        token: who.token,
        body: { orderNo: who.order.orderNo, reason: 'cannot come', ...(quantity ? { quantity } : {}) },
      });
      expect(res.code, res.message).toBe(1002);
      return (res.result as { id: number }).id;
    };
    const read = async (performanceId: number, since?: string, token = staff.token, lang: 'en' | 'zh-Hans' = 'en') =>
      call(
        t,
        'GET',
        `/admin/door/revocations/${performanceId}${since === undefined ? '' : `?since=${encodeURIComponent(since)}`}`,
        { token, lang },
      );
    const changes = async (performanceId: number, since?: string) => {
      const res = await read(performanceId, since);
      expect(res.code, res.message).toBe(1002);
      // Each change also lists the pass's tickets one by one (issue 34); asserted apart below.
      const r = res.result as { changes: (Changes['changes'][number] & { seats?: unknown })[] } & Omit<
        Changes,
        'changes'
      >;
      return { ...r, changes: r.changes.map(({ seats: _seats, ...c }) => c) };
    };

    it('answers every pass a refund touched, then only what changed since: a refund asked for, part approved, rejected', async () => {
      const { show: s, sale } = await show();
      const other = await show();
      const a = await ticket(sale.id, 2);
      const b = await ticket(sale.id, 1);
      const c = await ticket(sale.id, 3);
      const elsewhere = await ticket(other.sale.id, 1);
      expect(await changes(s.id)).toEqual({
        performanceId: s.id,
        changes: [],
        generatedAt: t.clock.now().toISOString(),
      });

      const bRefund = await apply(b);
      await apply(elsewhere);
      t.clock.advance(5 * minute);
      const first = await changes(s.id);
      expect(first.changes).toEqual([{ id: b.order.id, revoked: true, count: 1, refunded: 0 }]);
      expect(((await read(s.id)).result as { changes: { seats: unknown[] }[] }).changes[0]!.seats).toEqual([
        { seq: 1, generation: 0, used: false, held: true, buyer: true },
      ]);

      // Four minutes on: c asks for 1 of its 3 and it is approved; a is untouched, b's older change is not repeated.
      t.clock.advance(4 * minute);
      const cRefund = await apply(c, 1);
      expect(
        (await call(t, 'POST', `/admin/orderReturn/approve/${cRefund}`, { token: staff.token, body: {} })).code,
      ).toBe(1002);
      t.clock.advance(3 * minute);
      const second = await changes(s.id, first.generatedAt);
      expect(second.changes).toEqual([{ id: c.order.id, revoked: false, count: 2, refunded: 1 }]);

      // b's refund rejected: b admits again, and the device learns that too.
      expect(
        (
          await call(t, 'POST', `/admin/orderReturn/reject/${bRefund}`, {
            token: staff.token,
            body: { reason: 'too late' },
          })
        ).code,
      ).toBe(1002);
      expect((await changes(s.id, second.generatedAt)).changes).toEqual([
        { id: b.order.id, revoked: false, count: 1, refunded: 0 },
      ]);
      expect((await changes(s.id)).changes.map((x) => x.id)).toEqual([b.order.id, c.order.id]);
      expect((await changes(s.id)).changes.some((x) => x.id === a.order.id)).toBe(false);
    });

    it('reads a little before `since`, so a change stamped just before the last answer but committed after it is not missed', async () => {
      const { show: s, sale } = await show();
      const a = await ticket(sale.id, 1);
      const at = t.clock.now().getTime();
      await apply(a);
      t.clock.advance(10 * minute);
      expect((await changes(s.id, new Date(at + minute).toISOString())).changes).toEqual([
        { id: a.order.id, revoked: true, count: 1, refunded: 0 },
      ]);
      expect((await changes(s.id, new Date(at + 3 * minute).toISOString())).changes).toEqual([]);
    });

    it('bad input gets a localized refusal; an unknown performance is not found; only the box office (and admin) may read', async () => {
      const { show: s } = await show();
      expect(await read(s.id, 'yesterday')).toMatchObject({
        code: 1003,
        message: 'The time to read changes since is not valid',
      });
      expect(await read(s.id, 'yesterday', staff.token, 'zh-Hans')).toMatchObject({
        code: 1003,
        message: '读取变更的起始时间无效',
      });
      expect((await read(99_999_999)).message).toBe('This performance does not exist');
      const editor = await member(t, { role: 'editor' });
      const plain = await member(t);
      for (const who of [editor.token, plain.token]) expect((await read(s.id, undefined, who)).code).not.toBe(1002);
      const admin = await member(t, { role: 'admin' });
      expect((await read(s.id, undefined, admin.token)).code).toBe(1002);
    });
  },
);
