import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { refunds } from '../../db/schema/index.js';
import { buyPackage, makePackages } from '../membership/test-kit.js';
import { buy, call, closeQuietly, getOrder, makeSale, member, pay, remaining } from '../ticket/test-kit.js';

type StaffRefund = {
  id: number;
  status: number;
  providerState: string | null;
  providerError: string | null;
  providerAttempts: number;
  providerRetryAt: string | null;
};
type Call = { ref: string; amount: number; key: string };

/** A gate the test opens by hand: the provider answers only then (no timing involved). */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { opened, open };
}

/**
 * No network call inside a database transaction (issue 31): a refund's provider call runs after the
 * decision committed, so a slow provider holds no row (PostgreSQL) and not the one connection (PGlite);
 * its outcome is recorded after, and a failed or interrupted call is retried by the sweep with the same
 * idempotency key.
 */
describe.skipIf(pgUnavailable())('refunds: the payment provider is called outside the transaction', () => {
  let t: TestApp;
  let staff: string;
  let calls: Call[];
  beforeAll(async () => {
    t = await buildTestApp();
  });
  // A fresh staff session per test: the tests move the clock past an access token's life.
  beforeEach(async () => {
    staff = (await member(t, { role: 'boxOffice' })).token;
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => closeQuietly(t));

  /** The provider's refund answers with `answer(n)` for its n-th call (1-based), recording every call. */
  function provider(answer: (n: number, c: Call) => Promise<{ refundRef: string }>) {
    calls = [];
    const called = gate();
    vi.spyOn(t.services.commerce.payments, 'refund').mockImplementation(async (ref, amount, key) => {
      const c = { ref, amount, key };
      calls.push(c);
      called.open();
      return answer(calls.length, c);
    });
    return called.opened;
  }

  /** A paid order of two tickets with a refund of both asked for. */
  async function asked(seats = 10) {
    const m = await member(t);
    const sale = await makeSale(t, seats);
    const o = (await buy(t, m.token, { saleId: sale.id, quantity: 2 })).result as { orderNo: string };
    await pay(t, m.token, o.orderNo);
    const r = (
      await call(t, 'POST', '/ticket/orderReturn/apply', {
        token: m.token,
        body: { orderNo: o.orderNo, reason: 'Cannot attend' },
      })
    ).result as { id: number };
    return { ...m, sale, orderNo: o.orderNo, refundId: r.id };
  }
  const approve = (id: number) => call(t, 'POST', `/admin/orderReturn/approve/${id}`, { token: staff, body: {} });
  const row = async (id: number) => (await t.deps.database.db.select().from(refunds).where(eq(refunds.id, id)))[0]!;
  const listed = async (id: number) =>
    (
      (await call(t, 'GET', '/admin/orderReturn/get?pageSize=50', { token: staff })).result as {
        records: StaffRefund[];
      }
    ).records.find((r) => r.id === id)!;

  /**
   * While `busy` waits on the held provider call, `others` run; they must all finish before the call is
   * let go. The watchdog only un-sticks a provider call the others are stuck behind (the bug): the
   * passing run opens the gate itself and never waits for it.
   */
  async function othersFinishFirst(calledOut: Promise<void>, release: () => void, others: () => Promise<unknown>[]) {
    await calledOut;
    const order: string[] = [];
    const watchdog = setTimeout(() => {
      order.push('provider released by the watchdog');
      release();
    }, 2_000);
    await Promise.all(others().map((p, i) => p.then(() => order.push(`other ${i + 1} done`))));
    clearTimeout(watchdog);
    order.push('provider released');
    release();
    return order;
  }

  it('a staff approval waiting on the provider holds up neither another buyer of the sale nor a read; the refund is recorded after', async () => {
    const a = await asked();
    const held = gate();
    const calledOut = provider(async (_, c) => {
      await held.opened;
      return { refundRef: `re_${c.key}` };
    });
    const approving = approve(a.refundId);
    const b = await member(t);
    let bought = '';
    const order = await othersFinishFirst(calledOut, held.open, () => [
      buy(t, b.token, { saleId: a.sale.id, quantity: 1 }).then((r) => {
        expect(r.code).toBe(1002);
        bought = (r.result as { orderNo: string }).orderNo;
      }),
      call(t, 'GET', '/ticket/order/getMyOrders', { token: a.token }).then((r) => expect(r.code).toBe(1002)),
    ]);
    expect(order.slice(0, 2).sort()).toEqual(['other 1 done', 'other 2 done']);
    expect(order.slice(2)).toEqual(['provider released']);
    const approved = (await approving).result as StaffRefund;
    expect(approved).toMatchObject({ status: 2, providerState: 'done', providerError: null, providerAttempts: 1 });
    expect(calls).toEqual([{ ref: expect.stringMatching(/^sbx_/), amount: 7600, key: `refund-${a.refundId}` }]);
    expect(await row(a.refundId)).toMatchObject({
      status: 2,
      providerState: 'done',
      providerRefundRef: `re_refund-${a.refundId}`,
      providerRetryAt: null,
    });
    // The approval's seats came back and B's one is taken: 10 - 1.
    expect(await remaining(t, a.sale.id)).toBe(9);
    expect((await getOrder(t, b.token, bought)).result).toMatchObject({ payStatus: 0 });
    expect((await getOrder(t, a.token, a.orderNo)).result).toMatchObject({
      label: 'refundSuccessful',
      orderReturn: { status: 2 },
    });
  });

  it('a provider failure leaves the refund approved with provider state failed; the sweep retries it to done with the same key', async () => {
    const a = await asked();
    void provider(async (n, c) => {
      if (n === 1) throw new Error('Your card has insufficient funds.');
      return { refundRef: `re_${c.key}` };
    });
    const approved = (await approve(a.refundId)).result as StaffRefund;
    expect(approved).toMatchObject({
      status: 2,
      providerState: 'failed',
      providerError: 'Your card has insufficient funds.',
      providerAttempts: 1,
      providerRetryAt: new Date(t.clock.now().getTime() + 60_000).toISOString(),
    });
    // The decision stands: seats back, the member told, the order refunded as far as they can see.
    expect(await remaining(t, a.sale.id)).toBe(10);
    expect((await getOrder(t, a.token, a.orderNo)).result).toMatchObject({
      label: 'refundSuccessful',
      orderReturn: { status: 2 },
    });
    expect(await listed(a.refundId)).toMatchObject({
      providerState: 'failed',
      providerError: 'Your card has insufficient funds.',
    });

    const retry = t.services.commerce.refunds.retryDue;
    // Not due yet: the first retry waits a minute.
    expect(await retry()).toBe(0);
    expect(calls).toHaveLength(1);
    t.clock.advance(60_000);
    // Three sweeps at once (processes, or ticks): the refund is claimed by one of them.
    expect((await Promise.all([retry(), retry(), retry()])).sort()).toEqual([0, 0, 1]);
    expect(calls.map((c) => c.key)).toEqual([`refund-${a.refundId}`, `refund-${a.refundId}`]);
    expect(await listed(a.refundId)).toMatchObject({
      status: 2,
      providerState: 'done',
      providerError: null,
      providerAttempts: 2,
    });
    expect(await row(a.refundId)).toMatchObject({
      providerRefundRef: `re_refund-${a.refundId}`,
      providerRetryAt: null,
    });
    t.clock.advance(3_600_000);
    expect(await retry()).toBe(0);
    expect(calls).toHaveLength(2);
  });

  it('a call that never answered (the process died meanwhile) is retried once its grace is over, and the late answer changes nothing', async () => {
    const a = await asked();
    const stuck = gate();
    const calledOut = provider(async (n, c) => {
      if (n === 1) await stuck.opened;
      return { refundRef: `re_${c.key}` };
    });
    const approving = approve(a.refundId);
    await calledOut;
    expect(await row(a.refundId)).toMatchObject({ status: 2, providerState: 'pending', providerAttempts: 0 });
    expect(await listed(a.refundId)).toMatchObject({ providerState: 'pending' });
    const retry = t.services.commerce.refunds.retryDue;
    // Still within the first call's grace: nobody calls the provider a second time.
    t.clock.advance(60_000);
    expect(await retry()).toBe(0);
    t.clock.advance(4 * 60_000);
    expect(await retry()).toBe(1);
    expect(await row(a.refundId)).toMatchObject({
      providerState: 'done',
      providerRefundRef: `re_refund-${a.refundId}`,
      providerAttempts: 1,
    });
    stuck.open();
    expect((await approving).result).toMatchObject({ status: 2, providerState: 'done', providerAttempts: 1 });
    expect(calls.map((c) => c.key)).toEqual([`refund-${a.refundId}`, `refund-${a.refundId}`]);
  });

  it('the sweep gives up after its last attempt: failed for staff to see, not retried again', async () => {
    const a = await asked();
    void provider(async () => {
      throw new Error('No such payment_intent');
    });
    await approve(a.refundId);
    const retry = t.services.commerce.refunds.retryDue;
    for (let i = 0; i < 20; i++) {
      t.clock.advance(3_600_000);
      await retry();
    }
    expect(calls).toHaveLength(8);
    staff = (await member(t, { role: 'boxOffice' })).token;
    expect(await listed(a.refundId)).toMatchObject({
      status: 2,
      providerState: 'failed',
      providerError: 'No such payment_intent',
      providerAttempts: 8,
      providerRetryAt: null,
    });
    expect(await row(a.refundId)).toMatchObject({ providerRetryAt: null });
  });

  it('a rejection and a refund of nothing paid through a provider have no provider state', async () => {
    const a = await asked();
    void provider(async (_, c) => ({ refundRef: `re_${c.key}` }));
    expect(
      (await call(t, 'POST', `/admin/orderReturn/reject/${a.refundId}`, { token: staff, body: { reason: 'Too late' } }))
        .result,
    ).toMatchObject({ status: 3, providerState: null, providerAttempts: 0 });
    expect(calls).toHaveLength(0);
  });

  it('membership cancel with refund: the provider is called after the commit, holding up neither the member nor others', async () => {
    const support = (await member(t, { role: 'support' })).token;
    const { annual } = await makePackages(t);
    const m = await member(t);
    const paid = await buyPackage(t, m.token, annual.id);
    const sale = await makeSale(t, 5);
    const held = gate();
    const calledOut = provider(async (_, c) => {
      await held.opened;
      return { refundRef: `re_${c.key}` };
    });
    const cancelling = call(t, 'POST', `/admin/member/cancelMembership/${m.user.id}`, {
      token: support,
      body: { reason: 'moved abroad', refund: true },
    });
    const other = await member(t);
    const order = await othersFinishFirst(calledOut, held.open, () => [
      // The member's own row was locked by the cancel; a buy locks it too.
      buy(t, m.token, { saleId: sale.id, quantity: 1 }).then((r) => expect(r.code).toBe(1002)),
      call(t, 'GET', '/ticket/order/getMyOrders', { token: other.token }).then((r) => expect(r.code).toBe(1002)),
    ]);
    expect(order.slice(0, 2).sort()).toEqual(['other 1 done', 'other 2 done']);
    expect(order.slice(2)).toEqual(['provider released']);
    expect((await cancelling).result).toMatchObject({ tier: 4 });
    const [r] = await t.deps.database.db.select().from(refunds).where(eq(refunds.orderId, paid.id));
    expect(r).toMatchObject({
      status: 2,
      amountCents: paid.totalAmount,
      providerState: 'done',
      providerRefundRef: `re_refund-${r!.id}`,
      providerAttempts: 1,
    });
    expect(calls).toEqual([{ ref: expect.stringMatching(/^sbx_/), amount: paid.totalAmount, key: `refund-${r!.id}` }]);
  });
});
