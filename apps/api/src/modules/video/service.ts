import { rndListDefaultLength, type Locale } from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../../services/caller.js';
import { notFound } from '../../lib/errors.js';
import { presentCategory } from '../knowledge/presenter.js';
import { offsetOf } from '../../db/query.js';
import { canAccessPremium } from './premium.js';
import type { PremiumMedia } from './premium-media.js';
import { findProductionLink } from '../theatre-ultimate/repository.js';
import { presentProductionLink } from '../theatre-ultimate/presenter.js';
import { presentVideo, presentVideoDetail } from './presenter.js';
import * as repo from './repository.js';

export function createVideoService({ db, media }: { db: Db; media: Pick<PremiumMedia, 'linkFor'> }) {
  return {
    async categories(l: Locale) {
      return (await repo.listCategories(db)).map((c) => presentCategory(c, l));
    },
    async list(q: { page: number; pageSize: number; keyword?: string; cateId?: number }, l: Locale) {
      const { records, total } = await repo.pageVideos(db, q, offsetOf(q.page, q.pageSize), q.pageSize);
      return { records: records.map((r) => presentVideo(r, l)), total, page: q.page, pageSize: q.pageSize };
    },
    async random(length: number | undefined, cateId: number | undefined, l: Locale) {
      return (await repo.randomVideos(db, cateId, length ?? rndListDefaultLength)).map((r) => presentVideo(r, l));
    },
    async carousel(l: Locale) {
      return (await repo.carouselVideos(db)).map((r) => presentVideo(r, l));
    },
    async get(id: number, user: AuthUser | null, l: Locale) {
      const row = await repo.findVideo(db, id);
      if (!row) throw notFound('msg.browse.videoNotFound');
      const locked = row.video.isPremium && !canAccessPremium(user);
      const production =
        row.video.productionId === null ? undefined : await findProductionLink(db, row.video.productionId);
      return presentVideoDetail(
        row,
        locked,
        production ? presentProductionLink(production, l) : null,
        l,
        user ? (path) => media.linkFor(path, user.id) : undefined,
      );
    },
    async view(id: number) {
      const row = await repo.addView(db, id);
      if (!row) throw notFound('msg.browse.videoNotFound');
      return row;
    },
  };
}
