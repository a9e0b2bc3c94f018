import { z } from 'zod';
import { roleTypes } from '../enums.js';
import { id, intLike, isoTime } from '../schemas.js';

/**
 * The staff forms of the content families (issue 13). Each field is declared once, as what the
 * console sends (`input`) and what the staff list and form read back (`output`); `form()` turns a set
 * of fields into the create body and the staff item. Chinese is required, English optional (empty:
 * the app falls back to Chinese). Messages are catalogue keys (`msg.content.*`).
 */
interface Field<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  input: I;
  output: O;
}
const field = <I extends z.ZodType, O extends z.ZodType>(input: I, output: O): Field<I, O> => ({ input, output });

/** SPEC-like limits of the staff forms. */
export const contentLimits = {
  title: 100,
  name: 100,
  summary: 500,
  body: 20_000,
  label: 100,
  url: 500,
  venue: 200,
} as const;

const text = (max: number) =>
  z.string({ error: 'msg.content.notText' }).trim().max(max, { error: 'msg.content.tooLong' });
const zh = (max: number) => field(text(max).min(1, { error: 'msg.content.zhRequired' }), z.string());
const en = (max: number) => field(text(max).optional(), z.string());
/** A media path from the upload call (/files/…) or an https URL. */
const mediaUrl = z
  .string({ error: 'msg.content.badUrl' })
  .trim()
  .max(contentLimits.url, { error: 'msg.content.tooLong' })
  .regex(/^(\/files\/[^\s]*|https?:\/\/[^\s]+)$/, { error: 'msg.content.badUrl' });
/**
 * A surtitle track: a WebVTT file on our own /files/ path (the media library's upload, or the seed's).
 * The member player loads tracks from the app's own origin only: another site's address plays with no
 * cues at all, so it is refused here rather than saved.
 */
const trackUrl = z
  .string({ error: 'msg.content.trackNotOurs' })
  .trim()
  .max(contentLimits.url, { error: 'msg.content.tooLong' })
  .regex(/^\/files\/[\w./-]+\.vtt$/, { error: 'msg.content.trackNotOurs' })
  .refine((v) => !v.split('/').includes('..'), { error: 'msg.content.trackNotOurs' });
/** A link: an in-app route (#/… or /…) or an http(s) URL. */
const linkUrl = z
  .string({ error: 'msg.content.badUrl' })
  .trim()
  .max(contentLimits.url, { error: 'msg.content.tooLong' })
  .regex(/^(#?\/[^\s]*|https?:\/\/[^\s]+)$/, { error: 'msg.content.badUrl' });

export const fields = {
  zh,
  en,
  /** Plain text that is not bilingual (a version name). */
  plain: (max: number) => field(text(max).min(1, { error: 'msg.content.textRequired' }), z.string()),
  media: () => field(mediaUrl, z.string()),
  optionalMedia: () => field(mediaUrl.nullable().optional(), z.string().nullable()),
  /** A subtitle track (zh or en): our own /files/….vtt, or null. */
  optionalTrack: () => field(trackUrl.nullable().optional(), z.string().nullable()),
  optionalLink: () => field(linkUrl.nullable().optional(), z.string().nullable()),
  flag: () => field(z.boolean({ error: 'msg.content.notFlag' }).optional(), z.boolean()),
  int: (min: number, max: number) => field(intLike(min, max).optional(), z.number().int()),
  requiredInt: (min: number, max: number) => field(intLike(min, max), z.number().int()),
  time: () =>
    field(
      z.iso.datetime({ offset: true, error: 'msg.content.badTime' }).transform((v) => new Date(v)),
      isoTime,
    ),
  optionalTime: () =>
    field(
      z.iso
        .datetime({ offset: true, error: 'msg.content.badTime' })
        .transform((v) => new Date(v))
        .optional(),
      isoTime,
    ),
  parentId: () => field(id, z.number().int()),
  /** A reference the item may have or not (the production a performance stages): null clears it. */
  optionalRef: () => field(id.nullable().optional(), z.number().int().nullable()),
};

/** `titleZh` (required) and `titleEn` (optional) for a name `title`. */
export function pair<const K extends string>(name: K, max: number) {
  return { [`${name}Zh`]: zh(max), [`${name}En`]: en(max) } as { [P in `${K}Zh`]: ReturnType<typeof zh> } & {
    [P in `${K}En`]: ReturnType<typeof en>;
  };
}
/** A text pair both of whose languages may stay empty (a summary). */
export function optionalPair<const K extends string>(name: K, max: number) {
  return { [`${name}Zh`]: en(max), [`${name}En`]: en(max) } as { [P in `${K}Zh` | `${K}En`]: ReturnType<typeof en> };
}

type Shape = Record<string, Field>;
type Inputs<S extends Shape> = { [K in keyof S]: S[K]['input'] };
type Outputs<S extends Shape> = { [K in keyof S]: S[K]['output'] };

const pick = <S extends Shape, W extends 'input' | 'output'>(shape: S, which: W) =>
  Object.fromEntries(Object.entries(shape).map(([k, f]) => [k, f[which]]));

/**
 * A family's create body (strict: an unknown field is refused) and its staff item (id, the fields,
 * and `extra` read-only columns such as views). Update takes the same body, every field optional.
 */
export function form<S extends Shape, X extends z.ZodRawShape = Record<never, never>>(shape: S, extra?: X) {
  const body = z.strictObject(pick(shape, 'input') as Inputs<S>);
  const item = z.object({
    id: z.number().int(),
    ...(pick(shape, 'output') as Outputs<S>),
    ...((extra ?? {}) as X),
    /** The item's editable fields as this answer has them (a digest): a form sends it back with its update. */
    version: z.string(),
  });
  /**
   * `version`: the one the form loaded. When the item has changed since, the update is refused
   * (`msg.content.staleVersion`, result `{ conflict: { by, at, version } }`) and nothing is written.
   */
  const update = body
    .partial()
    .extend({ version: z.string().max(64, { error: 'msg.content.staleVersion' }).optional() });
  return { body, update, item };
}

const published = { published: fields.flag() };

export const noticeForm = form({
  ...pair('title', contentLimits.title),
  ...pair('content', contentLimits.body),
  ...published,
  publishedAt: fields.optionalTime(),
});

export const newsForm = form({
  ...pair('title', contentLimits.title),
  ...optionalPair('summary', contentLimits.summary),
  ...pair('content', contentLimits.body),
  cover: fields.optionalMedia(),
  ...published,
  publishedAt: fields.optionalTime(),
});

export const sponsorForm = form({
  ...pair('name', contentLimits.name),
  logo: fields.media(),
  url: fields.optionalLink(),
  sort: fields.int(-1000, 1000),
  ...published,
});

export const appCarouselForm = form({
  ...pair('title', contentLimits.title),
  image: fields.media(),
  link: fields.optionalLink(),
  sort: fields.int(-1000, 1000),
  ...published,
});

export const systemNewsForm = form({
  ...pair('title', contentLimits.title),
  ...pair('content', contentLimits.body),
  ...published,
  publishedAt: fields.optionalTime(),
});

export const ticketNewsForm = form({
  ...pair('title', contentLimits.title),
  ...optionalPair('summary', contentLimits.summary),
  ...pair('content', contentLimits.body),
  cover: fields.optionalMedia(),
  publishedAt: fields.time(),
  ...published,
});

/** Ticketing information by type (1 purchase notes, 2 venue guide, 3 refund policy, …). */
export const ticketInfoForm = form({
  type: fields.requiredInt(1, 99),
  ...pair('title', contentLimits.title),
  ...pair('content', contentLimits.body),
  sort: fields.int(-1000, 1000),
});

/** An app release: code (a whole number, unique), version name, notes, whether it forces the upgrade. */
export const versionUpgradeForm = form({
  versionCode: fields.requiredInt(1, 2_000_000_000),
  versionName: fields.plain(50),
  ...pair('description', contentLimits.summary * 4),
  mandatory: fields.flag(),
  downloadUrl: fields.optionalLink(),
  publishedAt: fields.optionalTime(),
});

const category = () =>
  form({
    ...pair('name', contentLimits.name),
    ...optionalPair('description', contentLimits.summary),
    cover: fields.optionalMedia(),
    sort: fields.int(-1000, 1000),
  });
export const knowledgeCategoryForm = category();
export const videoCategoryForm = category();

/** Title, summary and description in both languages: the browsable content's texts. */
const editorTexts = () => ({
  ...pair('title', contentLimits.title),
  ...optionalPair('summary', contentLimits.summary),
  ...optionalPair('description', contentLimits.body),
});
const counted = { views: z.number().int() };

export const productionForm = form(
  {
    ...editorTexts(),
    poster: fields.media(),
    isPremium: fields.flag(),
    ...published,
    publishedAt: fields.optionalTime(),
  },
  counted,
);

export const productionPartForm = form({
  productionId: fields.parentId(),
  ...pair('title', contentLimits.title),
  ...optionalPair('content', contentLimits.body),
  image: fields.optionalMedia(),
  media: fields.optionalMedia(),
  subtitlesZh: fields.optionalTrack(),
  subtitlesEn: fields.optionalTrack(),
  sort: fields.int(-1000, 1000),
});

/** One role of a production's cast: the role and its performer in both languages, its role type (生旦净丑) or none, its place. */
export const productionRoleForm = form({
  productionId: fields.parentId(),
  ...pair('role', contentLimits.name),
  roleType: field(
    z.enum(roleTypes, { error: 'msg.content.badRoleType' }).nullable().optional(),
    z.enum(roleTypes).nullable(),
  ),
  ...pair('performer', contentLimits.name),
  sort: fields.int(-1000, 1000),
});

export const knowledgeForm = form(
  {
    cateId: fields.parentId(),
    ...editorTexts(),
    cover: fields.media(),
    isPremium: fields.flag(),
    inCarousel: fields.flag(),
    fine: fields.flag(),
    ...published,
    publishedAt: fields.optionalTime(),
  },
  counted,
);

export const knowledgePartForm = form({
  knowledgeId: fields.parentId(),
  ...pair('title', contentLimits.title),
  ...optionalPair('content', contentLimits.body),
  image: fields.optionalMedia(),
  sort: fields.int(-1000, 1000),
});

export const videoForm = form(
  {
    cateId: fields.parentId(),
    ...editorTexts(),
    poster: fields.media(),
    media: fields.media(),
    subtitlesZh: fields.optionalTrack(),
    subtitlesEn: fields.optionalTrack(),
    durationSeconds: fields.int(0, 100_000),
    isPremium: fields.flag(),
    inCarousel: fields.flag(),
    productionId: fields.optionalRef(),
    ...published,
    publishedAt: fields.optionalTime(),
  },
  counted,
);

/** A performance (table theatres): dates, venue, registration on/off with its places (none: no limit), the production it stages. */
export const performanceForm = form(
  {
    ...editorTexts(),
    ...pair('venue', contentLimits.venue),
    poster: fields.media(),
    startAt: fields.time(),
    endAt: fields.time(),
    takesRegistration: fields.flag(),
    capacity: field(intLike(1, 1_000_000).nullable().optional(), z.number().int().nullable()),
    productionId: fields.optionalRef(),
    ...published,
  },
  { registered: z.number().int() },
);

/** The six About pages: fixed keys, edited only. */
export const aboutForm = form(
  { ...pair('title', contentLimits.title), ...pair('content', contentLimits.body) },
  { key: z.string(), sort: z.number().int() },
);

export const voteOptionsMax = 20;
const voteOption = z.strictObject({ id: id.optional(), ...pick(pair('label', contentLimits.label), 'input') } as {
  id: z.ZodOptional<typeof id>;
} & Inputs<ReturnType<typeof pair<'label'>>>);
/** A vote or survey: its window, how many options a voter may pick, the options (replaced as a whole on update). */
export const voteForm = form({
  ...editorTexts(),
  cover: fields.optionalMedia(),
  startAt: fields.time(),
  endAt: fields.time(),
  maxSelect: fields.int(1, voteOptionsMax),
  ...published,
  options: field(
    z
      .array(voteOption, { error: 'msg.content.optionsCount' })
      .min(2, { error: 'msg.content.optionsCount' })
      .max(voteOptionsMax, { error: 'msg.content.optionsCount' }),
    z.array(
      z.object({
        id: z.number().int(),
        labelZh: z.string(),
        labelEn: z.string(),
        sort: z.number().int(),
        votes: z.number().int(),
      }),
    ),
  ),
});
