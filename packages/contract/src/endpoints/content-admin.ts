import { z } from 'zod';
import { calls, type CallPath } from '../calls.js';
import type { Endpoint } from '../endpoint.js';
import {
  aboutForm,
  performanceForm,
  voteForm,
  appCarouselForm,
  knowledgeCategoryForm,
  knowledgeForm,
  knowledgePartForm,
  newsForm,
  noticeForm,
  productionForm,
  productionPartForm,
  productionRoleForm,
  sponsorForm,
  systemNewsForm,
  ticketInfoForm,
  ticketNewsForm,
  versionUpgradeForm,
  videoCategoryForm,
  videoForm,
} from '../models/content-admin.js';
import { id, intLike, keyword, staffPage, staffPageQuery } from '../schemas.js';

/**
 * The staff calls of the content families (issue 13), generated from one declaration per family so
 * the five convention rows of every family share one shape: `GET /admin/F/list` (page, size ≤ 100,
 * q, sort, order, published, the family's filters) → `{ items, total, page, size }`; `get/{id}`;
 * `create`; `update/{id}` (partial); `delete/{id}` → null.
 */
const idParams = z.strictObject({ id });
type IdParams = typeof idParams;
const flagQuery = z.enum(['true', 'false'], { error: 'msg.content.notFlag' }).transform((v) => v === 'true');

const listQuery = <const S extends readonly [string, ...string[]], Q extends z.ZodRawShape>(sorts: S, filters: Q) =>
  z.strictObject({
    ...staffPageQuery,
    q: keyword.optional(),
    sort: z.enum(sorts, { error: 'msg.content.badSort' }).optional(),
    order: z.enum(['asc', 'desc'], { error: 'msg.content.badSort' }).optional(),
    published: flagQuery.optional(),
    ...filters,
  });
const listResult = staffPage;

type Staff<
  P extends string,
  Pa extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
> = Endpoint<Pa, Q, B, R, 'staff'> & { path: P };
type Any = z.ZodType;

interface FamilyForm<B extends z.ZodType, U extends z.ZodType, I extends z.ZodType> {
  body: B;
  update: U;
  item: I;
}

const staffEp = (path: string, summary: string, schemas: Record<string, z.ZodType>) => ({
  path,
  ...calls[path as CallPath],
  ...schemas,
  summary: `${path.slice(1)} (${summary})`,
});

/** The read rows (list, get, update) of a family. */
function readEndpoints<
  const F extends string,
  B extends Any,
  U extends Any,
  I extends Any,
  const S extends readonly [string, ...string[]],
  Q extends z.ZodRawShape,
>(family: F, f: FamilyForm<B, U, I>, sorts: S, filters: Q) {
  const query = listQuery(sorts, filters);
  return {
    [`/admin/${family}/list`]: staffEp(`/admin/${family}/list`, `staff: ${family}, searched, filtered, sorted, paged`, {
      query,
      result: listResult(f.item),
    }),
    [`/admin/${family}/get/{id}`]: staffEp(`/admin/${family}/get/{id}`, `staff: one ${family} item, published or not`, {
      params: idParams,
      result: f.item,
    }),
    [`/admin/${family}/update/{id}`]: staffEp(
      `/admin/${family}/update/{id}`,
      `staff: change some fields of a ${family} item`,
      { params: idParams, body: f.update, result: f.item },
    ),
  } as { [P in `/admin/${F}/list`]: Staff<P, Any, typeof query, Any, ReturnType<typeof listResult<I>>> } & {
    [P in `/admin/${F}/get/{id}`]: Staff<P, IdParams, Any, Any, I>;
  } & {
    [P in `/admin/${F}/update/{id}`]: Staff<P, IdParams, Any, U, I>;
  };
}

/** The five rows of an editable family. */
function familyEndpoints<
  const F extends string,
  B extends Any,
  U extends Any,
  I extends Any,
  const S extends readonly [string, ...string[]],
  Q extends z.ZodRawShape = Record<never, never>,
>(family: F, f: FamilyForm<B, U, I>, sorts: S, filters?: Q) {
  return {
    ...readEndpoints(family, f, sorts, filters ?? ({} as Q)),
    [`/admin/${family}/create`]: staffEp(`/admin/${family}/create`, `staff: a new ${family} item`, {
      body: f.body,
      result: f.item,
    }),
    [`/admin/${family}/delete/{id}`]: staffEp(
      `/admin/${family}/delete/{id}`,
      `staff: delete a ${family} item (refused while other items use it)`,
      { params: idParams, result: z.null() },
    ),
  } as ReturnType<typeof readEndpoints<F, B, U, I, S, Q>> & {
    [P in `/admin/${F}/create`]: Staff<P, Any, Any, B, I>;
  } & { [P in `/admin/${F}/delete/{id}`]: Staff<P, IdParams, Any, Any, z.ZodNull> };
}

export const contentAdminEndpoints = {
  ...familyEndpoints('notice', noticeForm, ['publishedAt', 'id']),
  ...familyEndpoints('news', newsForm, ['publishedAt', 'id']),
  ...familyEndpoints('sponsor', sponsorForm, ['sort', 'id']),
  ...familyEndpoints('appCarousel', appCarouselForm, ['sort', 'id']),
  ...familyEndpoints('systemNews', systemNewsForm, ['publishedAt', 'id']),
  ...familyEndpoints('ticketNews', ticketNewsForm, ['publishedAt', 'id']),
  ...familyEndpoints('ticketInfo', ticketInfoForm, ['sort', 'id'], { type: intLike(1, 99).optional() }),
  ...familyEndpoints('versionUpgrade', versionUpgradeForm, ['versionCode', 'id']),
  ...familyEndpoints('knowledgeCategory', knowledgeCategoryForm, ['sort', 'id']),
  ...familyEndpoints('videoCategory', videoCategoryForm, ['sort', 'id']),
  ...familyEndpoints('production', productionForm, ['publishedAt', 'id']),
  ...familyEndpoints('productionPart', productionPartForm, ['sort', 'id'], { productionId: id.optional() }),
  ...familyEndpoints('productionRole', productionRoleForm, ['sort', 'id'], { productionId: id.optional() }),
  ...familyEndpoints('knowledge', knowledgeForm, ['publishedAt', 'id'], {
    cateId: id.optional(),
    isPremium: flagQuery.optional(),
    inCarousel: flagQuery.optional(),
  }),
  ...familyEndpoints('knowledgePart', knowledgePartForm, ['sort', 'id'], { knowledgeId: id.optional() }),
  ...readEndpoints('about', aboutForm, ['sort', 'id'], {}),
  ...familyEndpoints('performance', performanceForm, ['startAt', 'id'], { takesRegistration: flagQuery.optional() }),
  ...familyEndpoints('vote', voteForm, ['startAt', 'id']),
  ...familyEndpoints('video', videoForm, ['publishedAt', 'id'], {
    cateId: id.optional(),
    isPremium: flagQuery.optional(),
    inCarousel: flagQuery.optional(),
  }),
} as const;

type ContentAdminPath = keyof typeof contentAdminEndpoints;
/** A content family's name as its staff calls spell it (`/admin/<family>/list`). */
export type ContentFamily = ContentAdminPath extends infer P ? (P extends `/admin/${infer F}/list` ? F : never) : never;
/** A family whose items the staff create and delete (the about pages are fixed: no create, no delete). */
export type EditableContentFamily = ContentAdminPath extends infer P
  ? P extends `/admin/${infer F}/create`
    ? F
    : never
  : never;
