import type { DbOrTx } from '../../db/client.js';
import { findKnowledge } from '../knowledge/repository.js';
import { findPublishedClass } from '../live-cast/repository.js';
import { findProduct } from '../shop/repository.js';
import { findNews } from '../site/news-repository.js';
import { findTheatre } from '../theatre/repository.js';
import { findProduction } from '../theatre-ultimate/repository.js';
import { findSale } from '../ticket/repository.js';
import { findVideo } from '../video/repository.js';
import { findVote } from '../vote/repository.js';

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

type Finder = (db: DbOrTx, id: number, now: Date) => Promise<PreviewRow | undefined>;

/**
 * Each kind is read with the very finder its app detail call uses (never drafts), so a shared link or
 * a calendar file shows exactly what the app shows: nothing unpublished, scheduled for later or withdrawn.
 */
export const previewFinders = {
  performance: async (db, id) => {
    const r = await findTheatre(db, id);
    return r && { titleZh: r.titleZh, titleEn: r.titleEn, summaryZh: r.summaryZh, summaryEn: r.summaryEn, image: r.poster, startAt: r.startAt, endAt: r.endAt, venueZh: r.venueZh, venueEn: r.venueEn };
  },
  sale: async (db, id) => {
    const r = await findSale(db, id);
    return r && { titleZh: r.titleZh, titleEn: r.titleEn, summaryZh: r.summaryZh, summaryEn: r.summaryEn, image: r.poster, startAt: r.eventAt, venueZh: r.venueZh, venueEn: r.venueEn };
  },
  production: async (db, id) => {
    const r = await findProduction(db, id);
    return r && { titleZh: r.titleZh, titleEn: r.titleEn, summaryZh: r.summaryZh, summaryEn: r.summaryEn, image: r.poster };
  },
  video: async (db, id) => {
    const r = (await findVideo(db, id))?.video;
    return r && { titleZh: r.titleZh, titleEn: r.titleEn, summaryZh: r.summaryZh, summaryEn: r.summaryEn, image: r.poster };
  },
  knowledge: async (db, id) => {
    const r = (await findKnowledge(db, id))?.item;
    return r && { titleZh: r.titleZh, titleEn: r.titleEn, summaryZh: r.summaryZh, summaryEn: r.summaryEn, image: r.cover };
  },
  news: async (db, id, now) => {
    const r = (await findNews(db, id, now))?.row;
    return r && { titleZh: r.titleZh, titleEn: r.titleEn, summaryZh: r.summaryZh, summaryEn: r.summaryEn, image: r.cover };
  },
  product: async (db, id, now) => {
    const r = (await findProduct(db, id, now))?.product;
    return r && { titleZh: r.titleZh, titleEn: r.titleEn, summaryZh: r.summaryZh, summaryEn: r.summaryEn, image: r.cover };
  },
  vote: async (db, id) => {
    const r = await findVote(db, id);
    return r && { titleZh: r.titleZh, titleEn: r.titleEn, summaryZh: r.summaryZh, summaryEn: r.summaryEn, image: r.cover };
  },
  /** A live class: its schedule (staff may have moved it), held on Zoom, so the place is a fixed text. */
  live: async (db, id) => {
    const r = await findPublishedClass(db, id);
    return r && { titleZh: r.titleZh, titleEn: r.titleEn, summaryZh: r.descriptionZh, summaryEn: r.descriptionEn, image: r.cover, startAt: r.startAt, endAt: r.endAt };
  },
} satisfies Record<string, Finder>;

export type ShareKind = keyof typeof previewFinders;

export const findPreview = (db: DbOrTx, kind: ShareKind, id: number, now: Date): Promise<PreviewRow | undefined> => previewFinders[kind](db, id, now);
