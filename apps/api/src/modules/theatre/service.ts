import { draftMark, seesDrafts, type AuthUser } from '../../services/caller.js';
import { rndListDefaultLength, type Locale, type PerformanceSale } from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { Clock } from '../../services/clock.js';
import { offsetOf } from '../../db/query.js';
import { findProductionLink } from '../theatre-ultimate/repository.js';
import { presentProductionLink } from '../theatre-ultimate/presenter.js';
import { presentTheatre, presentTheatreDetail } from './presenter.js';
import * as repo from './repository.js';

/** The ticket sales a performance page links to, supplied by the ticket family. */
export type SalesOfPerformance = (theatreId: number, l: Locale) => Promise<PerformanceSale[]>;

export function createTheatreService({ db, clock, salesOf }: { db: Db; clock: Clock; salesOf: SalesOfPerformance }) {
  return {
    async list(q: { page: number; pageSize: number; queryStatus?: number }, l: Locale) {
      const now = clock.now();
      const { records, total } = await repo.pageTheatres(
        db,
        now,
        q.queryStatus,
        offsetOf(q.page, q.pageSize),
        q.pageSize,
      );
      return { records: records.map((r) => presentTheatre(r, l, now)), total, page: q.page, pageSize: q.pageSize };
    },
    async search(q: { page: number; pageSize: number; keyword?: string }, l: Locale) {
      const now = clock.now();
      const { records, total } = await repo.searchTheatres(
        db,
        now,
        q.keyword,
        offsetOf(q.page, q.pageSize),
        q.pageSize,
      );
      return { records: records.map((r) => presentTheatre(r, l, now)), total, page: q.page, pageSize: q.pageSize };
    },
    async get(id: number, l: Locale, viewer: AuthUser | null = null) {
      const row = await repo.findTheatre(db, id, seesDrafts(viewer));
      if (!row) throw notFound('msg.browse.theatreNotFound');
      const [sales, production] = await Promise.all([
        salesOf(row.id, l),
        row.productionId === null ? undefined : findProductionLink(db, row.productionId),
      ]);
      return {
        ...presentTheatreDetail(row, sales, production ? presentProductionLink(production, l) : null, l, clock.now()),
        ...draftMark(row.published),
      };
    },
    /** One event as stored (both languages), for families that act on it (registration); undefined when absent. */
    event: (id: number) => repo.findTheatre(db, id),
    async byDate(date: string, l: Locale) {
      const now = clock.now();
      return (await repo.theatresOnDay(db, date)).map((r) => presentTheatre(r, l, now));
    },
    async statsForMonth(year: number, month: number) {
      return (await repo.statsForMonth(db, year, month)).map((s) => ({ date: s.date, count: s.count }));
    },
    async random(length: number | undefined, l: Locale) {
      const now = clock.now();
      return (await repo.randomTheatres(db, now, length ?? rndListDefaultLength)).map((r) => presentTheatre(r, l, now));
    },
  };
}

export type TheatreService = ReturnType<typeof createTheatreService>;
