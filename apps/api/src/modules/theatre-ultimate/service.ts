import type { Locale } from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../../http/context.js';
import { notFound } from '../../lib/errors.js';
import { offsetOf } from '../../db/query.js';
import { canAccessPremium } from '../video/premium.js';
import { presentProduction, presentProductionDetail } from './presenter.js';
import * as repo from './repository.js';

export function createProductionService({ db }: { db: Db }) {
  return {
    async list(q: { page: number; pageSize: number; keyword?: string }, l: Locale) {
      const { records, total } = await repo.pageProductions(db, q.keyword, offsetOf(q.page, q.pageSize), q.pageSize);
      const counts = await repo.partCounts(db, records.map((r) => r.id));
      return { records: records.map((r) => presentProduction(r, counts.get(r.id) ?? 0, l)), total, page: q.page, pageSize: q.pageSize };
    },
    async get(id: number, user: AuthUser | null, l: Locale) {
      const row = await repo.findProduction(db, id);
      if (!row) throw notFound('msg.browse.productionNotFound');
      return presentProductionDetail(row, await repo.partsOf(db, id), row.isPremium && !canAccessPremium(user), l);
    },
    async view(id: number) {
      const row = await repo.addView(db, id);
      if (!row) throw notFound('msg.browse.productionNotFound');
      return row;
    },
  };
}
