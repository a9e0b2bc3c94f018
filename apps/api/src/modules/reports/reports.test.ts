import {
  companyWallClock,
  type DashboardSummary,
  type Order,
  type PerformanceFigures,
  type PerformanceReport,
  type SettlementReport,
  type StaffPage,
} from '@nanhua/contract';
import * as XLSX from '@e965/xlsx';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dbKind, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { orderLines, orders, refunds, ticketPrices } from '../../db/schema/index.js';
import { insertPrices } from '../ticket/repository.js';
import { buy, call, closeQuietly, makeSale, makeShow, member, pay } from '../ticket/test-kit.js';

const hour = 3_600_000;
/** The company's date of an instant, YYYY-MM-DD. */
const companyDay = (d: Date) => {
  const w = companyWallClock(d)!;
  return `${w.year}-${w.month}-${w.day}`;
};

describe.skipIf(pgUnavailable())(`reports and the dashboard's net sales (${dbKind})`, () => {
  let t: TestApp;
  let boxOffice: string;
  let editor: string;
  beforeAll(async () => {
    t = await buildTestApp();
    boxOffice = (await t.signIn(await t.createUser({ nickName: 'Box office', role: 'boxOffice' }))).accessToken;
    editor = (await t.signIn(await t.createUser({ nickName: 'Editor', role: 'editor' }))).accessToken;
  });
  afterAll(() => closeQuietly(t));

  const db = () => t.deps.database.db;
  const get = <T>(path: string, lang: 'en' | 'zh-Hans' = 'en', token = boxOffice) =>
    call(t, 'GET', `/admin${path}`, { token, lang }).then((r) => r as typeof r & { result: T });
  const file = (path: string, lang: 'en' | 'zh-Hans' = 'en') =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/admin${path}`,
      headers: { authorization: `Bearer ${boxOffice}`, 'accept-language': lang },
    });

  /**
   * A performance an hour ahead with three price categories (premium 68.00 with 10 seats, standard
   * 38.00, comp 0.00): A buys 2 premium, B 3 standard, C 1 comp, D holds 2 standard unpaid; B gives
   * 1 ticket back (a partial refund, approved) and A is checked in once.
   */
  async function season() {
    const now = t.clock.now().getTime();
    const show = await makeShow(t, new Date(now + hour), new Date(now + 4 * hour));
    const sale = await makeSale(t, 20, {
      titleZh: '报表场次',
      titleEn: 'Report show',
      theatreId: show.id,
      eventAt: new Date(now + hour),
      validUntil: new Date(now + 4 * hour),
      saleEndAt: new Date(now + hour - 60_000),
    });
    await insertPrices(db(), [
      { saleId: sale.id, nameZh: '贵宾席', nameEn: 'Premium', priceCents: 6800, sort: 0, seats: 10, remaining: 10 },
      { saleId: sale.id, nameZh: '普通', nameEn: 'Standard', priceCents: 3800, sort: 1 },
      { saleId: sale.id, nameZh: '赠票', nameEn: 'Comp', priceCents: 0, sort: 2 },
    ]);
    const prices = await db().select().from(ticketPrices).where(eq(ticketPrices.saleId, sale.id));
    const price = (en: string) => prices.find((p) => p.nameEn === en)!.id;
    const bought = async (priceId: number, quantity: number, paid = true) => {
      const m = await member(t);
      const r = await buy(t, m.token, { saleId: sale.id, priceId, quantity });
      expect(r.code, r.message).toBe(1002);
      const o = r.result as Order;
      if (paid) expect((await pay(t, m.token, o.orderNo)).code).toBe(1002);
      return { ...m, order: o };
    };
    const a = await bought(price('Premium'), 2);
    const b = await bought(price('Standard'), 3);
    const c = await bought(price('Comp'), 1);
    await bought(price('Standard'), 2, false);
    // B gives one ticket back; box office approves it.
    const asked = await call(t, 'POST', '/ticket/orderReturn/apply', {
      token: b.token,
      body: { orderNo: b.order.orderNo, reason: 'One guest is ill', quantity: 1 },
    });
    expect(asked.code, asked.message).toBe(1002);
    const refundId = (asked.result as { id: number }).id;
    expect((await call(t, 'POST', `/admin/orderReturn/approve/${refundId}`, { token: boxOffice, body: {} })).code).toBe(
      1002,
    );
    const ticket = (
      await call(t, 'POST', '/ticket/order/getByOrderNo', { token: a.token, form: { orderNo: a.order.orderNo } })
    ).result as { ticket: { qrToken: string } };
    const admitted = await call(t, 'POST', '/admin/ticket/checkIn', {
      token: boxOffice,
      body: { token: ticket.ticket.qrToken, performanceId: show.id, quantity: 1 },
    });
    expect(admitted.code, admitted.message).toBe(1002);
    return { sale, a, b, c, refundId };
  }

  /** The paid orders of a sale and their approved refunds, straight from the tables. */
  async function ordersOf(saleId: number) {
    const ids = (
      await db()
        .selectDistinct({ id: orderLines.orderId })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(and(eq(orderLines.itemId, saleId), eq(orders.kind, 'ticket'), eq(orders.payStatus, 1)))
    ).map((r) => r.id);
    const [paid] = await db()
      .select({ cents: sql<number>`cast(sum(${orders.totalCents}) as integer)` })
      .from(orders)
      .where(inArray(orders.id, ids));
    const [back] = await db()
      .select({ cents: sql<number>`cast(coalesce(sum(${refunds.amountCents}), 0) as integer)` })
      .from(refunds)
      .where(and(inArray(refunds.orderId, ids), eq(refunds.status, 2)));
    const lines = await db().select().from(orderLines).where(inArray(orderLines.orderId, ids));
    return {
      orders: ids.length,
      grossCents: Number(paid!.cents),
      refundCents: Number(back!.cents),
      sold: lines.reduce((s, l) => s + l.quantity - l.refundedQuantity, 0),
      listCents: lines.reduce((s, l) => s + l.unitCents * l.quantity, 0),
    };
  }

  it('box office and admin read the reports; an editor is refused (the call table)', async () => {
    expect((await get('/report/performances', 'en', editor)).status).toBe(403);
    expect((await get('/report/settlement?from=2026-01-01&to=2026-01-02', 'en', editor)).status).toBe(403);
    expect((await get('/report/performances')).code).toBe(1002);
  });

  it("the dashboard's net is gross − refunds after a partial refund; a performance report's totals equal its orders", async () => {
    const d0 = (await get<DashboardSummary>('/dashboard/summary')).result;
    const { sale, b } = await season();
    const d = (await get<DashboardSummary>('/dashboard/summary', 'zh-Hans')).result;
    const facts = await ordersOf(sale.id);
    // 2 × 68.00 + 3 × 38.00 + 1 × 0.00 paid; 38.00 back.
    expect(facts).toMatchObject({ orders: 3, grossCents: 25_000, refundCents: 3800, sold: 5 });

    const delta = (k: 'grossCents' | 'refundCents' | 'netCents') => d.today.ticket[k] - d0.today.ticket[k];
    expect(delta('grossCents')).toBe(25_000);
    expect(delta('refundCents')).toBe(3800);
    expect(delta('netCents')).toBe(25_000 - 3800);
    expect(d.today.all.netCents).toBe(d.today.all.grossCents - d.today.all.refundCents);
    expect(d.week.all.netCents).toBe(d.week.all.grossCents - d.week.all.refundCents);
    expect(d.week.all.grossCents).toBeGreaterThanOrEqual(d.today.all.grossCents);
    expect(d.today.from).toBe(companyDay(t.clock.now()));
    // The day's chart bar is net too.
    const day = (s: DashboardSummary) => s.salesPerDay.find((x) => x.day === companyDay(t.clock.now()))!;
    expect(day(d).ticketCents - day(d0).ticketCents).toBe(25_000 - 3800);
    expect(day(d).refundCents - day(d0).refundCents).toBe(3800);
    expect(d.seatsPerPerformance.find((s) => s.saleId === sale.id)).toEqual({
      saleId: sale.id,
      title: '报表场次',
      eventAt: sale.eventAt.toISOString(),
      sold: 5,
      held: 2,
      left: 20 - 5 - 2,
      total: 20,
      revenueCents: 25_000 - 3800,
      currency: 'SGD',
    });

    const r = (await get<PerformanceReport>(`/report/performance/${sale.id}`)).result;
    expect(r.performance).toMatchObject({
      saleId: sale.id,
      title: 'Report show',
      sold: 5,
      held: 2,
      left: 13,
      comps: 1,
      refundedTickets: 1,
      checkedIn: 1,
      orders: 3,
      grossCents: facts.grossCents,
      refundCents: facts.refundCents,
      netCents: facts.grossCents - facts.refundCents,
    });
    expect(
      r.categories.map((c) => [
        c.name,
        c.unitCents,
        c.sold,
        c.comps,
        c.refundedTickets,
        c.grossCents,
        c.refundCents,
        c.netCents,
      ]),
    ).toEqual([
      ['Premium', 6800, 2, 0, 0, 13_600, 0, 13_600],
      ['Standard', 3800, 2, 0, 1, 11_400, 3800, 7600],
      ['Comp', 0, 1, 1, 0, 0, 0, 0],
    ]);
    // The categories add up to the orders, and to the performance's own figures.
    expect(r.totals).toEqual({
      sold: facts.sold,
      comps: 1,
      refundedTickets: 1,
      listCents: facts.listCents,
      discountCents: facts.listCents - facts.grossCents,
      grossCents: facts.grossCents,
      refundCents: facts.refundCents,
      netCents: facts.grossCents - facts.refundCents,
    });
    expect(r.totals.grossCents).toBe(r.performance.grossCents);

    // The list pages and finds it by its title.
    const list = (await get<StaffPage<PerformanceFigures>>('/report/performances?q=Report%20show&size=5')).result;
    expect(list.items.map((x) => x.saleId)).toEqual([sale.id]);
    expect(list.total).toBe(1);
    expect(
      (await get<StaffPage<PerformanceFigures>>('/report/performances?q=Report%20show&page=3')).result,
    ).toMatchObject({
      items: [],
      total: 1,
    });

    // The orders CSV carries the refund, the net and the payment's reference.
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/order/export?q=${b.order.orderNo}`,
      headers: { authorization: `Bearer ${boxOffice}`, 'accept-language': 'en' },
    });
    const [head, row] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const cells = Object.fromEntries(head!.split(',').map((h, i) => [h, row!.split(',')[i]]));
    expect(cells).toMatchObject({ Amount: '114.00', Refunded: '38.00', Net: '76.00' });
    expect(cells['Payment reference']).toMatch(/^sbx_/);

    // The member's page: totals net of the refund.
    const admin = (await t.signIn(await t.createUser({ nickName: 'Admin', role: 'admin' }))).accessToken;
    expect((await get(`/member/get/${b.user.id}`, 'en', admin)).result).toMatchObject({
      orders: { paidCount: 1, paidCents: 11_400 - 3800, refundedCents: 3800 },
    });
  });

  it('exports a performance as CSV and XLSX that read back to the same figures, in the staff’s language', async () => {
    const { sale } = await season();
    const r = (await get<PerformanceReport>(`/report/performance/${sale.id}`, 'zh-Hans')).result;

    const csv = await file(`/report/performanceExport/${sale.id}?format=csv`, 'zh-Hans');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="performance-${sale.id}.csv"`);
    const rows = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(rows[0]!.split(',').slice(0, 5)).toEqual(['场次', '场地', '演出时间', '总座位', '已售']);
    expect(rows).toContain('合计,,5,1,1,250.00,0.00,250.00,38.00,212.00');
    expect(rows).toContain('普通,38.00,2,0,1,114.00,0.00,114.00,38.00,76.00');

    const x = await file(`/report/performanceExport/${sale.id}?format=xlsx`, 'en');
    expect(x.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = XLSX.read(x.rawPayload, { type: 'buffer' });
    expect(book.SheetNames).toEqual(['Performance', 'Price categories']);
    const perf = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets.Performance!);
    expect(perf).toEqual([
      expect.objectContaining({
        Performance: 'Report show',
        Sold: 5,
        Held: 2,
        Comps: 1,
        Gross: 250,
        Refunds: 38,
        Net: 212,
      }),
    ]);
    const cats = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets['Price categories']!);
    expect(cats.map((c) => [c['Price category'], c.Price, c.Sold, c.Net])).toEqual([
      ['Premium', 68, 2, 136],
      ['Standard', 38, 2, 76],
      ['Comp', 0, 1, 0],
      ['Total', undefined, 5, r.totals.netCents / 100],
    ]);
    // Money cells are numbers with two decimals, not text.
    expect(book.Sheets['Price categories']!.B2).toMatchObject({ t: 'n', v: 68, w: '68.00' });

    expect((await file(`/report/performanceExport/${sale.id}?format=pdf`)).json()).toMatchObject({
      code: 1003,
      message: 'The export format must be CSV or XLSX',
    });
    expect((await get('/report/performance/999999')).message).toBe('There is no such performance');
  });

  it('the settlement: payments and refunds of the period by provider and method, each with its reference; CSV and XLSX', async () => {
    const today = companyDay(t.clock.now());
    const before = (await get<SettlementReport>(`/report/settlement?from=${today}&to=${today}&size=100`)).result;
    const { a, b, refundId } = await season();
    const s = (await get<SettlementReport>(`/report/settlement?from=${today}&to=${today}&size=100`)).result;
    expect(s.totals.netCents).toBe(s.totals.grossCents - s.totals.refundCents);
    expect(s.totals.grossCents - before.totals.grossCents).toBe(25_000);
    expect(s.totals.refundCents - before.totals.refundCents).toBe(3800);
    expect(s.groups.reduce((n, g) => n + g.netCents, 0)).toBe(s.totals.netCents);
    expect(s.movements.total).toBe(s.totals.payments + s.totals.refunds);
    const mine = s.movements.items.filter((m) => m.orderNo === a.order.orderNo || m.orderNo === b.order.orderNo);
    const [refundRow] = await db().select().from(refunds).where(eq(refunds.id, refundId));
    expect(mine.map((m) => [m.type, m.orderNo, m.amountCents])).toEqual([
      ['payment', a.order.orderNo, 13_600],
      ['payment', b.order.orderNo, 11_400],
      ['refund', b.order.orderNo, -3800],
    ]);
    expect(mine[0]!.providerRef).toMatch(/^sbx_/);
    expect(mine[2]!.providerRef).toBe(refundRow!.providerRefundRef);
    // Paging: the same movements, a page at a time.
    const page2 = (await get<SettlementReport>(`/report/settlement?from=${today}&to=${today}&size=2&page=2`)).result;
    expect(page2.movements.items).toEqual(s.movements.items.slice(2, 4));

    const csv = await file(`/report/settlementExport?from=${today}&to=${today}&format=csv`);
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Provider,Payment method,Currency,Payments,Refunds,Gross,Refunded,Net');
    expect(lines).toContain(
      `Total,,,${s.totals.payments},${s.totals.refunds},${(s.totals.grossCents / 100).toFixed(2)},${(s.totals.refundCents / 100).toFixed(2)},${(s.totals.netCents / 100).toFixed(2)}`,
    );
    const x = await file(`/report/settlementExport?from=${today}&to=${today}&format=xlsx`, 'zh-Hans');
    const book = XLSX.read(x.rawPayload, { type: 'buffer' });
    expect(book.SheetNames).toEqual(['结算汇总', '款项明细']);
    const moves = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets['款项明细']!);
    expect(moves).toHaveLength(s.movements.total);
    expect(moves.find((m) => m['订单号'] === b.order.orderNo && m['类型'] === '退款')).toMatchObject({
      金额: -38,
      渠道参考号: refundRow!.providerRefundRef,
    });
  });

  it('refuses a bad period in the staff’s language and changes nothing', async () => {
    expect((await get('/report/settlement?from=2026-03-02&to=2026-03-01')).message).toBe(
      'The start date cannot be after the end date',
    );
    expect((await get('/report/settlement?from=2026-02-30&to=2026-03-01', 'zh-Hans')).message).toBe(
      '日期应为真实的 年-月-日（例如 2026-01-31）',
    );
    expect((await get('/report/settlement?from=2024-01-01&to=2026-01-01')).message).toBe(
      'A report covers at most 366 days; choose a shorter period',
    );
    expect((await get('/report/settlementExport?from=2026-01-01&to=2026-01-02&format=doc')).code).toBe(1003);
    expect((await get('/report/performances?from=2026-05-02&to=2026-05-01')).code).toBe(1003);
  });
});
