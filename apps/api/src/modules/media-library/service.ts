import { createHash } from 'node:crypto';
import { mediaTrackFields, mediaVideoFields, type MediaImageFields } from '@nanhua/contract';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.js';
import { cappedCount } from '../../db/query.js';
import { mediaAssets } from '../../db/schema/index.js';
import { parse } from '../../lib/validate.js';
import { notFound, refuse } from '../../lib/errors.js';
import type { MessageKey } from '../../lib/messages.js';
import type { Clock } from '../../services/clock.js';
import type { AuditTrail } from '../staff/audit.js';
import { parseSubtitles, toVtt } from '../media/subtitles.js';
import { assetUrls, pictureUrl, shaOfUrl, trackUrl, videoUrl, type MediaFiles } from './file-store.js';
import { probeMp4, ProbeError, type ProbeProblem } from './mp4-probe.js';
import { encodePicture } from './pictures.js';
import type { MediaPreview } from './preview-links.js';
import { presentAsset, presentImageResult, presentTrackResult, presentVideoResult } from './presenter.js';
import { changedUrls, findMediaUses } from './references.js';
import {
  assetsAfter,
  assetsBySha,
  assetWhere,
  findLiveAsset,
  knownShas,
  markDeleted,
  pageAssets,
  purgeAssets,
  setUnusedSince,
  upsertAsset,
  type AssetFilter,
  type MediaAssetRow,
  type NewMediaAsset,
} from './repository.js';
import type { ReceivedVideo, Upload } from './uploads.js';

const DAY_MS = 24 * 60 * 60_000;
/** Files younger than this may belong to an upload whose row has not committed yet. */
export const ORPHAN_FILE_MIN_AGE_MS = 60 * 60_000;
const SWEEP_BATCH = 200;
/** Held (transaction-scoped) while the files of assets are moved to match what content uses. */
export const MEDIA_SETTLE_LOCK = 724_311_061;

/**
 * What a staff write of content tells the library once it has committed: the row of `table` (a
 * table of references.ts's registry) before and after the write, null when it was created or
 * deleted. Answers once the files of the URLs it added are served and those it dropped withheld.
 */
export type MediaUseChange = (
  table: PgTable,
  before: object | null | undefined,
  after: object | null | undefined,
) => Promise<void>;

/** What content forms need of the library: the change notice, and whether a file exists served or not yet. */
export interface ContentMedia {
  changed: MediaUseChange;
  isStored(url: string): boolean;
}

const probeRefusals: Record<ProbeProblem, MessageKey> = {
  notMp4: 'msg.media.videoNotMp4',
  noVideo: 'msg.media.videoNoVideoTrack',
  videoCodec: 'msg.media.videoNotH264',
  audioCodec: 'msg.media.videoAudioNotAac',
  unreadable: 'msg.media.videoUnreadable',
};

export interface MediaLibraryDeps {
  db: Db;
  clock: Clock;
  audit: AuditTrail;
  files: MediaFiles;
  /** MEDIA_VIDEO_MAX_MB */
  videoMaxMb: number;
  /** MEDIA_SWEEP_DAYS */
  sweepDays: number;
  /** Signs the staff preview links of files not served publicly. */
  preview: MediaPreview;
}

/**
 * The staff media library: pictures and videos stored under names the server derives from their
 * content, each upload and delete audited in its own transaction. Content rows keep URLs only, and
 * an asset is served publicly only while content uses it (issue 31): a fresh upload, a replaced or
 * removed picture and a deleted asset are withheld at once, seen by staff through signed preview
 * links, and go from the disk when the sweep finds nothing using them for MEDIA_SWEEP_DAYS.
 */
export function createMediaLibrary({ db, clock, audit, files, videoMaxMb, sweepDays, preview }: MediaLibraryDeps) {
  /**
   * Serve the files of the live assets among `rows` that content uses, withhold the others; answers
   * the URLs in use. Under one lock across processes, reading the uses after taking it: of two writes
   * racing on one picture (one dropping it, one choosing it) the later settle sees both committed, so
   * the files end where the content says. Local renames only, no network call, inside the transaction.
   */
  const settle = (rowsOf: (tx: DbOrTx) => Promise<MediaAssetRow[]>): Promise<Set<string>> =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${MEDIA_SETTLE_LOCK})`);
      const rows = await rowsOf(tx);
      const used = new Set((await findMediaUses(tx, rows.flatMap(assetUrls))).flatMap((u) => u.urls));
      for (const r of rows) {
        const urls = assetUrls(r);
        if (!r.deletedAt && urls.some((u) => used.has(u))) await files.publish(urls);
        else await files.withhold(urls);
      }
      return used;
    });
  /** Settle the assets some of these URLs name (any width of a picture); other addresses are not the library's. */
  const settleUrls = async (urls: string[]): Promise<void> => {
    const shas = [...new Set(urls.map(shaOfUrl).filter((x): x is string => x !== null))];
    if (shas.length > 0) await settle((tx) => assetsBySha(tx, shas));
  };

  /** How many content rows use each asset (any of its URLs): one look per content table for all of them. */
  const countUses = async (assets: MediaAssetRow[]): Promise<number[]> => {
    const uses = await findMediaUses(db, assets.flatMap(assetUrls));
    return assets.map((a) => {
      const mine = new Set(assetUrls(a));
      return uses.filter((u) => u.urls.some((x) => mine.has(x))).length;
    });
  };

  /**
   * Record an upload held in memory (a picture's widths, a track) and write its files withheld, with
   * its audit entry in the same transaction; then serve them at once if content already uses them
   * (the same file uploaded again). A row that never committed takes its new files with it.
   */
  const storeFiles = async (
    actorId: number,
    row: Omit<NewMediaAsset, 'uploaderId' | 'createdAt' | 'unusedSince'>,
    writes: [url: string, data: Buffer][],
  ): Promise<MediaAssetRow> => {
    const now = clock.now();
    let fresh = false;
    let asset: MediaAssetRow;
    try {
      asset = await db.transaction(async (tx) => {
        const a = await upsertAsset(tx, { ...row, uploaderId: actorId, createdAt: now, unusedSince: now });
        fresh = a.inserted;
        for (const [url, data] of writes) await files.write(url, data);
        await audit.record(tx, { actorId, action: 'upload', entity: 'media', entityId: a.id, after: presentAsset(a) });
        return a;
      });
    } catch (err) {
      // Files of a row that never committed; a revived asset's files were there before.
      if (fresh) await files.remove(writes.map(([url]) => url));
      throw err;
    }
    await settleUrls(writes.map(([url]) => url));
    return asset;
  };

  return {
    /** Where an upload streams to before it is checked (the route hands it to receiveVideoUpload). */
    files,
    /** The /files/ route serves withheld files on these signed links (plugins/static-web.ts). */
    preview,
    videoMaxBytes: Math.floor(videoMaxMb * 1024 * 1024),
    videoMaxMb,

    async uploadImage(actorId: number, upload: Upload<Buffer>, fields: MediaImageFields) {
      const picture = await encodePicture(upload.file, fields);
      const largest = picture.outputs.at(-1)!;
      const asset = await storeFiles(
        actorId,
        {
          kind: 'image',
          sha: picture.sha,
          url: pictureUrl(picture.sha, largest.width),
          aspect: picture.aspect,
          widths: picture.outputs.map((o) => o.width),
          width: largest.width,
          height: largest.height,
          bytes: picture.outputs.reduce((n, o) => n + o.webp.length, 0),
          label: upload.label,
        },
        picture.outputs.map((o) => [pictureUrl(picture.sha, o.width), o.webp]),
      );
      return presentImageResult(asset, preview);
    },

    async uploadVideo(actorId: number, upload: Upload<ReceivedVideo>) {
      const { tempPath, sha, bytes } = upload.file;
      let moved = false;
      try {
        const { premium } = parse(mediaVideoFields, upload.fields);
        const info = await probeMp4(tempPath).catch((err: unknown) => {
          throw refuse(err instanceof ProbeError ? probeRefusals[err.problem] : 'msg.media.videoUnreadable');
        });
        const url = videoUrl(sha, premium === 'true');
        const now = clock.now();
        const asset = await db.transaction(async (tx) => {
          const a = await upsertAsset(tx, {
            kind: 'video',
            sha,
            url,
            width: info.width,
            height: info.height,
            durationSeconds: info.durationSeconds,
            bytes,
            premium: premium === 'true',
            label: upload.label,
            uploaderId: actorId,
            createdAt: now,
            unusedSince: now,
          });
          await files.moveIn(tempPath, url);
          moved = true;
          await audit.record(tx, {
            actorId,
            action: 'upload',
            entity: 'media',
            entityId: a.id,
            after: presentAsset(a),
          });
          return a;
        });
        await settleUrls([url]);
        return presentVideoResult(asset, preview);
      } finally {
        if (!moved) await files.discard(tempPath);
      }
    },

    /**
     * A surtitle track (WebVTT, or SubRip turned into WebVTT): read with the same parser the seed's
     * tracks and the lyrics go through (modules/media/subtitles.ts), stored sanitized and withheld like
     * any upload until a video or a scene uses it. Answers every cue, for checking beside the video.
     */
    async uploadTrack(actorId: number, upload: Upload<Buffer>) {
      const { premium } = parse(mediaTrackFields, upload.fields);
      const { cues, settings } = parseSubtitles(upload.file);
      const vtt = Buffer.from(toVtt(cues, settings));
      const sha = createHash('sha256').update(vtt).digest('hex').slice(0, 32);
      const url = trackUrl(sha, premium === 'true');
      const asset = await storeFiles(
        actorId,
        {
          kind: 'track',
          sha,
          url,
          width: 0,
          height: 0,
          bytes: vtt.length,
          premium: premium === 'true',
          label: upload.label,
        },
        [[url, vtt]],
      );
      return presentTrackResult(asset, preview, cues);
    },

    /** The cues of a stored track (a library track, served or not yet, or a seed track), for the form's check. */
    async trackCues(url: string) {
      if (!/^\/files\/[\w./-]+\.vtt$/.test(url) || url.split('/').includes('..'))
        throw refuse('msg.media.trackAddress');
      const data = await files.read(url);
      if (!data) throw notFound('msg.media.trackMissing');
      return { cues: parseSubtitles(data).cues };
    },

    async list(f: AssetFilter, page: number, size: number) {
      const rows = await pageAssets(db, f, page, size);
      const total = rows[0]?.total ?? (await cappedCount(db, mediaAssets, assetWhere(f), (page - 1) * size, size));
      const usedBy = await countUses(rows.map((r) => r.asset));
      return { items: rows.map((r, i) => presentAsset(r.asset, usedBy[i], preview)), total, page, size };
    },

    async get(id: number) {
      const a = await findLiveAsset(db, id);
      if (!a) throw notFound('msg.media.notFound');
      const [usedBy] = await countUses([a]);
      return presentAsset(a, usedBy, preview);
    },

    /**
     * Refused while any content row uses one of its URLs. Once the delete commits its files are no
     * longer served (issue 31: a deleted picture must not stay reachable by its URL); the sweep
     * reclaims the disk later, and settles again whatever a failure here left served.
     */
    async remove(actorId: number, id: number): Promise<null> {
      const a = await findLiveAsset(db, id);
      if (!a) throw notFound('msg.media.notFound');
      const uses = await findMediaUses(db, assetUrls(a));
      if (uses.length > 0) throw refuse('msg.media.inUse', { count: uses.length });
      await db.transaction(async (tx) => {
        const gone = await markDeleted(tx, id, clock.now());
        if (!gone) throw notFound('msg.media.notFound');
        await audit.record(tx, { actorId, action: 'delete', entity: 'media', entityId: id, before: presentAsset(a) });
      });
      await settleUrls(assetUrls(a));
      return null;
    },

    /** For the staff writes of content (composition.ts hands it to them): see MediaUseChange. */
    changed: (async (table, before, after) => {
      const urls = changedUrls(table, before, after);
      if (urls.length > 0) await settleUrls(urls);
    }) satisfies MediaUseChange,
    isStored: (url: string): boolean => files.isStored(url),

    /**
     * Note which assets content stopped or started using, then remove the files (and rows) of those
     * unused, or deleted, for MEDIA_SWEEP_DAYS, stored files no row names (an upload that crashed
     * before its row committed) and uploads a dead process left half-received. Any number of
     * processes may run it at once. Answers what went.
     */
    async sweep(now: Date = clock.now(), fileNow: Date = new Date()): Promise<{ assets: number; orphanFiles: number }> {
      const cutoff = new Date(now.getTime() - sweepDays * DAY_MS);
      let assets = 0;
      for (let after = 0; ; ) {
        const rows = await assetsAfter(db, after, SWEEP_BATCH);
        if (rows.length === 0) break;
        after = rows.at(-1)!.id;
        // Also repairs what a process that stopped between a write's commit and its settle left.
        const used = await settle(async () => rows);
        const inUse = (r: MediaAssetRow) => assetUrls(r).some((u) => used.has(u));
        await setUnusedSince(
          db,
          rows.filter((r) => inUse(r) && r.unusedSince).map((r) => r.id),
          null,
        );
        await setUnusedSince(
          db,
          rows.filter((r) => !inUse(r) && !r.unusedSince).map((r) => r.id),
          now,
        );
        const due = rows.filter(
          (r) => !inUse(r) && ((r.deletedAt && r.deletedAt <= cutoff) || (r.unusedSince && r.unusedSince <= cutoff)),
        );
        if (due.length > 0) {
          assets += await db.transaction(async (tx) => {
            // A URL saved since the look above keeps its asset.
            const still = new Set((await findMediaUses(tx, due.flatMap(assetUrls))).flatMap((u) => u.urls));
            const purged = await purgeAssets(
              tx,
              due.filter((r) => !assetUrls(r).some((u) => still.has(u))).map((r) => r.id),
              cutoff,
            );
            for (const p of purged) await files.remove(assetUrls(p));
            return purged.length;
          });
        }
        if (rows.length < SWEEP_BATCH) break;
      }
      const stored = await files.storedBefore(new Date(fileNow.getTime() - ORPHAN_FILE_MIN_AGE_MS));
      const known = await knownShas(db, [...new Set(stored.map((s) => s.sha))]);
      const orphans = stored.filter((s) => !known.has(s.sha));
      await files.remove(orphans.map((o) => o.url));
      const stale = await files.staleUploads(new Date(fileNow.getTime() - DAY_MS));
      for (const p of stale) await files.discard(p);
      return { assets, orphanFiles: orphans.length + stale.length };
    },
  };
}

export type MediaLibrary = ReturnType<typeof createMediaLibrary>;
