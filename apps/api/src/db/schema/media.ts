import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { trgm } from './content.js';
import { users } from './users.js';

const stamp = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The staff media library: every upload the server re-encoded (pictures) or checked (videos) and
 * stored under a name it chose from the content's hash. Content rows keep only the URL; the sweep
 * (modules/media-library) removes the files once no content row has used them for a while, or once
 * staff deleted the asset, so a replaced picture keeps working until nothing shows it.
 */
export const mediaAssets = pgTable(
  'media_assets',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['image', 'video', 'track'] }).notNull(),
    /** Hash of what was stored (pictures: the source with its aspect and crop; videos: the file). */
    sha: text('sha').notNull(),
    /** The URL an item stores: a picture's largest width, or the video file. One asset per URL. */
    url: text('url').notNull(),
    aspect: text('aspect'),
    /** Stored widths of a picture (each `…w<W>.webp` beside the URL); empty for a video. */
    widths: integer('widths').array().notNull().default(sql`'{}'::integer[]`),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    durationSeconds: real('duration_seconds'),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    premium: boolean('premium').notNull().default(false),
    /** The uploaded file's name, shown to staff only. */
    label: text('label').notNull().default(''),
    uploaderId: integer('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: stamp('created_at').notNull(),
    /** Since when the sweep found no content row using it (set at upload); null while in use. */
    unusedSince: stamp('unused_since'),
    /** Deleted from the library by staff; the files stay until the sweep. */
    deletedAt: stamp('deleted_at'),
  },
  (t) => [
    uniqueIndex('media_assets_url_idx').on(t.url),
    index('media_assets_sha_idx').on(t.sha),
    index('media_assets_live_idx').on(t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('media_assets_kind_idx').on(t.kind, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    trgm('media_assets_label_trgm', t.label),
  ],
);
