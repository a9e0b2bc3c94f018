import { z } from 'zod';
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
export const contentLimits = { title: 100, name: 100, summary: 500, body: 20_000, label: 100, url: 500, venue: 200 } as const;

const text = (max: number) => z.string({ error: 'msg.content.notText' }).trim().max(max, { error: 'msg.content.tooLong' });
const zh = (max: number) => field(text(max).min(1, { error: 'msg.content.zhRequired' }), z.string());
const en = (max: number) => field(text(max).optional(), z.string());
/** A media path from the upload call (/files/…) or an https URL. */
const mediaUrl = z
  .string({ error: 'msg.content.badUrl' })
  .trim()
  .max(contentLimits.url, { error: 'msg.content.tooLong' })
  .regex(/^(\/files\/[^\s]*|https?:\/\/[^\s]+)$/, { error: 'msg.content.badUrl' });
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
  optionalLink: () => field(linkUrl.nullable().optional(), z.string().nullable()),
  flag: () => field(z.boolean({ error: 'msg.content.notFlag' }).optional(), z.boolean()),
  int: (min: number, max: number) => field(intLike(min, max).optional(), z.number().int()),
  requiredInt: (min: number, max: number) => field(intLike(min, max), z.number().int()),
  time: () => field(z.iso.datetime({ offset: true, error: 'msg.content.badTime' }).transform((v) => new Date(v)), isoTime),
  optionalTime: () => field(z.iso.datetime({ offset: true, error: 'msg.content.badTime' }).transform((v) => new Date(v)).optional(), isoTime),
  parentId: () => field(id, z.number().int()),
};

/** `titleZh` (required) and `titleEn` (optional) for a name `title`. */
export function pair<const K extends string>(name: K, max: number) {
  return { [`${name}Zh`]: zh(max), [`${name}En`]: en(max) } as { [P in `${K}Zh`]: ReturnType<typeof zh> } & { [P in `${K}En`]: ReturnType<typeof en> };
}
/** A text pair both of whose languages may stay empty (a summary). */
export function optionalPair<const K extends string>(name: K, max: number) {
  return { [`${name}Zh`]: en(max), [`${name}En`]: en(max) } as { [P in `${K}Zh` | `${K}En`]: ReturnType<typeof en> };
}

type Shape = Record<string, Field>;
type Inputs<S extends Shape> = { [K in keyof S]: S[K]['input'] };
type Outputs<S extends Shape> = { [K in keyof S]: S[K]['output'] };

const pick = <S extends Shape, W extends 'input' | 'output'>(shape: S, which: W) => Object.fromEntries(Object.entries(shape).map(([k, f]) => [k, f[which]]));

/**
 * A family's create body (strict: an unknown field is refused) and its staff item (id, the fields,
 * and `extra` read-only columns such as views). Update takes the same body, every field optional.
 */
export function form<S extends Shape, X extends z.ZodRawShape = Record<never, never>>(shape: S, extra?: X) {
  const body = z.strictObject(pick(shape, 'input') as Inputs<S>);
  const item = z.object({ id: z.number().int(), ...(pick(shape, 'output') as Outputs<S>), ...((extra ?? {}) as X) });
  return { body, update: body.partial(), item };
}

const published = { published: fields.flag() };

export const noticeForm = form({ ...pair('title', contentLimits.title), ...pair('content', contentLimits.body), ...published, publishedAt: fields.optionalTime() });

export const newsForm = form({
  ...pair('title', contentLimits.title),
  ...optionalPair('summary', contentLimits.summary),
  ...pair('content', contentLimits.body),
  cover: fields.optionalMedia(),
  ...published,
  publishedAt: fields.optionalTime(),
});

export const sponsorForm = form({ ...pair('name', contentLimits.name), logo: fields.media(), url: fields.optionalLink(), sort: fields.int(-1000, 1000), ...published });

export const staffListSorts = ['asc', 'desc'] as const;
