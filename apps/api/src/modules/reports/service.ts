import {
  formatDateTime,
  fromCompanyWallClock,
  reportExportMax,
  reportPeriodMaxDays,
  type Locale,
  type PerformanceFigures,
  type PerformanceReport,
  type ReportFormat,
  type SettlementReport,
  type StaffPage,
} from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import { toCsv } from '../../lib/csv.js';
import { notFound, refuse } from '../../lib/errors.js';
import { toXlsx, xlsxType, type XlsxCell } from '../../lib/xlsx.js';
import type { Clock } from '../../services/clock.js';
import { categoryTotals, presentCategory, presentGroup, presentMovement, presentPerformance } from './presenter.js';
import * as repo from './repository.js';

/** A report as a file: its bytes, media type and name. */
export interface ReportFile {
  body: string | Buffer;
  type: string;
  filename: string;
}

const dayMs = 86_400_000;

/** A company day (YYYY-MM-DD) → the instant it starts there. */
const dayStart = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return fromCompanyWallClock(y, m, d);
};
const nextDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const n = new Date(Date.UTC(y, m - 1, d) + dayMs);
  return fromCompanyWallClock(n.getUTCFullYear(), n.getUTCMonth() + 1, n.getUTCDate());
};

const texts = {
  'zh-Hans': {
    performanceSheet: '场次',
    categoriesSheet: '票价类别',
    groupsSheet: '结算汇总',
    movementsSheet: '款项明细',
    performance: ['场次', '场地', '演出时间', '总座位', '已售', '保留中', '剩余', '赠票', '已退票', '已入场', '订单数'],
    category: ['票价类别', '票价', '已售', '赠票', '已退票', '原价合计', '会员折扣', '收款', '退款', '净额'],
    total: '合计',
    group: ['支付渠道', '支付方式', '币种', '收款笔数', '退款笔数', '收款', '退款', '净额'],
    movement: ['类型', '时间', '订单号', '订单类型', '支付渠道', '支付方式', '渠道参考号', '金额', '币种'],
    type: { payment: '收款', refund: '退款' },
    kind: { ticket: '门票', shop: '商城', membership: '会员' },
    money: ['收款', '退款', '净额'],
  },
  en: {
    performanceSheet: 'Performance',
    categoriesSheet: 'Price categories',
    groupsSheet: 'Settlement',
    movementsSheet: 'Movements',
    performance: [
      'Performance',
      'Venue',
      'Starts',
      'Seats',
      'Sold',
      'Held',
      'Left',
      'Comps',
      'Refunded tickets',
      'Checked in',
      'Orders',
    ],
    category: [
      'Price category',
      'Price',
      'Sold',
      'Comps',
      'Refunded tickets',
      'At list price',
      'Member discounts',
      'Gross',
      'Refunds',
      'Net',
    ],
    total: 'Total',
    group: ['Provider', 'Payment method', 'Currency', 'Payments', 'Refunds', 'Gross', 'Refunded', 'Net'],
    movement: [
      'Type',
      'At',
      'Order no.',
      'Kind',
      'Provider',
      'Payment method',
      'Provider reference',
      'Amount',
      'Currency',
    ],
    type: { payment: 'Payment', refund: 'Refund' },
    kind: { ticket: 'Ticket', shop: 'Shop', membership: 'Membership' },
    money: ['Gross', 'Refunds', 'Net'],
  },
} as const;

/** A sheet as CSV cells: money in dollars with two decimals, as the orders CSV writes it. */
const csvValue = (v: XlsxCell): string | number | null =>
  v === undefined ? null : typeof v === 'object' && v !== null ? (v.cents / 100).toFixed(2) : v;

/** One or more tables as one file: CSV puts them one after another with a blank row between, XLSX one sheet each. */
function fileOf(
  format: ReportFormat,
  name: string,
  sheets: { name: string; rows: XlsxCell[][]; widths?: number[] }[],
): ReportFile {
  if (format === 'xlsx') return { body: toXlsx(sheets), type: xlsxType, filename: `${name}.xlsx` };
  const [first, ...rest] = sheets.map((s) => s.rows.map((r) => r.map(csvValue)));
  const rows = [...(first ?? []).slice(1), ...rest.flatMap((s) => [[], ...s])];
  return {
    body: toCsv((first?.[0] ?? []).map(String), rows),
    type: 'text/csv; charset=utf-8',
    filename: `${name}.csv`,
  };
}

export interface ReportsDeps {
  db: Db;
  clock: Clock;
}

/** The manager's reports (issue 37 item 6): per performance, the settlement per period, as CSV or XLSX. */
export function createReportsService({ db, clock }: ReportsDeps) {
  function period(from: string, to: string) {
    if (from > to) throw refuse('msg.reports.rangeInvalid');
    const start = dayStart(from);
    const before = nextDay(to);
    if (Math.round((before.getTime() - start.getTime()) / dayMs) > reportPeriodMaxDays)
      throw refuse('msg.reports.rangeTooLong');
    return { start, before };
  }

  async function performance(id: number, l: Locale): Promise<PerformanceReport> {
    const [rows, categories] = await Promise.all([
      repo.performanceFigures(db, { saleId: id }, 'latest', 0, 1, clock.now()),
      repo.categoryFigures(db, id),
    ]);
    const row = rows[0];
    if (!row) throw notFound('msg.reports.performanceNotFound');
    const cs = categories.map((c) => presentCategory(c, l));
    return { performance: presentPerformance(row, l), categories: cs, totals: categoryTotals(cs) };
  }

  async function settlement(q: { from: string; to: string; page: number; size: number }): Promise<SettlementReport> {
    const { start, before } = period(q.from, q.to);
    const offset = (q.page - 1) * q.size;
    const [groups, moves] = await Promise.all([
      repo.settlementGroups(db, start, before),
      repo.settlementMovements(db, start, before, offset, q.size),
    ]);
    const gs = groups.map(presentGroup);
    const totals = { payments: 0, refunds: 0, grossCents: 0, refundCents: 0, netCents: 0 };
    for (const g of gs) for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += g[k];
    // The match count is the groups' (every movement is in one), so a page past the end still knows it.
    return {
      from: q.from,
      to: q.to,
      groups: gs,
      totals,
      movements: {
        items: moves.map(presentMovement),
        total: totals.payments + totals.refunds,
        page: q.page,
        size: q.size,
      },
    };
  }

  return {
    /** Every performance with its figures, latest first (a page). */
    async performances(
      q: { page: number; size: number; q?: string; from?: string; to?: string },
      l: Locale,
    ): Promise<StaffPage<PerformanceFigures>> {
      if (q.from && q.to && q.from > q.to) throw refuse('msg.reports.rangeInvalid');
      const offset = (q.page - 1) * q.size;
      const f = {
        q: q.q?.trim() || undefined,
        from: q.from ? dayStart(q.from) : undefined,
        before: q.to ? nextDay(q.to) : undefined,
      };
      const rows = await repo.performanceFigures(db, f, 'latest', offset, q.size, clock.now());
      // Past the last page the page holds no row to carry the count: count once more from the start.
      const total =
        rows[0]?.total ??
        (offset > 0 ? ((await repo.performanceFigures(db, f, 'latest', 0, 1, clock.now()))[0]?.total ?? 0) : 0);
      return { items: rows.map((r) => presentPerformance(r, l)), total, page: q.page, size: q.size };
    },

    /** The next `limit` performances still ahead, soonest first (the dashboard). */
    async upcoming(limit: number, l: Locale): Promise<PerformanceFigures[]> {
      const now = clock.now();
      const rows = await repo.performanceFigures(db, { from: now }, 'soonest', 0, limit, now);
      return rows.map((r) => presentPerformance(r, l));
    },

    performance,
    settlement,

    async performanceFile(id: number, format: ReportFormat, l: Locale): Promise<ReportFile> {
      const r = await performance(id, l);
      const t = texts[l];
      const p = r.performance;
      const money = (c: { grossCents: number; refundCents: number; netCents: number }): XlsxCell[] => [
        { cents: c.grossCents },
        { cents: c.refundCents },
        { cents: c.netCents },
      ];
      return fileOf(format, `performance-${p.saleId}`, [
        {
          name: t.performanceSheet,
          widths: [30, 24, 18, 8, 8, 8, 8, 8, 10, 10, 8, 12, 12, 12],
          rows: [
            [...t.performance, ...t.money],
            [
              p.title,
              p.venue,
              formatDateTime(p.eventAt),
              p.totalSeats,
              p.sold,
              p.held,
              p.left,
              p.comps,
              p.refundedTickets,
              p.checkedIn,
              p.orders,
              ...money(p),
            ],
          ],
        },
        {
          name: t.categoriesSheet,
          widths: [24, 10, 8, 8, 10, 12, 12, 12, 12, 12],
          rows: [
            [...t.category],
            ...r.categories.map((c) => [
              c.name,
              { cents: c.unitCents },
              c.sold,
              c.comps,
              c.refundedTickets,
              { cents: c.listCents },
              { cents: c.discountCents },
              ...money(c),
            ]),
            [
              t.total,
              null,
              r.totals.sold,
              r.totals.comps,
              r.totals.refundedTickets,
              { cents: r.totals.listCents },
              { cents: r.totals.discountCents },
              ...money(r.totals),
            ],
          ],
        },
      ]);
    },

    async settlementFile(q: { from: string; to: string; format: ReportFormat }, l: Locale): Promise<ReportFile> {
      const s = await settlement({ from: q.from, to: q.to, page: 1, size: reportExportMax + 1 });
      if (s.movements.total > reportExportMax) throw refuse('msg.reports.tooManyRows', { max: reportExportMax });
      const t = texts[l];
      return fileOf(q.format, `settlement-${q.from}-${q.to}`, [
        {
          name: t.groupsSheet,
          widths: [12, 16, 8, 10, 10, 12, 12, 12],
          rows: [
            [...t.group],
            ...s.groups.map((g) => [
              g.provider,
              g.paymentMethod,
              g.currency,
              g.payments,
              g.refunds,
              { cents: g.grossCents },
              { cents: g.refundCents },
              { cents: g.netCents },
            ]),
            [
              t.total,
              null,
              null,
              s.totals.payments,
              s.totals.refunds,
              { cents: s.totals.grossCents },
              { cents: s.totals.refundCents },
              { cents: s.totals.netCents },
            ],
          ],
        },
        {
          name: t.movementsSheet,
          widths: [8, 18, 22, 10, 10, 16, 30, 12, 8],
          rows: [
            [...t.movement],
            ...s.movements.items.map((m) => [
              t.type[m.type],
              formatDateTime(m.at),
              m.orderNo,
              t.kind[m.kind],
              m.provider,
              m.paymentMethod,
              m.providerRef,
              { cents: m.amountCents },
              m.currency,
            ]),
          ],
        },
      ]);
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
