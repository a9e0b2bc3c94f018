import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundForUnits, type StaffRefund } from '@nanhua/contract';
import { buildTestApp, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { auditLog, orders } from '../../db/schema/index.js';
import { latestOutboxMail } from '../../services/mail.js';
import * as shopKit from '../shop/test-kit.js';
import { buy, call, closeQuietly, makeSale, member, pay, remaining } from '../ticket/test-kit.js';
import { csvCell, toCsv } from '../../lib/csv.js';

type Row = {
  kind: string;
  id: number;
  orderNo: string;
  member: { id: number; name: string; email: string | null };
  amountCents: number;
  state: string;
  createdAt: string;
  refundPending: boolean;
};
type Page = { items: Row[]; total: number; page: number; size: number };
type OrderPage = Row & {
  lines: { title: string; quantity: number; refundedQuantity: number }[];
  tickets: { quantity: number; used: number; refunded: number } | null;
  payments: { provider: string; reference: string | null }[];
  refunds: { status: number; quantity: number; lines: { quantity: number }[] }[];
  messages: { title: string }[];
};

describe.skipIf(pgUnavailable())('the box office: order search, order page, cancel, resend, CSV', () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof member>>;
  let alice: Awaited<ReturnType<typeof member>>;
  let bob: Awaited<ReturnType<typeof shopKit.buyer>>;
  let paidTicket: { orderNo: string; id: number };
  let unpaidTicket: { orderNo: string; id: number };
  let shopOrder: { orderNo: string; id: number };
  let saleId: number;

  const search = async (q: string, lang: 'en' | 'zh-Hans' = 'en') =>
    call(t, 'GET', `/admin/order/search?${q}`, { token: staff.token, lang });
  const page = async (q: string) => (await search(q)).result as Page;

  beforeAll(async () => {
    t = await buildTestApp();
    staff = await member(t, { role: 'boxOffice', nickName: '票务员' });
    alice = await member(t, { email: 'alice.tan@example.com', nickName: 'Alice Tan' });
    bob = await shopKit.buyer(t, { email: 'bob@example.org', nickName: '陈伯', locale: 'zh-Hans' });
    const sale = await makeSale(t, 10);
    saleId = sale.id;
    const o1 = (await buy(t, alice.token, { saleId: sale.id, quantity: 3 })).result as { orderNo: string; id: number };
    await pay(t, alice.token, o1.orderNo);
    paidTicket = o1;
    t.clock.advance(60_000);
    unpaidTicket = (await buy(t, alice.token, { saleId: sale.id, quantity: 2 })).result as {
      orderNo: string;
      id: number;
    };
    t.clock.advance(60_000);
    const p = await shopKit.makeProduct(t, 5);
    shopOrder = (await shopKit.buy(t, bob.token, { productId: p.id, quantity: 1, addressId: bob.address.id }))
      .result as { orderNo: string; id: number };
  });
  afterAll(() => closeQuietly(t));

  it('finds orders by member e-mail (prefix, any case), newest first, across kinds', async () => {
    const r = await page('q=ALICE.tan@example');
    expect(r.items.map((x) => x.orderNo)).toEqual([unpaidTicket.orderNo, paidTicket.orderNo]);
    expect(r.total).toBe(2);
    expect(r.items[1]).toMatchObject({
      kind: 'ticket',
      id: paidTicket.id,
      state: 'paid',
      amountCents: 11400,
      member: { id: alice.user.id, name: 'Alice Tan', email: 'alice.tan@example.com' },
    });
    expect(r.items[0]).toMatchObject({ state: 'unpaid', amountCents: 7600 });
  });

  it('finds by order number (exact or prefix), by name, by kind, by state and by date', async () => {
    expect((await page(`q=${paidTicket.orderNo}`)).items.map((x) => x.id)).toEqual([paidTicket.id]);
    expect((await page(`q=${paidTicket.orderNo.slice(0, 9).toLowerCase()}`)).items.map((x) => x.orderNo)).toContain(
      paidTicket.orderNo,
    );
    expect((await page('q=陈伯')).items.map((x) => x.orderNo)).toEqual([shopOrder.orderNo]);
    expect((await page('kind=shop')).items.map((x) => x.orderNo)).toEqual([shopOrder.orderNo]);
    expect((await page('kind=ticket&state=paid')).items.map((x) => x.orderNo)).toEqual([paidTicket.orderNo]);
    expect((await page('kind=membership')).items).toEqual([]);
    // The test clock starts 2026-11-21 02:00 UTC (10:00 in Singapore).
    expect((await page('from=2026-11-21&to=2026-11-21')).total).toBe(3);
    expect((await page('from=2026-11-22')).total).toBe(0);
    expect((await page('to=2026-11-20')).total).toBe(0);
    // Paging: one per page, the rest counted.
    expect(await page('size=1&page=2')).toMatchObject({
      total: 3,
      page: 2,
      size: 1,
      items: [{ orderNo: unpaidTicket.orderNo }],
    });
    // A wildcard is a literal, not "everything".
    expect((await page('q=%25')).total).toBe(0);
  });

  it('refuses bad filters in the caller’s language, never a 500', async () => {
    expect(await search('kind=gift')).toMatchObject({
      status: 200,
      code: 1003,
      message: 'The order kind must be ticket, shop or membership',
    });
    expect(await search('from=21/11/2026', 'zh-Hans')).toMatchObject({
      code: 1003,
      message: '日期格式应为 年-月-日（例如 2026-01-31）',
    });
    expect(await search('from=2026-11-22&to=2026-11-21')).toMatchObject({
      code: 1003,
      message: 'The start date cannot be after the end date',
    });
    expect(await search('state=lost')).toMatchObject({
      code: 1003,
      message: 'The state must be unpaid, paid, cancelled or expired',
    });
  });

  it('opens an order page: lines, tickets, payment, messages; another kind’s id is not found', async () => {
    const o = (await call(t, 'GET', `/admin/order/get/ticket/${paidTicket.id}`, { token: staff.token }))
      .result as OrderPage;
    expect(o).toMatchObject({
      orderNo: paidTicket.orderNo,
      state: 'paid',
      tickets: { quantity: 3, used: 0, refunded: 0 },
      lines: [{ title: 'Test performance', quantity: 3, refundedQuantity: 0 }],
    });
    expect(o.payments).toEqual([expect.objectContaining({ provider: 'sandbox' })]);
    expect(o.messages.map((m) => m.title)).toContain('Payment successful');
    expect(await call(t, 'GET', `/admin/order/get/shop/${paidTicket.id}`, { token: staff.token })).toMatchObject({
      code: 1003,
      message: 'Order not found',
      result: null,
    });
    expect(
      await call(t, 'GET', `/admin/order/get/membership/${shopOrder.id}`, { token: staff.token, lang: 'zh-Hans' }),
    ).toMatchObject({ code: 1003, message: '订单不存在' });
    const shop = (await call(t, 'GET', `/admin/order/get/shop/${shopOrder.id}`, { token: staff.token }))
      .result as OrderPage & { shipping: { recipient: string } };
    expect(shop).toMatchObject({ kind: 'shop', state: 'unpaid', tickets: null, shipping: { recipient: '陈五娘' } });
  });

  it('shows refunds with their lines after a partial refund', async () => {
    const applied = await call(t, 'POST', '/ticket/orderReturn/apply', {
      token: alice.token,
      body: { orderNo: paidTicket.orderNo, reason: 'Two guests cannot come', quantity: 2 },
    });
    expect(applied.code).toBe(1002);
    expect((await page(`q=${paidTicket.orderNo}`)).items[0]).toMatchObject({ refundPending: true });
    const o = (await call(t, 'GET', `/admin/order/get/ticket/${paidTicket.id}`, { token: staff.token }))
      .result as OrderPage;
    expect(o.refunds).toEqual([
      expect.objectContaining({ status: 1, quantity: 2, lines: [expect.objectContaining({ quantity: 2 })] }),
    ]);
    // The queue shows the pass's use and the units asked for, per line, beside the amount.
    const queue = (await call(t, 'GET', '/admin/orderReturn/get?status=1', { token: staff.token })).result as {
      records: { orderNo: string }[];
    };
    expect(queue.records.find((r) => r.orderNo === paidTicket.orderNo)).toMatchObject({
      orderId: paidTicket.id,
      amount: 7600,
      tickets: { quantity: 3, used: 0, refunded: 0 },
      shippedAt: null,
      lines: [{ title: 'Test performance', quantity: 2, amount: 7600 }],
    });
  });

  it('cancels an unpaid order (seats back, audited), refuses a paid one and a closed one', async () => {
    expect(await remaining(t, saleId)).toBe(5);
    const paid = await call(t, 'POST', `/admin/order/cancel/ticket/${paidTicket.id}`, {
      token: staff.token,
      body: {},
      lang: 'zh-Hans',
    });
    expect(paid).toMatchObject({
      code: 1003,
      message: '该订单已支付，不能取消；如需退款，请在退款队列中处理',
      result: null,
    });
    const done = await call(t, 'POST', `/admin/order/cancel/ticket/${unpaidTicket.id}`, {
      token: staff.token,
      body: { reason: 'Customer phoned' },
    });
    expect(done).toMatchObject({ code: 1002, result: { state: 'cancelled', orderNo: unpaidTicket.orderNo } });
    expect(await remaining(t, saleId)).toBe(7);
    const audit = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(unpaidTicket.id))));
    expect(audit).toEqual([
      expect.objectContaining({ action: 'order.cancel', actorId: staff.user.id, reason: 'Customer phoned' }),
    ]);
    expect(
      await call(t, 'POST', `/admin/order/cancel/ticket/${unpaidTicket.id}`, { token: staff.token, body: {} }),
    ).toMatchObject({ code: 1003, message: 'This order is already cancelled or expired' });
    expect(await remaining(t, saleId)).toBe(7);
    // Another kind's id is not found, and nothing changes.
    expect(
      await call(t, 'POST', `/admin/order/cancel/ticket/${shopOrder.id}`, { token: staff.token, body: {} }),
    ).toMatchObject({ code: 1003, message: 'Order not found' });
    const [shopRow] = await t.deps.database.db.select().from(orders).where(eq(orders.id, shopOrder.id));
    expect(shopRow!.payStatus).toBe(0);
  });

  it('re-sends the e-ticket mail in the member’s language; refuses an unpaid or shop order', async () => {
    const r = await call(t, 'POST', `/admin/order/resendTicket/${paidTicket.id}`, { token: staff.token, body: {} });
    expect(r).toMatchObject({ code: 1002, result: { to: 'alice.tan@example.com' } });
    const mail = latestOutboxMail(t.deps.config.dataDir, 'alice.tan@example.com')!;
    expect(mail.subject).toBe(`您的电子票 · 订单 ${paidTicket.orderNo}`);
    expect(mail.text).toContain('测试场次');
    expect(mail.text).toContain(`orderNo=${paidTicket.orderNo}`);
    expect(
      await call(t, 'POST', `/admin/order/resendTicket/${unpaidTicket.id}`, { token: staff.token, body: {} }),
    ).toMatchObject({ code: 1003, message: 'This order is not paid, so it has no e-ticket yet' });
    expect(
      await call(t, 'POST', `/admin/order/resendTicket/${shopOrder.id}`, { token: staff.token, body: {} }),
    ).toMatchObject({ code: 1003, message: 'Order not found' });
  });

  it('exports the search as CSV: BOM, localized header, one row per order, formula cells defused', async () => {
    await t.createUser({ email: 'eve@example.com', nickName: '=HYPERLINK("http://x")' }).then(async (u) => {
      const s = await t.signIn(u);
      await buy(t, s.accessToken, { saleId, quantity: 1 });
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/order/export?kind=ticket',
      headers: { authorization: `Bearer ${staff.token}`, 'accept-language': 'zh-Hans' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const body = res.body;
    expect(
      body.startsWith(
        '\uFEFF类型,订单号,会员,邮箱,内容,金额,已退金额,净额,币种,状态,已退数量,退款待审,支付参考号,下单时间\r\n',
      ),
    ).toBe(true);
    const lines = body.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`'=HYPERLINK(""http://x"")`);
    expect(lines.find((l) => l.includes(paidTicket.orderNo))).toMatch(
      /^门票,T\d{8}-\w{10},Alice Tan,alice\.tan@example\.com,测试场次,114\.00,0\.00,114\.00,SGD,已支付,0,是,sbx_\w+,2026-11-21 10:00$/,
    );
    // A bad filter is refused as an envelope.
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/order/export?kind=gift',
      headers: { authorization: `Bearer ${staff.token}`, 'accept-language': 'en' },
    });
    expect(bad.json()).toMatchObject({ code: 1003, message: 'The order kind must be ticket, shop or membership' });
  });

  it('csvCell quotes and defuses', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+65 9123')).toBe("'+65 9123");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"\nbye')).toBe('"say ""hi""\nbye"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
    expect(toCsv(['a'], [['x']])).toBe('\uFEFFa\r\nx\r\n');
  });

  it('approves part of a refund request: 1 of the 2 tickets asked for, priced from what was paid, the member told', async () => {
    const before = (await call(t, 'GET', `/admin/order/get/ticket/${paidTicket.id}`, { token: staff.token }))
      .result as OrderPage & { refunds: { id: number }[] };
    const refundId = before.refunds[0]!.id;
    const seats = await remaining(t, saleId);
    expect(
      await call(t, 'POST', `/admin/orderReturn/approve/${refundId}`, { token: staff.token, body: { quantity: 3 } }),
    ).toMatchObject({ code: 1003, message: 'At most the 2 units the member asked for can be approved' });
    expect(
      await call(t, 'POST', `/admin/orderReturn/approve/${refundId}`, {
        token: staff.token,
        body: { quantity: 0 },
        lang: 'zh-Hans',
      }),
    ).toMatchObject({ code: 1003, message: '批准数量须为 1 或以上的整数' });
    expect(
      await call(t, 'POST', `/admin/orderReturn/approve/${refundId}`, {
        token: staff.token,
        body: { items: [{ lineId: 999999, quantity: 1 }] },
      }),
    ).toMatchObject({ code: 1003, message: 'This refund request does not include the item chosen' });
    // Nothing was stored by the refusals.
    expect(await remaining(t, saleId)).toBe(seats);
    // The queue gives the console where each line stands, and the shared rule previews exactly what is refunded (issue 36).
    const queue = (await call(t, 'GET', '/admin/orderReturn/get?status=1&page=1&pageSize=50', { token: staff.token }))
      .result as { records: StaffRefund[] };
    const asked = queue.records.find((r) => r.id === refundId)!;
    expect(asked.lines).toMatchObject([
      { quantity: 2, amount: 7600, paid: { paidAmount: 11400, quantity: 3, refundedQuantity: 0 } },
    ]);
    const ok = await call(t, 'POST', `/admin/orderReturn/approve/${refundId}`, {
      token: staff.token,
      body: { quantity: 1 },
    });
    expect(ok).toMatchObject({
      code: 1002,
      result: { status: 2, quantity: 1, amount: refundForUnits(asked.lines[0]!.paid, 1) },
    });
    expect(ok).toMatchObject({ result: { amount: 3800 } });
    expect(await remaining(t, saleId)).toBe(seats + 1);
    const after = (await call(t, 'GET', `/admin/order/get/ticket/${paidTicket.id}`, { token: staff.token }))
      .result as OrderPage;
    expect(after.refunds[0]).toMatchObject({ status: 2, quantity: 1, lines: [{ quantity: 1 }] });
    expect(after.lines[0]).toMatchObject({ quantity: 3, refundedQuantity: 1 });
    expect(after.tickets).toMatchObject({ quantity: 3, refunded: 1 });
    expect(after.messages.map((m) => m.title)).toContain('Refund partly approved');
    const mine = (
      await call(t, 'POST', '/ticket/order/getByOrderNo', { token: alice.token, form: { orderNo: paidTicket.orderNo } })
    ).result as {
      lines: { refundedQuantity: number; refundableQuantity: number }[];
      refundedAmount: number;
      totalAmount: number;
    };
    expect(mine.lines[0]).toMatchObject({ refundedQuantity: 1, refundableQuantity: 2 });
    // The member's order carries what the approved part gave back; the list answers the same.
    expect(mine.refundedAmount).toBe(3800);
    const list = (await call(t, 'GET', '/ticket/order/getMyOrders?page=1&pageSize=50', { token: alice.token }))
      .result as { records: { orderNo: string; refundedAmount: number }[] };
    expect(list.records.find((o) => o.orderNo === paidTicket.orderNo)).toMatchObject({ refundedAmount: 3800 });
    const zh = (
      await call(t, 'GET', '/usercenter/userMessage/get?page=1&pageSize=10', { token: alice.token, lang: 'zh-Hans' })
    ).result as { records: { title: string; content: string }[] };
    expect(zh.records[0]).toMatchObject({ title: '部分退款成功' });
    expect(zh.records[0]!.content).toContain('（申请 2 件，批准 1 件）');
    // Money in the message as the app and the console write it.
    expect(zh.records[0]!.content).toContain('S$38.00 将原路退回');
  });

  it('a member or another staff role is refused by the table', async () => {
    expect((await call(t, 'GET', '/admin/order/search', { token: alice.token })).status).toBe(403);
    const editor = await member(t, { role: 'editor' });
    expect((await call(t, 'GET', '/admin/order/search', { token: editor.token })).status).toBe(403);
  });
});
