import type { Locale } from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../../services/caller.js';
import { notFound } from '../../lib/errors.js';
import { offsetOf } from '../../db/query.js';
import { pairLyrics } from '../media/subtitles.js';
import type { TrackReader } from '../media/track-reader.js';
import { canAccessPremium } from '../video/premium.js';
import type { PremiumMedia } from '../video/premium-media.js';
import { presentProduction, presentProductionDetail } from './presenter.js';
import * as repo from './repository.js';

export function createProductionService({
  db,
  media,
  tracks,
}: {
  db: Db;
  media: Pick<PremiumMedia, 'linkFor'>;
  tracks: TrackReader;
}) {
  return {
    /** How many parts each production has (the VIP zone shows them beside the membership's items). */
    partCounts: (ids: number[]) => repo.partCounts(db, ids),
    async list(q: { page: number; pageSize: number; keyword?: string }, l: Locale) {
      const { records, total } = await repo.pageProductions(db, q.keyword, offsetOf(q.page, q.pageSize), q.pageSize);
      const counts = await repo.partCounts(
        db,
        records.map((r) => r.id),
      );
      return {
        records: records.map((r) => presentProduction(r, counts.get(r.id) ?? 0, l)),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },
    async get(id: number, user: AuthUser | null, l: Locale) {
      const row = await repo.findProduction(db, id);
      if (!row) throw notFound('msg.browse.productionNotFound');
      const [parts, cast] = await Promise.all([repo.partsOf(db, id), repo.castOf(db, id)]);
      const locked = row.isPremium && !canAccessPremium(user);
      const link = (path: string) => (user ? media.linkFor(path, user.id) : path);
      const partMedia = await Promise.all(
        parts.map(async (p) =>
          locked
            ? null
            : { link, lyrics: pairLyrics(await tracks.cues(p.subtitlesZh), await tracks.cues(p.subtitlesEn)) },
        ),
      );
      return presentProductionDetail(row, parts, cast, locked, partMedia, l);
    },
    async view(id: number) {
      const row = await repo.addView(db, id);
      if (!row) throw notFound('msg.browse.productionNotFound');
      return row;
    },
  };
}

export type ProductionService = ReturnType<typeof createProductionService>;
