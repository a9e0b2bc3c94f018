import { Tag, Typography } from 'antd';
import { staffPreviewParam } from '@nanhua/contract';
import { pages } from '@nanhua/contract/routes';
import type { ContentFamilyDecl, ContentRow } from '../types';
import {
  appHref,
  bi,
  Clip,
  windowText,
  contentLimits,
  field,
  flagFilter,
  numberColumn,
  pick,
  publishedFilter,
  timeColumn,
  titleColumn,
  whenPublished,
} from './common';

const stateColor = { upcoming: 'blue', ongoing: 'red', ended: 'default' } as const;
/** Where a performance stands by its dates (the list's state column). */
export function performanceState(row: ContentRow, now = Date.now()): keyof typeof stateColor {
  const start = Date.parse(String(row.startAt));
  const end = Date.parse(String(row.endAt));
  return now < start ? 'upcoming' : now <= end ? 'ongoing' : 'ended';
}

/** Tickets and performances: ticket news, ticket information, performances (with registration). */
export const ticketFamilies: ContentFamilyDecl[] = [
  {
    name: 'ticketNews',
    group: 'ticket',
    publishable: true,
    sorts: ['publishedAt'],
    fields: ({ t }) => [
      field.title(t),
      field.summary(t),
      field.body(t, true),
      field.image(t, 'cover', 'poster'),
      field.schedule(t),
      field.published(t),
    ],
    columns: (c) => [titleColumn(c), timeColumn(c, 'publishedAt')],
    filters: (c) => [publishedFilter(c)],
    // The call needs a publication time: a new item left without one is published from now (an edit keeps its own).
    initial: () => ({ published: false }),
    createExtra: () => ({ publishedAt: new Date().toISOString() }),
    label: (r, en) => pick(r, 'title', en),
    preview: (r) => whenPublished(r, appHref(pages.ticketNews.detail, { id: r.id })),
  },
  {
    name: 'ticketInfo',
    group: 'ticket',
    publishable: false,
    sorts: ['sort'],
    fields: ({ t }) => [
      {
        kind: 'number',
        name: 'type',
        label: t('content.fields.type'),
        help: t('content.fields.typeHelp'),
        required: true,
        min: 1,
        max: 99,
      },
      field.title(t),
      field.body(t, true),
      field.sort(t),
    ],
    columns: (c) => [titleColumn(c), numberColumn(c, 'type'), numberColumn(c, 'sort', true)],
    filters: ({ t }) => [
      {
        name: 'type',
        label: t('content.fields.type'),
        options: [1, 2, 3].map((n) => ({ value: String(n), label: `${t('content.fields.type')} ${n}` })),
      },
    ],
    initial: () => ({ type: 1, sort: 0 }),
    label: (r, en) => pick(r, 'title', en),
    preview: () => appHref(pages.ticket.index),
  },
  {
    name: 'performance',
    group: 'ticket',
    publishable: true,
    sorts: ['startAt'],
    parents: ['production'],
    fields: (c) => [
      field.title(c.t),
      bi(c.t, 'venue', 'text', contentLimits.venue),
      { kind: 'datetimeRange', name: 'startAt', end: 'endAt', label: c.t('content.fields.time'), required: true },
      field.image(c.t, 'poster', 'poster', true),
      field.summary(c.t),
      field.description(c.t),
      field.flag(c.t, 'takesRegistration'),
      {
        kind: 'number',
        name: 'capacity',
        label: c.t('content.fields.capacity'),
        help: c.t('content.fields.capacityHelp'),
        min: 1,
        max: 1_000_000,
        placeholder: c.t('content.unlimited'),
        visible: (v) => v.takesRegistration === true,
      },
      field.productionLink(c),
      field.published(c.t),
    ],
    columns: (c) => [
      titleColumn(c),
      {
        key: 'venue',
        title: c.t('content.fields.venue'),
        render: (_, r) => <Clip text={pick(r, 'venue', c.en)} width={200} />,
      },
      {
        key: 'startAt',
        title: c.t('content.fields.time'),
        sortable: true,
        render: (_, r) => windowText(r.startAt, r.endAt),
      },
      {
        key: 'state',
        title: c.t('content.fields.state'),
        render: (_, r) => {
          const s = performanceState(r);
          return <Tag color={stateColor[s]}>{c.t(`content.performanceStates.${s}`)}</Tag>;
        },
      },
      {
        key: 'registered',
        title: c.t('content.fields.registered'),
        render: (_, r) =>
          r.takesRegistration ? (
            <span data-testid="row-registered">
              {String(r.registered)} / {r.capacity === null ? c.t('content.unlimited') : String(r.capacity)}
            </span>
          ) : (
            <Typography.Text type="secondary">—</Typography.Text>
          ),
      },
    ],
    filters: (c) => [publishedFilter(c), flagFilter(c, 'takesRegistration')],
    initial: () => ({ published: false, takesRegistration: false, capacity: null }),
    label: (r, en) => pick(r, 'title', en),
    // Staff see an unpublished performance in the app too (the detail call's preview).
    preview: (r) => appHref(pages.theatre.detail, { id: r.id, [staffPreviewParam]: 1 }),
  },
];
