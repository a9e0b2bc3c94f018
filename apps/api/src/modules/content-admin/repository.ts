import { and, asc, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { keywordMatch, pageWithTotal, totalColumn } from '../../db/query.js';
import type { Family, Row } from './family.js';

/** SQL of the staff content families: one set of statements for every family's table. */

export interface ListFilter {
  q?: string;
  published?: boolean;
  equal: [string, unknown][];
  sort: string;
  order: 'asc' | 'desc';
}

function whereOf(f: Family, l: ListFilter): SQL | undefined {
  const equal = l.equal.map(([k, v]) => eq(f.filters![k]!, v));
  return and(
    keywordMatch(l.q, f.search),
    f.published && l.published !== undefined ? eq(f.published, l.published) : undefined,
    ...equal,
  );
}

export async function pageItems(db: DbOrTx, f: Family, l: ListFilter, offset: number, limit: number) {
  const where = whereOf(f, l);
  const sortCol = f.sorts[l.sort]!;
  const rows = db
    .select({ ...getTableColumns(f.table), total: totalColumn() })
    .from(f.table)
    .where(where)
    .orderBy(l.order === 'asc' ? asc(sortCol) : desc(sortCol), l.order === 'asc' ? asc(f.id) : desc(f.id))
    .limit(limit)
    .offset(offset) as unknown as Promise<(Row & { total: number })[]>;
  const countAll = async () => (await db.select({ n: count() }).from(f.table).where(where))[0]?.n ?? 0;
  return pageWithTotal(rows, countAll, ({ total: _total, ...row }) => row as Row);
}

export async function findItem(db: DbOrTx, f: Family, id: number, lock = false): Promise<Row | undefined> {
  const q = db.select().from(f.table).where(eq(f.id, id));
  const rows = (await (lock ? q.for('update') : q)) as Row[];
  return rows[0];
}

export const exists = async (db: DbOrTx, table: PgTable, idCol: Family['id'], id: number) =>
  (await db.select({ n: count() }).from(table).where(eq(idCol, id)))[0]!.n > 0;

/** Another item already holds the value in a unique column. */
export const taken = async (db: DbOrTx, f: Family, col: AnyPgColumn, value: unknown, self: number | null) =>
  (
    await db
      .select({ n: count() })
      .from(f.table)
      .where(and(eq(col, value), self === null ? undefined : ne(f.id, self)))
  )[0]!.n > 0;

export async function insertItem(tx: DbOrTx, f: Family, values: Row): Promise<Row> {
  const rows = (await tx
    .insert(f.table)
    .values(values as never)
    .returning()) as Row[];
  return rows[0]!;
}

export async function updateItem(tx: DbOrTx, f: Family, id: number, values: Row): Promise<Row> {
  if (Object.keys(values).length === 0) return (await findItem(tx, f, id))!;
  const rows = (await tx
    .update(f.table)
    .set(values as never)
    .where(eq(f.id, id))
    .returning()) as Row[];
  return rows[0]!;
}

export const deleteItem = (tx: DbOrTx, f: Family, id: number) => tx.delete(f.table).where(eq(f.id, id));

/** How many rows use the item, over every table that refers to it (one statement each, at most a few). */
export async function usesOf(tx: DbOrTx, f: Family, id: number): Promise<number> {
  let n = 0;
  for (const u of f.usedBy ?? []) n += (await tx.select({ n: count() }).from(u.table).where(eq(u.column, id)))[0]!.n;
  return n;
}
