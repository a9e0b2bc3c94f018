import { Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { MediaAspect } from '@nanhua/contract/media';
import { hashHref, type AppRoute, type LinkParams } from '@nanhua/contract/routes';
import type { FieldDef } from '../../../components/resource-form';
import type { ColumnDef, FilterDef } from '../../../components/resource-list';
import { formatDateTime } from '../../../lib/format';
import type { ContentRow, DeclContext, ParentFamily } from '../types';

/** The contract's contentLimits, restated (the contract's copy sits beside zod; a test checks they agree). */
export const contentLimits = {
  title: 100,
  name: 100,
  summary: 500,
  body: 20_000,
  label: 100,
  url: 500,
  venue: 200,
} as const;

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** A long text cut to a width with an ellipsis (the whole in its tooltip), so a row stays one line. */
export const Clip = ({ text, width }: { text: string; width: number }) => (
  <span
    title={text}
    style={{
      display: 'inline-block',
      maxWidth: width,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      verticalAlign: 'bottom',
    }}
  >
    {text}
  </span>
);

/** A bilingual text: the Chinese, or the English when the console is in English and it has one. */
export const pick = (row: ContentRow, stem: string, en: boolean) =>
  en && str(row[`${stem}En`]) ? str(row[`${stem}En`]) : str(row[`${stem}Zh`]);

/** A bilingual field: Chinese required (unless `required: false`), English optional. */
export const bi = (
  t: TFunction,
  name: string,
  kind: 'text' | 'textarea' | 'richText',
  max: number,
  required = true,
): FieldDef => ({
  kind,
  name,
  label: t(`content.fields.${name}`),
  bilingual: true,
  max,
  required,
});

export const field = {
  title: (t: TFunction) => bi(t, 'title', 'text', contentLimits.title),
  summary: (t: TFunction) => bi(t, 'summary', 'textarea', contentLimits.summary, false),
  description: (t: TFunction) => bi(t, 'description', 'textarea', contentLimits.body, false),
  body: (t: TFunction, rich: boolean, required = true) => ({
    ...bi(t, 'content', rich ? 'richText' : 'textarea', contentLimits.body, required),
  }),
  /** A picture framed at the library aspect the app shows it at (packages/contract media.ts `mediaAspects`). */
  image: (t: TFunction, name: string, aspect: MediaAspect, required = false): FieldDef => ({
    kind: 'image',
    name,
    label: t(`content.fields.${name}`),
    aspect,
    required,
  }),
  url: (t: TFunction, name: string, required = false, help?: string): FieldDef => ({
    kind: 'url',
    name,
    label: t(`content.fields.${name}`),
    required,
    help,
    placeholder: '/files/…',
  }),
  link: (t: TFunction, name: string): FieldDef => ({
    kind: 'url',
    name,
    label: t(`content.fields.${name}`),
    help: t('content.fields.linkHelp'),
    placeholder: 'https://… · #/pages/…',
  }),
  sort: (t: TFunction): FieldDef => ({
    kind: 'number',
    name: 'sort',
    label: t('content.fields.sort'),
    help: t('content.fields.sortHelp'),
    required: true,
    min: -1000,
    max: 1000,
  }),
  flag: (t: TFunction, name: string): FieldDef => ({ kind: 'switch', name, label: t(`content.fields.${name}`) }),
  published: (t: TFunction): FieldDef => ({ kind: 'switch', name: 'published', label: t('content.fields.published') }),
  /** When a published item appears in the app: empty on a new item is now; a future time schedules it. */
  schedule: (t: TFunction): FieldDef => ({
    kind: 'datetime',
    name: 'publishedAt',
    label: t('content.fields.publishedAt'),
    help: t('content.fields.publishedAtHelp'),
  }),
  /** A surtitle track: uploaded WebVTT (our own /files/….vtt), its cues listed for checking. */
  track: (t: TFunction, name: string, lang: 'zh' | 'en', premiumField?: string): FieldDef => ({
    kind: 'track',
    name,
    label: t(`content.fields.${name}`),
    lang,
    premiumField,
    invalid: t('media.track.notOurs'),
  }),
  parent: (c: DeclContext, name: string, family: ParentFamily, label: string): FieldDef => ({
    kind: 'select',
    name,
    label,
    required: true,
    options: c.parents[family] ?? [],
  }),
  /** The production a performance stages or a video shows (may stay empty): the app links to its cast and synopsis. */
  productionLink: (c: DeclContext): FieldDef => ({
    kind: 'select',
    name: 'productionId',
    label: c.t('content.fields.productionLink'),
    help: c.t('content.fields.productionLinkHelp'),
    options: c.parents.production ?? [],
  }),
};

/** The title column: the name in the console's language, with tags for unpublished and missing English. */
export const titleColumn = (c: DeclContext, stem = 'title'): ColumnDef<ContentRow> => ({
  key: stem,
  title: c.t(`content.fields.${stem}`),
  render: (_, row) => (
    <span>
      <Typography.Text strong>
        <Clip text={pick(row, stem, c.en)} width={280} />
      </Typography.Text>
      {row.published === false && (
        <Tag style={{ marginInlineStart: 8 }} data-testid="row-unpublished">
          {c.t('content.unpublished')}
        </Tag>
      )}
      {!str(row[`${stem}En`]).trim() && (
        <Tag color="warning" style={{ marginInlineStart: 8 }} data-testid="row-missing-en">
          {c.t('form.missingEnglishShort')}
        </Tag>
      )}
    </span>
  ),
});

export const timeColumn = (c: DeclContext, key: string, sortable = true): ColumnDef<ContentRow> => ({
  key,
  title: c.t(`content.fields.${key}`),
  sortable,
  render: (_, row) => (typeof row[key] === 'string' ? formatDateTime(row[key]) : '—'),
});

/** A time window in little width: one day as `DD/MM/YYYY HH:mm–HH:mm`, else start and end on two lines. */
export function windowText(start: unknown, end: unknown) {
  const a = formatDateTime(typeof start === 'string' ? start : null);
  const b = formatDateTime(typeof end === 'string' ? end : null);
  if (a.slice(0, 10) === b.slice(0, 10)) return <span style={{ whiteSpace: 'nowrap' }}>{`${a}–${b.slice(11)}`}</span>;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {a} –<br />
      {b}
    </span>
  );
}

export const numberColumn = (c: DeclContext, key: string, sortable = false): ColumnDef<ContentRow> => ({
  key,
  title: c.t(`content.fields.${key}`),
  sortable,
  render: (_, row) => String(row[key] ?? '—'),
});

export const flagColumn = (c: DeclContext, key: string): ColumnDef<ContentRow> => ({
  key,
  title: c.t(`content.fields.${key}`),
  render: (_, row) => (row[key] ? <Tag color="green">{c.t('content.yes')}</Tag> : <Tag>{c.t('content.no')}</Tag>),
});

export const parentColumn = (
  c: DeclContext,
  key: string,
  family: ParentFamily,
  label: string,
): ColumnDef<ContentRow> => ({
  key,
  title: label,
  render: (_, row) => c.parents[family]?.find((o) => o.value === row[key])?.label ?? `#${String(row[key])}`,
});

export const publishedFilter = (c: DeclContext): FilterDef => ({
  name: 'published',
  label: c.t('content.fields.published'),
  options: [
    { value: 'true', label: c.t('content.published') },
    { value: 'false', label: c.t('content.unpublished') },
  ],
});

export const flagFilter = (c: DeclContext, name: string): FilterDef => ({
  name,
  label: c.t(`content.fields.${name}`),
  options: [
    { value: 'true', label: `${c.t(`content.fields.${name}`)}: ${c.t('content.yes')}` },
    { value: 'false', label: `${c.t(`content.fields.${name}`)}: ${c.t('content.no')}` },
  ],
});

export const parentFilter = (c: DeclContext, name: string, family: ParentFamily, label: string): FilterDef => ({
  name,
  label,
  options: (c.parents[family] ?? []).map((o) => ({ value: String(o.value), label: o.label })),
});

/** The app's address of a screen, opened from the console (same origin). */
export const appHref = (path: AppRoute, params?: LinkParams) => hashHref('', path, params);
/** Only a published row can be seen in the app. */
export const whenPublished = (row: ContentRow, href: string) => (row.published === false ? null : href);
