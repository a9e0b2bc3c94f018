import { endpoints, type ContentFamily } from '@nanhua/contract';
import type { Row } from './family.js';

/**
 * The fields the contract's staff item of a family declares (what its get call answers): a column it
 * does not name (bookkeeping such as created_at) is not sent, so the published API map stays true.
 */
export function itemFields(family: ContentFamily): ReadonlySet<string> {
  return new Set(Object.keys(endpoints[`/admin/${family}/get/{id}`].result.shape));
}

/** A stored row as the staff form reads it: the item's declared columns, times as ISO strings, children beside. */
export function presentItem(
  row: Row,
  fields: ReadonlySet<string>,
  children?: { field: string; items: unknown[] },
): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) if (fields.has(k)) out[k] = v instanceof Date ? v.toISOString() : v;
  if (children) out[children.field] = children.items;
  return out;
}
