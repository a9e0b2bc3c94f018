import { and, eq, isNull } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { knowledgeItems, liveClasses, news, products, productions, theatres, ticketSales, videos, votes } from '../../db/schema/index.js';

/** What a link preview or a calendar entry shows of an item, in both languages. */
export interface PreviewRow {
  titleZh: string;
  titleEn: string;
  summaryZh: string;
  summaryEn: string;
  image: string | null;
  startAt?: Date;
  endAt?: Date;
  venueZh?: string;
  venueEn?: string;
}

type TextColumns = 'titleZh' | 'titleEn' | 'summaryZh' | 'summaryEn';
const texts = <T extends Record<TextColumns, AnyPgColumn>>(t: T): Pick<T, TextColumns> => ({
  titleZh: t.titleZh,
  titleEn: t.titleEn,
  summaryZh: t.summaryZh,
  summaryEn: t.summaryEn,
});

/** One statement per kind; unpublished (and deleted) items are not found. */
export const previewQueries = {
  performance: (db: DbOrTx, id: number) =>
    db
      .select({ ...texts(theatres), image: theatres.poster, startAt: theatres.startAt, endAt: theatres.endAt, venueZh: theatres.venueZh, venueEn: theatres.venueEn })
      .from(theatres)
      .where(and(eq(theatres.id, id), eq(theatres.published, true))),
  sale: (db: DbOrTx, id: number) =>
    db
      .select({ ...texts(ticketSales), image: ticketSales.poster, startAt: ticketSales.eventAt, venueZh: ticketSales.venueZh, venueEn: ticketSales.venueEn })
      .from(ticketSales)
      .where(and(eq(ticketSales.id, id), eq(ticketSales.published, true))),
  production: (db: DbOrTx, id: number) =>
    db.select({ ...texts(productions), image: productions.poster }).from(productions).where(and(eq(productions.id, id), eq(productions.published, true))),
  video: (db: DbOrTx, id: number) => db.select({ ...texts(videos), image: videos.poster }).from(videos).where(and(eq(videos.id, id), eq(videos.published, true))),
  knowledge: (db: DbOrTx, id: number) =>
    db.select({ ...texts(knowledgeItems), image: knowledgeItems.cover }).from(knowledgeItems).where(and(eq(knowledgeItems.id, id), eq(knowledgeItems.published, true))),
  news: (db: DbOrTx, id: number) => db.select({ ...texts(news), image: news.cover }).from(news).where(and(eq(news.id, id), eq(news.published, true))),
  product: (db: DbOrTx, id: number) =>
    db
      .select({ ...texts(products), image: products.cover })
      .from(products)
      .where(and(eq(products.id, id), eq(products.published, true), isNull(products.deletedAt))),
  vote: (db: DbOrTx, id: number) => db.select({ ...texts(votes), image: votes.cover }).from(votes).where(and(eq(votes.id, id), eq(votes.published, true))),
  /** A live class: its schedule (staff may have moved it), held on Zoom, so the place is a fixed text. */
  live: (db: DbOrTx, id: number) =>
    db
      .select({
        titleZh: liveClasses.titleZh,
        titleEn: liveClasses.titleEn,
        summaryZh: liveClasses.descriptionZh,
        summaryEn: liveClasses.descriptionEn,
        image: liveClasses.cover,
        startAt: liveClasses.startAt,
        endAt: liveClasses.endAt,
      })
      .from(liveClasses)
      .where(and(eq(liveClasses.id, id), eq(liveClasses.published, true))),
} as const;

export type ShareKind = keyof typeof previewQueries;

export async function findPreview(db: DbOrTx, kind: ShareKind, id: number): Promise<PreviewRow | undefined> {
  const rows: PreviewRow[] = await previewQueries[kind](db, id);
  return rows[0];
}
