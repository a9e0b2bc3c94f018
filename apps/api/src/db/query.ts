/** Query helpers every family's repository shares: keyword search on both languages and paging with its total. */
import { ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

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

/** Rows of a page and the total; only a page past the end needs the separate count. */
export async function pageWithTotal<R extends { total: number }, T>(rows: Promise<R[]>, count: () => Promise<number>, pick: (r: R) => T) {
  const found = await rows;
  const total = found[0]?.total ?? (await count());
  return { records: found.map(pick), total };
}
