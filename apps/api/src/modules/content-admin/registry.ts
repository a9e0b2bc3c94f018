import { news, notices, sponsors } from '../../db/schema/site.js';
import type { Family } from './family.js';

/** Every content family the staff edit through the one generic service (issue 13). */
export const families: readonly Family[] = [
  {
    name: 'notice',
    table: notices,
    id: notices.id,
    search: [notices.titleZh, notices.titleEn],
    sorts: { publishedAt: notices.publishedAt, id: notices.id },
    defaultSort: ['publishedAt', 'desc'],
    published: notices.published,
    rich: ['contentZh', 'contentEn'],
  },
  {
    name: 'news',
    table: news,
    id: news.id,
    search: [news.titleZh, news.titleEn, news.summaryZh, news.summaryEn],
    sorts: { publishedAt: news.publishedAt, id: news.id },
    defaultSort: ['publishedAt', 'desc'],
    published: news.published,
    rich: ['contentZh', 'contentEn'],
  },
  {
    name: 'sponsor',
    table: sponsors,
    id: sponsors.id,
    search: [sponsors.nameZh, sponsors.nameEn],
    sorts: { sort: sponsors.sort, id: sponsors.id },
    defaultSort: ['sort', 'asc'],
    published: sponsors.published,
  },
];

export const familyByName = new Map(families.map((f) => [f.name, f]));
