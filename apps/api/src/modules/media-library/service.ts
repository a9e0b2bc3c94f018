import { mediaVideoFields, type MediaImageFields } from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import { cappedCount } from '../../db/query.js';
import { mediaAssets } from '../../db/schema/index.js';
import { parse } from '../../http/route.js';
import { notFound, refuse } from '../../lib/errors.js';
import type { MessageKey } from '../../lib/messages.js';
import type { Clock } from '../../services/clock.js';
import type { AuditTrail } from '../staff/audit.js';
import { assetUrls, pictureUrl, videoUrl, type MediaFiles } from './file-store.js';
import { probeMp4, ProbeError, type ProbeProblem } from './mp4-probe.js';
import { encodePicture } from './pictures.js';
import { presentAsset, presentImageResult, presentVideoResult } from './presenter.js';
import { findMediaUses } from './references.js';
import {
  assetsAfter,
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
} from './repository.js';
import type { ReceivedVideo, Upload } from './uploads.js';

const DAY_MS = 24 * 60 * 60_000;
/** Files younger than this may belong to an upload whose row has not committed yet. */
export const ORPHAN_FILE_MIN_AGE_MS = 60 * 60_000;
const SWEEP_BATCH = 200;

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
}

/**
 * The staff media library: pictures and videos stored under names the server derives from their
 * content, each upload and delete audited in its own transaction. Content rows keep URLs only; a
 * deleted or replaced asset's files stay until the sweep finds nothing using them for MEDIA_SWEEP_DAYS.
 */
export function createMediaLibrary({ db, clock, audit, files, videoMaxMb, sweepDays }: MediaLibraryDeps) {
  /** How many content rows use each asset (any of its URLs): one look per content table for all of them. */
  const countUses = async (assets: MediaAssetRow[]): Promise<number[]> => {
    const uses = await findMediaUses(db, assets.flatMap(assetUrls));
    return assets.map((a) => {
      const mine = new Set(assetUrls(a));
      return uses.filter((u) => u.urls.some((x) => mine.has(x))).length;
    });
  };

  return {
    /** Where an upload streams to before it is checked (the route hands it to receiveVideoUpload). */
    files,
    videoMaxBytes: Math.floor(videoMaxMb * 1024 * 1024),
    videoMaxMb,

    async uploadImage(actorId: number, upload: Upload<Buffer>, fields: MediaImageFields) {
      const picture = await encodePicture(upload.file, fields);
      const largest = picture.outputs.at(-1)!;
      const urls = picture.outputs.map((o) => pictureUrl(picture.sha, o.width));
      const now = clock.now();
      let fresh = false;
      try {
        const asset = await db.transaction(async (tx) => {
          const a = await upsertAsset(tx, {
            kind: 'image',
            sha: picture.sha,
            url: pictureUrl(picture.sha, largest.width),
            aspect: picture.aspect,
            widths: picture.outputs.map((o) => o.width),
            width: largest.width,
            height: largest.height,
            bytes: picture.outputs.reduce((n, o) => n + o.webp.length, 0),
            label: upload.label,
            uploaderId: actorId,
            createdAt: now,
            unusedSince: now,
          });
          fresh = a.inserted;
          for (const [i, o] of picture.outputs.entries()) await files.write(urls[i]!, o.webp);
          await audit.record(tx, { actorId, action: 'upload', entity: 'media', entityId: a.id, after: presentAsset(a) });
          return a;
        });
        return presentImageResult(asset);
      } catch (err) {
        // Files of a row that never committed; a revived asset's files were there before.
        if (fresh) await files.remove(urls);
        throw err;
      }
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
          await audit.record(tx, { actorId, action: 'upload', entity: 'media', entityId: a.id, after: presentAsset(a) });
          return a;
        });
        return presentVideoResult(asset);
      } finally {
        if (!moved) await files.discard(tempPath);
      }
    },

    async list(f: AssetFilter, page: number, size: number) {
      const rows = await pageAssets(db, f, page, size);
      const total = rows[0]?.total ?? (await cappedCount(db, mediaAssets, assetWhere(f), (page - 1) * size, size));
      const usedBy = await countUses(rows.map((r) => r.asset));
      return { items: rows.map((r, i) => presentAsset(r.asset, usedBy[i])), total, page, size };
    },

    async get(id: number) {
      const a = await findLiveAsset(db, id);
      if (!a) throw notFound('msg.media.notFound');
      const [usedBy] = await countUses([a]);
      return presentAsset(a, usedBy);
    },

    /** Refused while any content row uses one of its URLs; the files go with a later sweep. */
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
      return null;
    },

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
        const used = new Set((await findMediaUses(db, rows.flatMap(assetUrls))).flatMap((u) => u.urls));
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
        const due = rows.filter((r) => !inUse(r) && ((r.deletedAt && r.deletedAt <= cutoff) || (r.unusedSince && r.unusedSince <= cutoff)));
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
