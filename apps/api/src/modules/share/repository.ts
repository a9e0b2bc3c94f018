import { and, count, eq, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import { findKnowledge } from '../knowledge/repository.js';
import { findPublishedClass } from '../live-cast/repository.js';
import { findProduct } from '../shop/repository.js';
import { findNews } from '../site/news-repository.js';
import { findTheatre } from '../theatre/repository.js';
import { findProduction, findPublishedPart } from '../theatre-ultimate/repository.js';
import { findNews as findTicketNews, findSale } from '../ticket/repository.js';
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
  /** The app page's query when it is not `{ id }` (a scene opens under its production). */
  pageQuery?: Record<string, number>;
  /** When the item was made and (where the table keeps it) last changed: a calendar entry's revision. */
  createdAt?: Date;
  updatedAt?: Date;
}

type Finder = (db: DbOrTx, id: number, now: Date) => Promise<PreviewRow | undefined>;

/**
 * Each kind is read with the very finder its app detail call uses (never drafts), so a shared link or
 * a calendar file shows exactly what the app shows: nothing unpublished, scheduled for later or withdrawn.
 */
export const previewFinders = {
  performance: async (db, id) => {
    const r = await findTheatre(db, id);
    return (
      r && {
        titleZh: r.titleZh,
        titleEn: r.titleEn,
        summaryZh: r.summaryZh,
        summaryEn: r.summaryEn,
        image: r.poster,
        startAt: r.startAt,
        endAt: r.endAt,
        venueZh: r.venueZh,
        venueEn: r.venueEn,
        createdAt: r.createdAt,
      }
    );
  },
  /**
   * A sale lasts as long as its performance: the performance's length now (staff may have changed it since the
   * sale copied its end as `validUntil`) from the sale's start; without a performance, `validUntil`.
   */
  sale: async (db, id) => {
    const r = await findSale(db, id);
    if (!r) return undefined;
    const show = r.theatreId === null ? undefined : await findTheatre(db, r.theatreId);
    const length = show ? show.endAt.getTime() - show.startAt.getTime() : 0;
    const endAt =
      length > 0 ? new Date(r.eventAt.getTime() + length) : r.validUntil > r.eventAt ? r.validUntil : undefined;
    return {
      titleZh: r.titleZh,
      titleEn: r.titleEn,
      summaryZh: r.summaryZh,
      summaryEn: r.summaryEn,
      image: r.poster,
      startAt: r.eventAt,
      endAt,
      venueZh: r.venueZh,
      venueEn: r.venueEn,
      createdAt: r.createdAt,
    };
  },
  production: async (db, id) => {
    const r = await findProduction(db, id);
    return (
      r && { titleZh: r.titleZh, titleEn: r.titleEn, summaryZh: r.summaryZh, summaryEn: r.summaryEn, image: r.poster }
    );
  },
  video: async (db, id) => {
    const r = (await findVideo(db, id))?.video;
    return (
      r && { titleZh: r.titleZh, titleEn: r.titleEn, summaryZh: r.summaryZh, summaryEn: r.summaryEn, image: r.poster }
    );
  },
  knowledge: async (db, id) => {
    const r = (await findKnowledge(db, id))?.item;
    return (
      r && { titleZh: r.titleZh, titleEn: r.titleEn, summaryZh: r.summaryZh, summaryEn: r.summaryEn, image: r.cover }
    );
  },
  news: async (db, id, now) => {
    const r = (await findNews(db, id, now))?.row;
    return (
      r && { titleZh: r.titleZh, titleEn: r.titleEn, summaryZh: r.summaryZh, summaryEn: r.summaryEn, image: r.cover }
    );
  },
  product: async (db, id, now) => {
    const r = (await findProduct(db, id, now))?.product;
    return (
      r && { titleZh: r.titleZh, titleEn: r.titleEn, summaryZh: r.summaryZh, summaryEn: r.summaryEn, image: r.cover }
    );
  },
  vote: async (db, id) => {
    const r = await findVote(db, id);
    return (
      r && { titleZh: r.titleZh, titleEn: r.titleEn, summaryZh: r.summaryZh, summaryEn: r.summaryEn, image: r.cover }
    );
  },
  /** Ticket news (the ticket tab's articles), published and not scheduled for later, as the app shows them. */
  ticketNews: async (db, id, now) => {
    const r = await findTicketNews(db, id, now);
    return (
      r && { titleZh: r.titleZh, titleEn: r.titleEn, summaryZh: r.summaryZh, summaryEn: r.summaryEn, image: r.cover }
    );
  },
  /** A scene of a Spectacular Production (by the part's id): its title, the production's as the summary, its picture or the poster. */
  scene: async (db, id) => {
    const r = await findPublishedPart(db, id);
    return (
      r && {
        titleZh: r.part.titleZh,
        titleEn: r.part.titleEn || r.part.titleZh,
        summaryZh: r.production.titleZh,
        summaryEn: r.production.titleEn || r.production.titleZh,
        image: r.part.image ?? r.production.poster,
        pageQuery: { id: r.production.id, partId: r.part.id },
      }
    );
  },
  /** A live class: its schedule (staff may have moved it), held on Zoom, so the place is a fixed text. */
  live: async (db, id) => {
    const r = await findPublishedClass(db, id);
    return (
      r && {
        titleZh: r.titleZh,
        titleEn: r.titleEn,
        summaryZh: r.descriptionZh,
        summaryEn: r.descriptionEn,
        image: r.cover,
        startAt: r.startAt,
        endAt: r.endAt,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
      }
    );
  },
} satisfies Record<string, Finder>;

export type ShareKind = keyof typeof previewFinders;

export const findPreview = (db: DbOrTx, kind: ShareKind, id: number, now: Date): Promise<PreviewRow | undefined> =>
  previewFinders[kind](db, id, now);

/** A calendar entry's revision: SEQUENCE (grows with every change) and LAST-MODIFIED. */
export interface Revision {
  sequence: number;
  lastModified: Date;
}

/** The staff edits the audit log keeps of each calendar kind (performances and sales keep no update time of their own). */
const auditedEdits = {
  performance: { entity: 'performance', action: 'performance.update' },
  sale: { entity: 'ticketSale', action: 'update' },
} as const;

/**
 * Performances and sales: the number of staff edits and the time of the last one (creation when none), in
 * one statement on the audit log's (entity, entity_id, created_at) index. Live classes keep `updated_at` and
 * no audit entries: their sequence is the whole seconds from creation to the last change, which grows with
 * every change as well.
 */
export async function revisionOf(
  db: DbOrTx,
  kind: 'performance' | 'sale' | 'live',
  id: number,
  row: PreviewRow,
): Promise<Revision> {
  const made = row.createdAt ?? new Date(0);
  if (kind === 'live') {
    const last = row.updatedAt ?? made;
    return {
      sequence: Math.min(2_147_483_647, Math.max(0, Math.floor((last.getTime() - made.getTime()) / 1000))),
      lastModified: last,
    };
  }
  const { entity, action } = auditedEdits[kind];
  const [r] = await db
    .select({ edits: count(), last: max(auditLog.createdAt) })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id)), eq(auditLog.action, action)));
  return { sequence: r?.edits ?? 0, lastModified: r?.last ?? made };
}
