import { staffPreviewParam } from '@nanhua/contract';
import { pages } from '@nanhua/contract/routes';
import type { ContentFamilyDecl } from '../types';
import { appHref, bi, field, flagColumn, numberColumn, pick, publishedFilter, timeColumn, titleColumn, whenPublished } from './common';

/** Home and site: notices, news, sponsors, the carousel, system news, app versions, the about pages. */
export const siteFamilies: ContentFamilyDecl[] = [
  {
    name: 'notice',
    group: 'site',
    publishable: true,
    sorts: ['publishedAt'],
    fields: ({ t }) => [field.title(t), field.body(t, true), field.published(t)],
    columns: (c) => [titleColumn(c), timeColumn(c, 'publishedAt')],
    filters: (c) => [publishedFilter(c)],
    initial: () => ({ published: true }),
    label: (r, en) => pick(r, 'title', en),
    preview: (r) => whenPublished(r, appHref(pages.index)),
  },
  {
    name: 'news',
    group: 'site',
    publishable: true,
    sorts: ['publishedAt'],
    fields: ({ t }) => [field.title(t), field.summary(t), field.body(t, true), field.image(t, 'cover', 'cover'), field.published(t)],
    columns: (c) => [titleColumn(c), timeColumn(c, 'publishedAt')],
    filters: (c) => [publishedFilter(c)],
    initial: () => ({ published: true }),
    label: (r, en) => pick(r, 'title', en),
    // Staff see an unpublished item in the app too (the detail call's preview).
    preview: (r) => appHref(pages.news.detail, { id: r.id, [staffPreviewParam]: 1 }),
  },
  {
    name: 'sponsor',
    group: 'site',
    publishable: true,
    sorts: ['sort'],
    fields: ({ t }) => [bi(t, 'name', 'text', 100), field.image(t, 'logo', 'thumb', true), field.link(t, 'url'), field.sort(t), field.published(t)],
    columns: (c) => [titleColumn(c, 'name'), numberColumn(c, 'sort', true)],
    filters: (c) => [publishedFilter(c)],
    initial: () => ({ published: true, sort: 0 }),
    label: (r, en) => pick(r, 'name', en),
    preview: (r) => whenPublished(r, appHref(pages.index)),
  },
  {
    name: 'appCarousel',
    group: 'site',
    publishable: true,
    sorts: ['sort'],
    fields: ({ t }) => [field.title(t), field.image(t, 'image', 'carousel', true), field.link(t, 'link'), field.sort(t), field.published(t)],
    columns: (c) => [titleColumn(c), numberColumn(c, 'sort', true)],
    filters: (c) => [publishedFilter(c)],
    initial: () => ({ published: true, sort: 0 }),
    label: (r, en) => pick(r, 'title', en),
    preview: (r) => whenPublished(r, appHref(pages.index)),
  },
  {
    name: 'systemNews',
    group: 'site',
    publishable: true,
    sorts: ['publishedAt'],
    fields: ({ t }) => [field.title(t), field.body(t, true), field.published(t)],
    columns: (c) => [titleColumn(c), timeColumn(c, 'publishedAt')],
    filters: (c) => [publishedFilter(c)],
    initial: () => ({ published: true }),
    label: (r, en) => pick(r, 'title', en),
    preview: (r) => whenPublished(r, appHref(pages.systemNews.detail, { id: r.id })),
  },
  {
    name: 'versionUpgrade',
    group: 'site',
    publishable: false,
    sorts: ['versionCode'],
    fields: ({ t }) => [
      { kind: 'number', name: 'versionCode', label: t('content.fields.versionCode'), required: true, min: 1, max: 2_000_000_000 },
      { kind: 'text', name: 'versionName', label: t('content.fields.versionName'), required: true, max: 50 },
      bi(t, 'description', 'textarea', 2000),
      field.flag(t, 'mandatory'),
      field.link(t, 'downloadUrl'),
    ],
    columns: (c) => [numberColumn(c, 'versionCode', true), { key: 'versionName', title: c.t('content.fields.versionName'), dataIndex: 'versionName' }, flagColumn(c, 'mandatory'), timeColumn(c, 'publishedAt', false)],
    initial: () => ({ mandatory: false }),
    label: (r) => String(r.versionName ?? r.versionCode),
    preview: () => appHref(pages.versionUpgrade),
  },
  {
    name: 'about',
    group: 'site',
    fixed: true,
    publishable: false,
    sorts: ['sort'],
    fields: ({ t }) => [field.title(t), field.body(t, true)],
    columns: (c) => [titleColumn(c), { key: 'key', title: c.t('content.fields.key'), render: (_, r) => <code>{String(r.key)}</code> }],
    label: (r, en) => pick(r, 'title', en),
    preview: (r) => {
      const about = pages.about as Record<string, (typeof pages.about)[keyof typeof pages.about]>;
      const path = typeof r.key === 'string' ? about[r.key] : undefined;
      return path ? appHref(path) : null;
    },
  },
];
