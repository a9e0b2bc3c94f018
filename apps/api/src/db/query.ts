/** Query helpers every family's repository shares: keyword search on both languages and paging with its total. */
import { getTableColumns, getTableName, ilike, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/** LIKE wildcards and the escape character itself are literal in a keyword (backslash is PostgreSQL's default LIKE escape). */
export const likeLiteral = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive match of the keyword on any of the columns (both languages), or no condition for an empty keyword. */
export function keywordMatch(keyword: string | undefined, cols: AnyPgColumn[]): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = likeLiteral(keyword);
  return or(...cols.map((c) => ilike(c, pattern)));
}

export const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;

/** The whole match count beside each row of a page, so a page costs one query instead of two. */
export const totalColumn = () => sql<number>`cast(count(*) over () as integer)`;

/**
 * How far past the end of the requested page a list counts. `total` is exact while at most this many
 * matches follow the page; beyond that it is the lower bound "end of this page + COUNT_AHEAD", which
 * grows as the caller pages on (the web asks for the next page while loaded < total, so paging never
 * stops early). Counting stops there, so the first page costs the same at 100k rows as at 100 (a
 * window count or a full count(*) reads every match); a deep page costs what its OFFSET costs anyway.
 */
export const COUNT_AHEAD = 1000;

/** Rows to count for a page: everything up to its end, and COUNT_AHEAD more. */
const reachOf = (offset: number, limit: number) => offset + limit + COUNT_AHEAD;

/**
 * The match count, capped as above, as a column of the page query itself: an uncorrelated subquery,
 * so PostgreSQL runs it once per statement (an InitPlan).
 */
const countUpTo = (table: PgTable, where: SQL | undefined, reach: SQL | Placeholder) =>
  sql<number>`(select cast(count(*) as integer) from (select 1 from ${table}${where ? sql` where ${where}` : sql``} limit ${reach}) as capped)`;
export const cappedTotal = (table: PgTable, where: SQL | undefined, offset: number, limit: number) =>
  countUpTo(table, where, sql.raw(String(reachOf(offset, limit))));

/** cappedTotal in a statement prepared once: its reach, like its offset and limit, comes with each run's `pageValues`. */
export const preparedCappedTotal = (table: PgTable, where: SQL | undefined) =>
  countUpTo(table, where, sql.placeholder('reach'));
export const pageValues = (offset: number, limit: number) => ({ offset, limit, reach: reachOf(offset, limit) });

/** The capped count alone, for a page past the end. */
export async function cappedCount(
  db: { execute: (q: SQL) => Promise<unknown> },
  table: PgTable,
  where: SQL | undefined,
  offset: number,
  limit: number,
): Promise<number> {
  const r = (await db.execute(sql`select ${cappedTotal(table, where, offset, limit)} as n`)) as {
    rows: { n: number | string }[];
  };
  return Number(r.rows[0]?.n ?? 0);
}

/** Rows of a page and the total; only a page past the end needs the separate count. */
export async function pageWithTotal<R extends { total: number }, T>(
  rows: Promise<R[]>,
  count: () => Promise<number>,
  pick: (r: R) => T,
) {
  const found = await rows;
  const total = found[0]?.total ?? (await count());
  return { records: found.map(pick), total };
}

/** A json column as the driver gave it: node-postgres parses json, a driver that does not gives the text. */
export const fromJson = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

const columnsOf = new WeakMap<PgTable, [string, AnyPgColumn][]>();
const allColumns = (table: PgTable) => {
  let columns = columnsOf.get(table);
  if (!columns) columnsOf.set(table, (columns = Object.entries(getTableColumns(table)) as [string, AnyPgColumn][]));
  return columns;
};

/** The mapped values of `columns` (drizzle's key and column) from JSON keyed by column names. */
function mapJson(columns: [string, AnyPgColumn][], json: Record<string, unknown>) {
  const row: Record<string, unknown> = {};
  for (const [key, col] of columns) {
    const v = json[col.name];
    row[key] = v === null || v === undefined ? null : col.mapFromDriverValue(v);
  }
  return row;
}

/**
 * A table's row that a statement returned as JSON (`row_to_json`, `json_agg`: keys are column names) in
 * the shape drizzle gives that table's rows, each value through its column's own mapping (timestamps
 * to Date), so related rows can come back in ONE statement with the row they belong to.
 */
export function rowFromJson<T extends PgTable>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  return mapJson(allColumns(table), json) as T['$inferSelect'];
}

/**
 * Some columns of a table's row as ONE JSON value (`json` selects them from rows aliased `x`) and the way
 * back (`read`, mapped as rowFromJson maps a whole row): for a related row whose other columns (long
 * texts, image lists) a view never shows, so they are neither sent nor parsed.
 */
export function jsonColumns<T extends PgTable, K extends keyof T['$inferSelect'] & string>(
  table: T,
  keys: readonly K[],
) {
  const columns = allColumns(table).filter(([key]) => (keys as readonly string[]).includes(key));
  if (columns.length !== keys.length) throw new Error(`unknown columns of ${getTableName(table)}: ${keys.join(', ')}`);
  return {
    json: sql.raw(`json_build_object(${columns.map(([, col]) => `'${col.name}', x."${col.name}"`).join(', ')})`),
    read: (json: Record<string, unknown>) => mapJson(columns, json) as Pick<T['$inferSelect'], K>,
  };
}

/** Some columns of ONE related row as a JSON column (`from` names its table, aliased `x`, and its condition) and the way back (undefined for none). */
export function jsonPartOf<T extends PgTable, K extends keyof T['$inferSelect'] & string>(
  table: T,
  keys: readonly K[],
  from: SQL,
) {
  const part = jsonColumns(table, keys);
  return {
    sql: sql<Record<string, unknown> | string | null>`(select ${part.json} from ${from} limit 1)`,
    read: (v: Record<string, unknown> | string | null) => (v === null ? undefined : part.read(fromJson(v))),
  };
}
