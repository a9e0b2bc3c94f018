import { z } from 'zod';
import { ep } from '../endpoint.js';
import { id, isoTime, keyword, staffPage, staffPageQuery } from '../schemas.js';

/**
 * The manager's reports (issue 37 item 6): per performance (sold by price category, comps, refunds, net,
 * check-ins) and per period (the settlement by payment method and provider reference), each exported as
 * CSV or XLSX. Money in integer cents; messages are `msg.reports.*`.
 */
export const reportFormats = ['csv', 'xlsx'] as const;
export type ReportFormat = (typeof reportFormats)[number];
/** The longest period one settlement covers (days, both ends included). */
export const reportPeriodMaxDays = 366;
/** Rows of one settlement export at most (the console says so when the period has more). */
export const reportExportMax = 10_000;

/** A real calendar day, YYYY-MM-DD (the company's time zone). */
const day = z
  .string({ error: 'msg.reports.dateInvalid' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'msg.reports.dateInvalid' })
  .refine(
    (s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && s >= '2000-01-01';
    },
    { error: 'msg.reports.dateInvalid' },
  );
const format = z.enum(reportFormats, { error: 'msg.reports.formatInvalid' });

/** Money in, money back and what stays, in cents. */
export const moneyFigures = z.object({
  grossCents: z.number().int(),
  refundCents: z.number().int(),
  netCents: z.number().int(),
});
export type MoneyFigures = z.infer<typeof moneyFigures>;

/** One performance's ticket figures (paid orders only; held = in unpaid orders still open). */
export const performanceFigures = z.object({
  saleId: z.number().int(),
  title: z.string(),
  venue: z.string(),
  eventAt: isoTime,
  currency: z.string(),
  totalSeats: z.number().int(),
  /** Tickets in paid orders, less those refunded (comps included). */
  sold: z.number().int(),
  held: z.number().int(),
  left: z.number().int(),
  /** Of those sold, tickets issued at no charge (a price of 0). */
  comps: z.number().int(),
  refundedTickets: z.number().int(),
  checkedIn: z.number().int(),
  orders: z.number().int(),
  ...moneyFigures.shape,
});
export type PerformanceFigures = z.infer<typeof performanceFigures>;

/** One price category of a performance (a sale without categories has one row at its own price). */
export const categoryFigures = z.object({
  priceId: z.number().int().nullable(),
  name: z.string(),
  unitCents: z.number().int(),
  /** Tickets in paid orders less those refunded, comps among them, and the refunded ones. */
  sold: z.number().int(),
  comps: z.number().int(),
  refundedTickets: z.number().int(),
  /** At the category's price, before member discounts. */
  listCents: z.number().int(),
  discountCents: z.number().int(),
  ...moneyFigures.shape,
});
export type CategoryFigures = z.infer<typeof categoryFigures>;

export const performanceReport = z.object({
  performance: performanceFigures,
  categories: z.array(categoryFigures),
  /** The categories added up (equal to the performance's figures, and to its paid orders). */
  totals: categoryFigures.omit({ priceId: true, name: true, unitCents: true }),
});
export type PerformanceReport = z.infer<typeof performanceReport>;

/** A settlement group: one payment method through one provider in the period. */
export const settlementGroup = z.object({
  provider: z.string(),
  paymentMethod: z.string(),
  currency: z.string(),
  payments: z.number().int(),
  refunds: z.number().int(),
  ...moneyFigures.shape,
});
export type SettlementGroup = z.infer<typeof settlementGroup>;

/** One movement of money in the period: a payment in, or a refund out, with the provider's reference. */
export const settlementMovement = z.object({
  type: z.enum(['payment', 'refund']),
  at: isoTime,
  orderId: z.number().int(),
  orderNo: z.string(),
  kind: z.enum(['ticket', 'shop', 'membership']),
  provider: z.string(),
  paymentMethod: z.string(),
  /** The payment's reference at the provider, or the refund's (null: not answered yet). */
  providerRef: z.string().nullable(),
  /** Signed: a refund is negative. */
  amountCents: z.number().int(),
  currency: z.string(),
});
export type SettlementMovement = z.infer<typeof settlementMovement>;

export const settlementReport = z.object({
  from: z.string(),
  to: z.string(),
  groups: z.array(settlementGroup),
  totals: z.object({ payments: z.number().int(), refunds: z.number().int(), ...moneyFigures.shape }),
  movements: staffPage(settlementMovement),
});
export type SettlementReport = z.infer<typeof settlementReport>;

const period = { from: day, to: day };

export const reportsEndpoints = {
  '/admin/report/performances': ep('/admin/report/performances', {
    summary: 'box office: every performance with its ticket figures, latest first; by title and performance day',
    query: z.strictObject({ ...staffPageQuery, q: keyword.optional(), from: day.optional(), to: day.optional() }),
    result: staffPage(performanceFigures),
  }),
  '/admin/report/performance/{id}': ep('/admin/report/performance/{id}', {
    summary: 'box office: one performance by price category (sold, comps, refunds, net) and its check-ins',
    params: z.strictObject({ id }),
    result: performanceReport,
  }),
  '/admin/report/performanceExport/{id}': ep('/admin/report/performanceExport/{id}', {
    summary: 'box office: the performance report as CSV or XLSX (the file itself; not an envelope)',
    params: z.strictObject({ id }),
    query: z.strictObject({ format }),
    result: z.string(),
    fileType: 'text/csv',
  }),
  '/admin/report/settlement': ep('/admin/report/settlement', {
    summary: `box office: money in and out between two days (at most ${reportPeriodMaxDays}) by provider and payment method, and each movement with its provider reference`,
    query: z.strictObject({ ...staffPageQuery, ...period }),
    result: settlementReport,
  }),
  '/admin/report/settlementExport': ep('/admin/report/settlementExport', {
    summary: `box office: the settlement as CSV or XLSX, groups then movements (at most ${reportExportMax}; the file itself)`,
    query: z.strictObject({ ...period, format }),
    result: z.string(),
    fileType: 'text/csv',
  }),
} as const;
