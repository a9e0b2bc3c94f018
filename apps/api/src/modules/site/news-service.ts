import { draftMark, seesDrafts, type AuthUser } from '../../services/caller.js';
import type { Locale } from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { Clock } from '../../services/clock.js';
import { offsetOf } from '../../db/query.js';
import { presentNews, presentNewsDetail, presentSystemNews } from './news-presenter.js';
import * as repo from './news-repository.js';

/** News (public, searchable) and system notifications (signed-in members; the same for everyone). */
export function createNewsService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async news(q: { page: number; pageSize: number; keyword?: string }, l: Locale) {
      const { records, total } = await repo.pageNews(
        db,
        clock.now(),
        q.keyword,
        offsetOf(q.page, q.pageSize),
        q.pageSize,
      );
      return { records: records.map((r) => presentNews(r, l)), total, page: q.page, pageSize: q.pageSize };
    },
    async newsItem(id: number, l: Locale, viewer: AuthUser | null = null) {
      const found = await repo.findNews(db, id, clock.now(), seesDrafts(viewer));
      if (!found) throw notFound('msg.browse.newsNotFound');
      return { ...presentNewsDetail(found.row, l), ...draftMark(found.live) };
    },
    async systemNews(q: { page: number; pageSize: number }, l: Locale) {
      const { records, total } = await repo.pageSystemNews(db, clock.now(), offsetOf(q.page, q.pageSize), q.pageSize);
      return { records: records.map((r) => presentSystemNews(r, l)), total, page: q.page, pageSize: q.pageSize };
    },
    async systemNewsItem(id: number, l: Locale) {
      const row = await repo.findSystemNews(db, id, clock.now());
      if (!row) throw notFound('msg.browse.systemNewsNotFound');
      return presentSystemNews(row, l);
    },
  };
}
