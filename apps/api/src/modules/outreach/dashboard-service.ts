import type { DashboardSummary, Locale } from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import { pick } from '../../lib/locale.js';
import type { Clock } from '../../services/clock.js';
import * as repo from './dashboard-repository.js';

const dayMs = 86_400_000;
export const dashboardDays = 30;
export const dashboardPerformances = 12;

/** The console home's numbers: four independent queries run together. */
export function createDashboardService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async summary(locale: Locale): Promise<DashboardSummary> {
      const now = clock.now();
      const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      const from = new Date(today - (dashboardDays - 1) * dayMs);
      const [sales, seats, tiers, due] = await Promise.all([
        repo.salesPerDay(db, from),
        repo.seatsUpcoming(db, now, dashboardPerformances),
        repo.membersByTier(db, now),
        repo.feedbackDue(db),
      ]);
      const days = Array.from({ length: dashboardDays }, (_, i) =>
        new Date(from.getTime() + i * dayMs).toISOString().slice(0, 10),
      );
      const byDay = new Map(days.map((day) => [day, { day, ticketCents: 0, shopCents: 0, memberCents: 0 }]));
      for (const r of sales) {
        const d = byDay.get(r.day);
        if (d) d[`${r.kind}Cents`] += Number(r.cents);
      }
      return {
        salesPerDay: [...byDay.values()],
        seatsPerPerformance: seats.map((s) => ({
          saleId: s.id,
          title: pick(locale, s.titleZh, s.titleEn),
          eventAt: s.eventAt.toISOString(),
          sold: s.total - s.remaining,
          total: s.total,
        })),
        membersByTier: tiers,
        feedbackDue: due,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
