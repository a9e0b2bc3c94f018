import { pages } from '@nanhua/contract/routes';
import type { ContentFamilyDecl } from '../types';
import { appHref, field, windowText, numberColumn, pick, publishedFilter, titleColumn, whenPublished } from './common';

export const voteOptionsMax = 20;

/** Engagement: votes and surveys (their options are edited beside the form, see vote-options.tsx). */
export const engageFamilies: ContentFamilyDecl[] = [
  {
    name: 'vote',
    group: 'engage',
    publishable: true,
    sorts: ['startAt'],
    voteOptions: true,
    fields: ({ t }) => [
      field.title(t),
      field.summary(t),
      field.description(t),
      field.image(t, 'cover', 'poster'),
      { kind: 'datetimeRange', name: 'startAt', end: 'endAt', label: t('content.fields.window'), required: true },
      {
        kind: 'number',
        name: 'maxSelect',
        label: t('content.fields.maxSelect'),
        required: true,
        min: 1,
        max: voteOptionsMax,
      },
      field.published(t),
    ],
    columns: (c) => [
      titleColumn(c),
      {
        key: 'startAt',
        title: c.t('content.fields.window'),
        sortable: true,
        render: (_, r) => windowText(r.startAt, r.endAt),
      },
      numberColumn(c, 'maxSelect'),
      {
        key: 'options',
        title: c.t('content.fields.options'),
        render: (_, r) => (Array.isArray(r.options) ? r.options.length : 0),
      },
    ],
    filters: (c) => [publishedFilter(c)],
    initial: () => ({ published: false, maxSelect: 1 }),
    label: (r, en) => pick(r, 'title', en),
    preview: (r) => whenPublished(r, appHref(pages.vote.detail, { id: r.id })),
  },
];
