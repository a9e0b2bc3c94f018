import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, openSync, renameSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../http/context.js';
import type { Clock } from '../../services/clock.js';
import { PREMIUM_FOLDER } from '../../services/file-gates.js';
import { effectiveStart } from './presenter.js';
import * as repo from './repository.js';
import type { LiveClassRow } from './repository.js';

/** The parts of Zoom's `recording.completed` event we use (other fields are ignored). */
export const recordingCompleted = z.object({
  event: z.literal('recording.completed'),
  download_token: z.string().max(4000).optional(),
  payload: z.object({
    object: z.object({
      id: z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,15}$/)]),
      start_time: z.string().optional(),
      duration: z.number().nonnegative().optional(),
      recording_files: z
        .array(
          z.object({
            id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
            file_type: z.string().optional(),
            file_extension: z.string().optional(),
            // Bytes of the finished file; a value we cannot read leaves only the MP4 signature to check.
            file_size: z
              .union([z.number().int().nonnegative(), z.string().regex(/^\d{1,15}$/)])
              .optional()
              .catch(undefined),
            status: z.string().optional(),
            recording_type: z.string().optional(),
            recording_start: z.string().optional(),
            recording_end: z.string().optional(),
            download_url: z.string().max(2000),
          }),
        )
        .max(100),
    }),
  }),
});
export type RecordingCompleted = z.infer<typeof recordingCompleted>;

type Fetcher = NonNullable<AppDeps['fetch']>;

/** A download not kept (Zoom refused, the file came short or is not an MP4, the socket went quiet): Zoom should send the event again. */
export class RecordingDownloadError extends Error {
  override name = 'RecordingDownloadError';
}

/** A download that sends no byte for this long is given up (Zoom then retries the event). */
export const DOWNLOAD_IDLE_MS = 60_000;

/** An MP4 (ISO-BMFF) starts with a box whose type, at bytes 4–8, is `ftyp`. */
const isMp4Start = (head: Buffer) => head.length >= 8 && head.subarray(4, 8).toString('latin1') === 'ftyp';
/**
 * Zoom refuses a download (expired token, recording gone) with HTTP 200 and its HTML error page, so a
 * success status proves nothing; a file store behind Zoom's redirect may label the video generically.
 */
const isVideoType = (header: string | null) => {
  const type = (header ?? '').split(';')[0]!.trim().toLowerCase();
  return type.startsWith('video/') || type === 'application/octet-stream' || type === 'binary/octet-stream';
};
/** The file is there, of the size Zoom announced (when it did), and starts as an MP4 does. */
async function isSoundRecording(path: string, size: number | undefined): Promise<boolean> {
  const file = await open(path, 'r').catch(() => null);
  if (!file) return false;
  try {
    const stat = await file.stat();
    if (!stat.isFile() || (size !== undefined && stat.size !== size)) return false;
    const head = Buffer.alloc(8);
    const { bytesRead } = await file.read(head, 0, 8, 0);
    return isMp4Start(head.subarray(0, bytesRead));
  } finally {
    await file.close();
  }
}

/** The views Zoom records, the one a phone shows best first. */
const preferredViews = [
  'shared_screen_with_speaker_view',
  'active_speaker',
  'shared_screen_with_gallery_view',
  'gallery_view',
  'speaker_view',
];
/** Downloads only from Zoom itself: the event is signed, but a link elsewhere is never followed. */
const isZoomUrl = (u: string) => {
  try {
    const url = new URL(u);
    return url.protocol === 'https:' && (url.hostname === 'zoom.us' || url.hostname.endsWith('.zoom.us'));
  } catch {
    return false;
  }
};
const dateOr = (s: string | undefined, fallback: Date) => {
  const d = s ? new Date(s) : fallback;
  return Number.isNaN(d.getTime()) ? fallback : d;
};

export type RecordingOutcome = { stored: number } | { existing: number } | { repaired: number } | { ignored: string };

/**
 * Zoom cloud recordings become class replays: the class is the one on the recording's meeting number
 * whose start is nearest the recording's; the MP4 is downloaded (with the event's download token)
 * into the files directory — the premium folder for a members' class — and stored ONCE per Zoom
 * recording id, however often Zoom repeats the event (a unique index settles racing deliveries).
 * Only a sound MP4 is kept; a repeated event whose stored file is broken or gone downloads it again.
 */
export function createRecordingStore(d: {
  db: Db;
  clock: Clock;
  filesDir: string;
  fetcher: () => Fetcher;
  idleTimeoutMs?: () => number | undefined;
}) {
  const inFlight = new Map<string, Promise<RecordingOutcome>>();

  async function classFor(meetingNumber: string, at: Date): Promise<LiveClassRow | undefined> {
    const candidates = await repo.classesOnMeeting(d.db, meetingNumber);
    return candidates.sort(
      (a, b) =>
        Math.abs(effectiveStart(a).getTime() - at.getTime()) - Math.abs(effectiveStart(b).getTime() - at.getTime()),
    )[0];
  }

  async function download(
    url: string,
    token: string | undefined,
    folder: string,
    name: string,
    size: number | undefined,
  ): Promise<void> {
    const idleMs = d.idleTimeoutMs?.() ?? DOWNLOAD_IDLE_MS;
    const abort = new AbortController();
    // Without it a Zoom host that stops sending holds the download (and the shutdown waiting for it) for good.
    const idle = setTimeout(() => abort.abort(), idleMs);
    const dir = join(d.filesDir, folder);
    // Written aside, then renamed: a reader never sees half a file, a refused download leaves none,
    // and a repair replaces a broken file in one step.
    const part = join(dir, `.${name}.${randomBytes(6).toString('hex')}.part`);
    try {
      const res = await d.fetcher()(url, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
        signal: abort.signal,
      });
      if (!res.ok || !res.body) throw new RecordingDownloadError(`zoom download answered HTTP ${res.status}`);
      if (!isVideoType(res.headers.get('content-type'))) {
        await res.body.cancel().catch(() => undefined);
        throw new RecordingDownloadError(
          `zoom download answered ${res.headers.get('content-type') ?? 'no content type'}, not the video`,
        );
      }
      mkdirSync(dir, { recursive: true });
      let bytes = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          idle.refresh();
          bytes += chunk.length;
          done(
            size !== undefined && bytes > size
              ? new RecordingDownloadError(`zoom sent more than the ${size} bytes announced`)
              : null,
            chunk,
          );
        },
      });
      // Opened here, not by the stream: a stream that opens its file itself may create it after a failed
      // pipeline was already cleaned up, leaving a .part behind for good.
      const out = createWriteStream(part, { fd: openSync(part, 'w', 0o644) });
      await pipeline(Readable.fromWeb(res.body as unknown as WebReadableStream<Uint8Array>), counted, out);
      if (size !== undefined && bytes !== size)
        throw new RecordingDownloadError(`zoom sent ${bytes} of the ${size} bytes announced`);
      if (!(await isSoundRecording(part, size)))
        throw new RecordingDownloadError('zoom sent a file that is not an MP4');
      renameSync(part, join(dir, name));
    } catch (err) {
      rmSync(part, { force: true });
      if (err instanceof RecordingDownloadError) throw err;
      const reason = abort.signal.aborted
        ? `no byte from zoom for ${idleMs} ms`
        : err instanceof Error
          ? err.message
          : String(err);
      throw new RecordingDownloadError(`zoom download failed: ${reason}`, { cause: err });
    } finally {
      clearTimeout(idle);
    }
  }

  async function process(event: RecordingCompleted): Promise<RecordingOutcome> {
    const meeting = event.payload.object;
    const isMp4 = (f: (typeof meeting.recording_files)[number]) =>
      (f.file_type ?? f.file_extension ?? '').toUpperCase() === 'MP4';
    const mp4s = meeting.recording_files.filter((f) => isMp4(f) && (f.status ?? 'completed') === 'completed');
    const file = [...mp4s].sort((a, b) => rank(a.recording_type) - rank(b.recording_type))[0];
    if (!file) return { ignored: 'no finished MP4 in the recording' };
    const size = file.file_size === undefined ? undefined : Number(file.file_size);
    const existing = await repo.findZoomReplay(d.db, file.id);
    if (existing) {
      // Only the file this store wrote is checked and repaired; a replay staff pointed elsewhere is theirs.
      const ours = ['live', `${PREMIUM_FOLDER}/live`].find(
        (folder) => existing.media === `/files/${folder}/zoom-${file.id}.mp4`,
      );
      if (!ours || (await isSoundRecording(join(d.filesDir, ours, `zoom-${file.id}.mp4`), size)))
        return { existing: existing.id };
      if (!isZoomUrl(file.download_url)) return { ignored: 'download link is not on zoom.us' };
      await download(file.download_url, event.download_token, ours, `zoom-${file.id}.mp4`, size);
      return { repaired: existing.id };
    }
    if (!isZoomUrl(file.download_url)) return { ignored: 'download link is not on zoom.us' };
    const started = dateOr(file.recording_start ?? meeting.start_time, d.clock.now());
    const cls = await classFor(String(meeting.id), started);
    if (!cls) return { ignored: `no class on meeting ${meeting.id}` };

    const premium = cls.audience !== 'signedIn';
    const folder = premium ? `${PREMIUM_FOLDER}/live` : 'live';
    const name = `zoom-${file.id}.mp4`;
    await download(file.download_url, event.download_token, folder, name, size);
    const ended = dateOr(file.recording_end, new Date(started.getTime() + (meeting.duration ?? 0) * 60_000));
    const seconds = Math.max(1, Math.min(86_400, Math.round((ended.getTime() - started.getTime()) / 1000)));
    const row = await repo.insertZoomReplay(d.db, {
      classId: cls.id,
      media: `/files/${folder}/${name}`,
      poster: cls.cover,
      durationSeconds: seconds,
      isPremium: premium,
      source: 'zoom',
      zoomRecordingId: file.id,
      recordedAt: started,
    });
    if (row) return { stored: row.id };
    const again = await repo.findZoomReplay(d.db, file.id);
    return again ? { existing: again.id } : { ignored: 'stored elsewhere and gone' };
  }
  const rank = (view: string | undefined) => {
    const i = preferredViews.indexOf(view ?? '');
    return i < 0 ? preferredViews.length : i;
  };

  return {
    /** One piece of work per recording id in this process: a repeat while the first still downloads waits for it. */
    store(event: RecordingCompleted): Promise<RecordingOutcome> {
      const key = event.payload.object.recording_files.map((f) => f.id).join(',');
      const running = inFlight.get(key);
      if (running) return running;
      const work = process(event).finally(() => inFlight.delete(key));
      inFlight.set(key, work);
      return work;
    },
    /** Lets downloads under way finish before the database closes. */
    settled: () => Promise.allSettled([...inFlight.values()]).then(() => undefined),
  };
}

export type RecordingStore = ReturnType<typeof createRecordingStore>;
