import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../http/context.js';
import type { Clock } from '../../services/clock.js';
import { PREMIUM_FOLDER } from '../video/premium-media.js';
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

/** The views Zoom records, the one a phone shows best first. */
const preferredViews = ['shared_screen_with_speaker_view', 'active_speaker', 'shared_screen_with_gallery_view', 'gallery_view', 'speaker_view'];
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

export type RecordingOutcome = { stored: number } | { existing: number } | { ignored: string };

/**
 * Zoom cloud recordings become class replays: the class is the one on the recording's meeting number
 * whose start is nearest the recording's; the MP4 is downloaded (with the event's download token)
 * into the files directory — the premium folder for a members' class — and stored ONCE per Zoom
 * recording id, however often Zoom repeats the event (a unique index settles racing deliveries).
 */
export function createRecordingStore(d: { db: Db; clock: Clock; filesDir: string; fetcher: () => Fetcher }) {
  const inFlight = new Map<string, Promise<RecordingOutcome>>();

  async function classFor(meetingNumber: string, at: Date): Promise<LiveClassRow | undefined> {
    const candidates = await repo.classesOnMeeting(d.db, meetingNumber);
    return candidates.sort((a, b) => Math.abs(effectiveStart(a).getTime() - at.getTime()) - Math.abs(effectiveStart(b).getTime() - at.getTime()))[0];
  }

  async function download(url: string, token: string | undefined, folder: string, name: string): Promise<void> {
    const res = await d.fetcher()(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (!res.ok || !res.body) throw new Error(`zoom download answered HTTP ${res.status}`);
    const dir = join(d.filesDir, folder);
    mkdirSync(dir, { recursive: true });
    // Written aside, then renamed: a reader never sees half a file, a failed download leaves none.
    const part = join(dir, `.${name}.${randomBytes(6).toString('hex')}.part`);
    try {
      await pipeline(Readable.fromWeb(res.body as unknown as WebReadableStream<Uint8Array>), createWriteStream(part, { mode: 0o644 }));
      renameSync(part, join(dir, name));
    } catch (err) {
      rmSync(part, { force: true });
      throw err;
    }
  }

  async function process(event: RecordingCompleted): Promise<RecordingOutcome> {
    const meeting = event.payload.object;
    const mp4s = meeting.recording_files.filter((f) => (f.file_type ?? '').toUpperCase() === 'MP4' && (f.status ?? 'completed') === 'completed');
    const file = [...mp4s].sort((a, b) => rank(a.recording_type) - rank(b.recording_type))[0];
    if (!file) return { ignored: 'no finished MP4 in the recording' };
    const existing = await repo.findZoomReplay(d.db, file.id);
    if (existing) return { existing: existing.id };
    if (!isZoomUrl(file.download_url)) return { ignored: 'download link is not on zoom.us' };
    const started = dateOr(file.recording_start ?? meeting.start_time, d.clock.now());
    const cls = await classFor(String(meeting.id), started);
    if (!cls) return { ignored: `no class on meeting ${meeting.id}` };

    const premium = cls.audience !== 'signedIn';
    const folder = premium ? `${PREMIUM_FOLDER}/live` : 'live';
    const name = `zoom-${file.id}.mp4`;
    await download(file.download_url, event.download_token, folder, name);
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
