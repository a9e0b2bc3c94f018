import { createHash } from 'node:crypto';
import { endpoints, type ContentFamily } from '@nanhua/contract';
import type { z } from 'zod';
import type { Row } from './family.js';

/**
 * The fields the contract's staff item of a family declares (what its get call answers): a column it
 * does not name (bookkeeping such as created_at) is not sent, so the published API map stays true.
 */
export function itemFields(family: ContentFamily): ReadonlySet<string> {
  return new Set(Object.keys(endpoints[`/admin/${family}/get/{id}`].result.shape));
}

/** What a form can change: each field of the update body (children: the keys of one child), never `version`. */
export type Editable = ReadonlyMap<string, readonly string[] | null>;

const unwrap = (s: z.ZodType): z.ZodType => {
  let t = s as z.ZodType & { unwrap?: () => z.ZodType };
  while (typeof t.unwrap === 'function') t = t.unwrap() as typeof t;
  return t;
};

export function editableFields(family: ContentFamily): Editable {
  const shape = (endpoints[`/admin/${family}/update/{id}`].body as z.ZodObject).shape as Record<string, z.ZodType>;
  const out = new Map<string, readonly string[] | null>();
  for (const [k, s] of Object.entries(shape)) {
    if (k === 'version') continue;
    const inner = unwrap(s) as z.ZodType & { element?: z.ZodType };
    const element = inner.element ? (unwrap(inner.element) as z.ZodType & { shape?: Record<string, unknown> }) : null;
    out.set(k, element?.shape ? Object.keys(element.shape) : null);
  }
  return out;
}

/**
 * The item's version: a digest of what a form can change, as presented. A count members move (views,
 * a vote option's votes) is not part of it, so only another staff edit outdates a form.
 */
export function versionOf(item: Row, editable: Editable): string {
  const picked = [...editable].map(([k, childKeys]) => {
    const v = item[k] ?? null;
    if (!childKeys || !Array.isArray(v)) return [k, v];
    return [k, v.map((c: Row) => childKeys.map((ck) => c[ck] ?? null))];
  });
  return createHash('sha256').update(JSON.stringify(picked)).digest('hex').slice(0, 20);
}

/** A stored row as the staff form reads it: the item's declared columns, times as ISO strings, children beside, its version. */
export function presentItem(
  row: Row,
  fields: ReadonlySet<string>,
  editable: Editable,
  children?: { field: string; items: unknown[] },
): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) if (fields.has(k)) out[k] = v instanceof Date ? v.toISOString() : v;
  if (children) out[children.field] = children.items;
  out.version = versionOf(out, editable);
  return out;
}
