import type { Locale } from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { Clock } from '../../services/clock.js';
import { presentAbout, presentCarousel, presentNotice, presentSponsor, presentVersion } from './presenter.js';
import * as repo from './repository.js';

export function createSiteService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async carousels(l: Locale) {
      return (await repo.listCarousels(db)).map((r) => presentCarousel(r, l));
    },
    async carousel(id: number, l: Locale) {
      const row = await repo.findCarousel(db, id);
      if (!row) throw notFound('msg.carouselNotFound');
      return presentCarousel(row, l);
    },
    async notices(page: number, pageSize: number, l: Locale) {
      const { records, total } = await repo.pageNotices(db, clock.now(), (page - 1) * pageSize, pageSize);
      return { records: records.map((r) => presentNotice(r, l)), total, page, pageSize };
    },
    async notice(id: number, l: Locale) {
      const row = await repo.findNotice(db, id, clock.now());
      if (!row) throw notFound('msg.noticeNotFound');
      return presentNotice(row, l);
    },
    /** The About pages as staff edited them (the app falls back to its own texts for an empty one). */
    async aboutPages(l: Locale) {
      return (await repo.listAboutPages(db)).map((r) => presentAbout(r, l));
    },
    async sponsors(l: Locale) {
      return (await repo.listSponsors(db)).map((r) => presentSponsor(r, l));
    },
    /** The newest published version; the web compares its code with its own (100) to prompt an upgrade. */
    async latestVersion(l: Locale) {
      const row = await repo.latestVersion(db, clock.now());
      return row ? presentVersion(row, l) : null;
    },
  };
}
