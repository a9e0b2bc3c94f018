import type { Locale, NewsDetail, NewsItem, SystemNews } from '@nanhua/contract';
import { pick } from '../../lib/locale.js';
import type { NewsRow, SystemNewsRow } from './news-repository.js';

export const presentNews = (r: NewsRow, l: Locale): NewsItem => ({
  id: r.id,
  title: pick(l, r.titleZh, r.titleEn),
  summary: pick(l, r.summaryZh, r.summaryEn),
  cover: r.cover,
  publishedAt: r.publishedAt.toISOString(),
});

export const presentNewsDetail = (r: NewsRow, l: Locale): NewsDetail => ({
  ...presentNews(r, l),
  content: pick(l, r.contentZh, r.contentEn),
});

export const presentSystemNews = (r: SystemNewsRow, l: Locale): SystemNews => ({
  id: r.id,
  title: pick(l, r.titleZh, r.titleEn),
  content: pick(l, r.contentZh, r.contentEn),
  publishedAt: r.publishedAt.toISOString(),
});
