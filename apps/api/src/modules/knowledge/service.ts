import { rndListDefaultLength, type Locale } from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../../services/caller.js';
import { notFound } from '../../lib/errors.js';
import { offsetOf } from '../../db/query.js';
import { canAccessPremium } from '../video/premium.js';
import { presentCategory, presentKnowledge, presentKnowledgeDetail, presentKnowledgePart } from './presenter.js';
import * as repo from './repository.js';
import type { KnowledgeRow } from './repository.js';

export function createKnowledgeService({ db }: { db: Db }) {
  async function present(rows: KnowledgeRow[], l: Locale) {
    const counts = await repo.partCounts(
      db,
      rows.map((r) => r.item.id),
    );
    return rows.map((r) => presentKnowledge(r, counts.get(r.item.id) ?? 0, l));
  }
  async function detail(row: KnowledgeRow, user: AuthUser | null, l: Locale) {
    const locked = row.item.isPremium && !canAccessPremium(user);
    return presentKnowledgeDetail(row, await repo.partsOf(db, row.item.id), locked, l);
  }

  return {
    /** How many parts each item has (the VIP zone shows them beside the membership's items). */
    partCounts: (ids: number[]) => repo.partCounts(db, ids),
    async categories(l: Locale) {
      return (await repo.listCategories(db)).map((c) => presentCategory(c, l));
    },
    async list(q: { page: number; pageSize: number; keyword?: string; cateId?: number }, l: Locale) {
      const { records, total } = await repo.pageKnowledge(db, q, offsetOf(q.page, q.pageSize), q.pageSize);
      return { records: await present(records, l), total, page: q.page, pageSize: q.pageSize };
    },
    async random(length: number | undefined, cateId: number | undefined, l: Locale) {
      return present(await repo.randomKnowledge(db, cateId, length ?? rndListDefaultLength), l);
    },
    async carousel(l: Locale) {
      return present(await repo.carouselKnowledge(db), l);
    },
    /** The featured item of the learning page: the newest one editors marked fine, or null. */
    async fine(user: AuthUser | null, l: Locale) {
      const row = await repo.latestFine(db);
      return row ? detail(row, user, l) : null;
    },
    async get(id: number, user: AuthUser | null, l: Locale) {
      const row = await repo.findKnowledge(db, id);
      if (!row) throw notFound('msg.browse.knowledgeNotFound');
      return detail(row, user, l);
    },
    async part(id: number, user: AuthUser | null, l: Locale) {
      const part = await repo.findPart(db, id);
      const owner = part && (await repo.findKnowledge(db, part.knowledgeId));
      if (!part || !owner) throw notFound('msg.browse.knowledgePartNotFound');
      const locked = owner.item.isPremium && !canAccessPremium(user);
      return presentKnowledgePart(part, owner.item, { locked, ...(await repo.neighbours(db, part)) }, l);
    },
    async view(id: number) {
      const row = await repo.addView(db, id);
      if (!row) throw notFound('msg.browse.knowledgeNotFound');
      return row;
    },
  };
}

export type KnowledgeService = ReturnType<typeof createKnowledgeService>;
