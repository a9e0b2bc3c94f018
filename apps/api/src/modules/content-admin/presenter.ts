import type { Row } from './family.js';

/** A stored row as the staff form reads it: every column, times as ISO strings, children beside. */
export function presentItem(row: Row, children?: { field: string; items: unknown[] }): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) out[k] = v instanceof Date ? v.toISOString() : v;
  if (children) out[children.field] = children.items;
  return out;
}
