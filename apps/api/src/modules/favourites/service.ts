import type { FavouriteKind, FavouriteState, Locale } from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import { offsetOf } from '../../db/query.js';
import { notFound } from '../../lib/errors.js';
import type { Clock } from '../../services/clock.js';
import { presentFavouriteProduct, presentFavouriteSale } from './presenter.js';
import * as repo from './repository.js';

interface Target {
  kind: FavouriteKind;
  targetId: number;
}

/**
 * Favourite performances (ticket sales) and products (issue 34 item 6), apart from likes: private to the
 * member, idempotent both ways. Only what the app shows can be added; one that stops being shown drops out
 * of the lists (and comes back if it is shown again).
 */
export function createFavouriteService({ db, clock }: { db: Db; clock: Clock }) {
  async function shown(t: Target): Promise<void> {
    if (
      t.kind === 'sale'
        ? !(await repo.saleExists(db, t.targetId))
        : !(await repo.productExists(db, t.targetId, clock.now()))
    )
      throw notFound(t.kind === 'sale' ? 'msg.ticket.saleNotFound' : 'msg.shop.productNotFound');
  }
  const has = (userId: number, t: Target) =>
    t.kind === 'sale'
      ? repo.hasSaleFavourite(db, userId, t.targetId)
      : repo.hasProductFavourite(db, userId, t.targetId);
  const state = (t: Target, favourite: boolean): FavouriteState => ({ kind: t.kind, targetId: t.targetId, favourite });
  return {
    async state(userId: number, t: Target): Promise<FavouriteState> {
      await shown(t);
      return state(t, await has(userId, t));
    },
    async add(userId: number, t: Target): Promise<FavouriteState> {
      await shown(t);
      await (t.kind === 'sale'
        ? repo.addSaleFavourite(db, userId, t.targetId, clock.now())
        : repo.addProductFavourite(db, userId, t.targetId, clock.now()));
      return state(t, true);
    },
    /** Removing needs no visible target: a withdrawn product can still leave the member's list. */
    async remove(userId: number, t: Target): Promise<FavouriteState> {
      await (t.kind === 'sale'
        ? repo.removeSaleFavourite(db, userId, t.targetId)
        : repo.removeProductFavourite(db, userId, t.targetId));
      return state(t, false);
    },
    async sales(userId: number, q: { page: number; pageSize: number }, l: Locale) {
      const now = clock.now();
      const { records, total } = await repo.pageSaleFavourites(db, userId, offsetOf(q.page, q.pageSize), q.pageSize);
      return {
        records: records.map((r) => presentFavouriteSale(r, l, now)),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },
    async products(userId: number, q: { page: number; pageSize: number }, l: Locale) {
      const { records, total } = await repo.pageProductFavourites(
        db,
        userId,
        clock.now(),
        offsetOf(q.page, q.pageSize),
        q.pageSize,
      );
      return { records: records.map((r) => presentFavouriteProduct(r, l)), total, page: q.page, pageSize: q.pageSize };
    },
  };
}

export type FavouriteService = ReturnType<typeof createFavouriteService>;
