import {
  companyWallClock,
  fromCompanyWallClock,
  type DashboardMoney,
  type DashboardPeriod,
  type DashboardSummary,
  type Locale,
} from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../services/clock.js';
import type { ReportsService } from '../reports/service.js';
import * as repo from './dashboard-repository.js';

const dayMs = 86_400_000;
export const dashboardDays = 30;
export const dashboardPerformances = 12;

const noMoney = (): DashboardMoney => ({ grossCents: 0, refundCents: 0, netCents: 0, orders: 0, refunds: 0 });

/** The company's calendar day `back` days before today (YYYY-MM-DD), and the instant it starts. */
function companyDay(now: Date, back: number) {
  const w = companyWallClock(now)!;
  const d = new Date(Date.UTC(+w.year, +w.month - 1, +w.day) - back * dayMs);
  return {
    day: d.toISOString().slice(0, 10),
    start: fromCompanyWallClock(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()),
    weekday: d.getUTCDay(),
  };
}

/**
 * The console home's numbers (issue 37 item 5): money is net of refunds everywhere — paid on the day
 * it was paid, given back on the day a refund was approved — in the company's days; the upcoming
 * performances' seats sold, held and left with their net revenue come from the reports. Independent
 * statements run together.
 */
export function createDashboardService({
  db,
  clock,
  reports,
}: {
  db: Db;
  clock: Clock;
  reports: Pick<ReportsService, 'upcoming'>;
}) {
  return {
    async summary(locale: Locale): Promise<DashboardSummary> {
      const now = clock.now();
      const first = companyDay(now, dashboardDays - 1);
      const today = companyDay(now, 0);
      // Monday of this week (getUTCDay: 0 Sunday … 6 Saturday).
      const week = companyDay(now, (today.weekday + 6) % 7);
      const [money, seats, tiers, toShip, due] = await Promise.all([
        repo.moneyPerDay(db, first.start),
        reports.upcoming(dashboardPerformances, locale),
        repo.membersByTier(db, now),
        repo.shopToShip(db),
        repo.feedbackDue(db),
      ]);
      const days = Array.from({ length: dashboardDays }, (_, i) => companyDay(now, dashboardDays - 1 - i).day);
      const byDay = new Map(
        days.map((day) => [day, { day, ticketCents: 0, shopCents: 0, memberCents: 0, grossCents: 0, refundCents: 0 }]),
      );
      const period = (from: string): DashboardPeriod => ({
        from,
        all: noMoney(),
        ticket: noMoney(),
        shop: noMoney(),
        member: noMoney(),
      });
      const periods = { today: period(today.day), week: period(week.day) };
      for (const r of money) {
        const d = byDay.get(r.day);
        if (d) {
          const signed = r.what === 'paid' ? r.cents : -r.cents;
          d[`${r.kind}Cents`] += signed;
          if (r.what === 'paid') d.grossCents += r.cents;
          else d.refundCents += r.cents;
        }
        for (const p of Object.values(periods)) {
          if (r.day < p.from) continue;
          for (const m of [p.all, p[r.kind]]) {
            if (r.what === 'paid') {
              m.grossCents += r.cents;
              m.orders += r.n;
            } else {
              m.refundCents += r.cents;
              m.refunds += r.n;
            }
            m.netCents = m.grossCents - m.refundCents;
          }
        }
      }
      return {
        ...periods,
        salesPerDay: [...byDay.values()],
        seatsPerPerformance: seats.map((s) => ({
          saleId: s.saleId,
          title: s.title,
          eventAt: s.eventAt,
          sold: s.sold,
          held: s.held,
          left: s.left,
          total: s.totalSeats,
          revenueCents: s.netCents,
          currency: s.currency,
        })),
        membersByTier: tiers,
        shopToShip: toShip,
        feedbackDue: due,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
