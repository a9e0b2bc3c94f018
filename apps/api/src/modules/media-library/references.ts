import { getTableColumns, getTableName, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import {
  appCarousels,
  knowledgeCategories,
  knowledgeItems,
  knowledgeParts,
  liveClasses,
  liveReplays,
  news,
  productionParts,
  productions,
  products,
  sponsors,
  theatres,
  ticketNews,
  ticketSales,
  videoCategories,
  videos,
  votes,
} from '../../db/schema/index.js';

/** A content column holding a media URL (a picture, a video, a surtitle track) (`url`), or a JSON array of them (`urlList`). */
export interface UrlColumn {
  table: PgTable;
  column: AnyPgColumn;
  shape: 'url' | 'urlList';
}

const url = (table: PgTable, column: AnyPgColumn): UrlColumn => ({ table, column, shape: 'url' });

/**
 * Every content column that may hold a library URL. A family that adds a picture or video column
 * adds its pair here, and the library then refuses to delete what it shows and the sweep keeps it.
 * These reads are staff deletes and the background sweep over tables of hundreds of rows: they
 * scan, rather than put an index on every picture column that each content write would pay for.
 */
export const mediaUrlColumns: readonly UrlColumn[] = [
  url(appCarousels, appCarousels.image),
  url(sponsors, sponsors.logo),
  url(news, news.cover),
  url(ticketSales, ticketSales.poster),
  url(ticketNews, ticketNews.cover),
  url(theatres, theatres.poster),
  url(productions, productions.poster),
  url(productionParts, productionParts.image),
  url(productionParts, productionParts.media),
  url(productionParts, productionParts.subtitlesZh),
  url(productionParts, productionParts.subtitlesEn),
  url(knowledgeCategories, knowledgeCategories.cover),
  url(knowledgeItems, knowledgeItems.cover),
  url(knowledgeParts, knowledgeParts.image),
  url(videoCategories, videoCategories.cover),
  url(videos, videos.poster),
  url(videos, videos.media),
  url(videos, videos.subtitlesZh),
  url(videos, videos.subtitlesEn),
  url(votes, votes.cover),
  url(liveClasses, liveClasses.cover),
  url(liveReplays, liveReplays.poster),
  url(liveReplays, liveReplays.media),
  url(liveReplays, liveReplays.subtitlesZh),
  url(liveReplays, liveReplays.subtitlesEn),
  url(products, products.cover),
  { table: products, column: products.images, shape: 'urlList' },
];

/** The registry grouped by table: one query per table, whatever the number of its columns. */
function byTable(columns: readonly UrlColumn[]): Map<PgTable, UrlColumn[]> {
  const m = new Map<PgTable, UrlColumn[]>();
  for (const c of columns) m.set(c.table, [...(m.get(c.table) ?? []), c]);
  return m;
}

const matches = (c: UrlColumn, urls: string[]): SQL =>
  c.shape === 'url'
    ? inArray(c.column, urls)
    : sql`${c.column} ?| array[${sql.join(
        urls.map((u) => sql`${u}`),
        sql`, `,
      )}]::text[]`;

/** The property a registry column has in its table's rows (as drizzle selects and returns them). */
const keyOf = (c: UrlColumn): string | undefined =>
  Object.entries(getTableColumns(c.table)).find(([, col]) => col === c.column)?.[0];

/** The URLs a row of `table` holds in the registry's columns (none for a table the registry does not name). */
function urlsOfRow(table: PgTable, row: object | null | undefined): Set<string> {
  const out = new Set<string>();
  if (!row) return out;
  for (const c of mediaUrlColumns) {
    if (c.table !== table) continue;
    const key = keyOf(c);
    const v = key === undefined ? undefined : (row as Record<string, unknown>)[key];
    for (const x of c.shape === 'url' ? [v] : Array.isArray(v) ? v : []) if (typeof x === 'string' && x) out.add(x);
  }
  return out;
}

/** The URLs a write of one row added or dropped (`before`/`after` null when it was created/deleted). */
export function changedUrls(
  table: PgTable,
  before: object | null | undefined,
  after: object | null | undefined,
): string[] {
  const was = urlsOfRow(table, before);
  const is = urlsOfRow(table, after);
  return [...[...was].filter((u) => !is.has(u)), ...[...is].filter((u) => !was.has(u))];
}

/** A content row using some of the URLs asked about. */
export interface MediaUse {
  table: string;
  urls: string[];
}

/** The content rows using any of `urls`, one query per table of the registry. */
export async function findMediaUses(
  db: DbOrTx,
  urls: string[],
  columns: readonly UrlColumn[] = mediaUrlColumns,
): Promise<MediaUse[]> {
  if (urls.length === 0) return [];
  const wanted = new Set(urls);
  const uses: MediaUse[] = [];
  for (const [table, cols] of byTable(columns)) {
    const picked = Object.fromEntries(cols.map((c, i) => [`c${i}`, c.column]));
    const rows = (await db
      .select(picked)
      .from(table)
      .where(or(...cols.map((c) => matches(c, urls))))) as Record<string, unknown>[];
    for (const row of rows) {
      const found = cols.flatMap((c, i) => {
        const v = row[`c${i}`];
        const values = c.shape === 'url' ? [v] : Array.isArray(v) ? v : [];
        return values.filter((x): x is string => typeof x === 'string' && wanted.has(x));
      });
      if (found.length) uses.push({ table: getTableName(table), urls: [...new Set(found)] });
    }
  }
  return uses;
}
