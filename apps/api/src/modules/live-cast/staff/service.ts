import { statSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import type { LiveClassState, StaffLiveClassBody, StaffReplayBody } from '@nanhua/contract';
import type { Db } from '../../../db/client.js';
import { liveClasses, liveReplays } from '../../../db/schema/index.js';
import { notFound, refuse } from '../../../lib/errors.js';
import type { Clock } from '../../../services/clock.js';
import { offsetOf } from '../../../db/query.js';
import type { ContentMedia } from '../../media-library/service.js';
import { isPremiumFile } from '../../../services/file-gates.js';
import { effectiveEnd, effectiveStart } from '../presenter.js';
import { presentAttendee, presentStaffClass, presentStaffReplay } from './presenter.js';
import * as repo from '../repository.js';
import type { LiveClassRow, NewLiveClass } from '../repository.js';

const FILES_PREFIX = '/files/';

/** A `/files/…` path names a regular file inside the files directory (https links are taken as given). */
function fileExists(filesDir: string, path: string): boolean {
  if (!path.startsWith(FILES_PREFIX)) return true;
  const root = resolve(filesDir);
  const full = resolve(root, path.slice(FILES_PREFIX.length));
  const rel = relative(root, full);
  if (rel === '' || rel.startsWith('..') || rel.split(sep).includes('..')) return false;
  try {
    return statSync(full).isFile();
  } catch {
    return false;
  }
}

const toRow = (b: StaffLiveClassBody): NewLiveClass => ({
  titleZh: b.titleZh,
  titleEn: b.titleEn,
  descriptionZh: b.descriptionZh,
  descriptionEn: b.descriptionEn,
  teacherZh: b.teacherZh,
  teacherEn: b.teacherEn,
  cover: b.cover,
  startAt: new Date(b.startAt),
  endAt: new Date(b.endAt),
  audience: b.audience,
  tier: b.audience === 'tier' ? b.tier : null,
  requiresRegistration: b.requiresRegistration,
  capacity: b.capacity,
  meetingNumber: b.meetingNumber,
  passcode: b.passcode,
  published: b.published,
});

/**
 * The console's calls for live classes (the registrar admits the roles of the call table). A library
 * file content does not use yet is withheld from /files (issue 31), so it counts as present when the
 * library has it; once a write is stored the library hears what it started or stopped using.
 */
export function createLiveStaffService({
  db,
  clock,
  filesDir,
  media,
}: {
  db: Db;
  clock: Clock;
  filesDir: string;
  media: ContentMedia;
}) {
  const isPresent = (path: string) => fileExists(filesDir, path) || media.isStored(path);
  async function present(rows: LiveClassRow[]) {
    const ids = rows.map((r) => r.id);
    const [replays, joined] = await Promise.all([repo.replaysOf(db, ids), repo.joinedCounts(db, ids)]);
    const now = clock.now();
    return rows.map((r) => presentStaffClass(r, replays.get(r.id) ?? [], joined.get(r.id) ?? 0, now));
  }
  const presentOne = async (row: LiveClassRow) => (await present([row]))[0]!;
  async function requireClass(id: number) {
    const c = await repo.findClass(db, id);
    if (!c) throw notFound('msg.live.classNotFound');
    return c;
  }
  const checkCover = (cover: string | null) => {
    if (cover && !isPresent(cover)) throw refuse('msg.live.mediaMissing');
  };

  return {
    async list(q: { page: number; pageSize: number; state?: LiveClassState }) {
      const { records, total } = await repo.pageClasses(
        db,
        q.state,
        clock.now(),
        offsetOf(q.page, q.pageSize),
        q.pageSize,
      );
      return { records: await present(records), total, page: q.page, pageSize: q.pageSize };
    },
    get: async (id: number) => presentOne(await requireClass(id)),
    async create(b: StaffLiveClassBody) {
      checkCover(b.cover);
      const now = clock.now();
      const row = await repo.insertClass(db, { ...toRow(b), createdAt: now, updatedAt: now });
      await media.changed(liveClasses, null, row);
      return presentOne(row);
    },
    async update(id: number, b: StaffLiveClassBody) {
      const c = await requireClass(id);
      checkCover(b.cover);
      const row = await repo.updateClass(db, id, toRow(b), clock.now());
      if (!row) throw refuse('msg.live.capacityBelowRegistered', { count: c.registeredCount });
      await media.changed(liveClasses, c, row);
      return presentOne(row);
    },
    /** Opens the classroom now; a class already live is left as it is, an ended one refused. */
    async start(id: number) {
      const c = await requireClass(id);
      const now = clock.now();
      if (now >= effectiveEnd(c)) throw refuse('msg.live.alreadyEnded');
      if (now >= effectiveStart(c)) return presentOne(c);
      return presentOne((await repo.markStarted(db, id, now)) ?? (await requireClass(id)));
    },
    /** Ends the class now; nobody is let in after. Ending an ended class changes nothing. */
    async end(id: number) {
      const c = await requireClass(id);
      const now = clock.now();
      if (now >= effectiveEnd(c)) return presentOne(c);
      return presentOne((await repo.markEnded(db, id, now)) ?? (await requireClass(id)));
    },
    async attendance(id: number, q: { page: number; pageSize: number }) {
      await requireClass(id);
      const { records, total } = await repo.pageAttendance(db, id, offsetOf(q.page, q.pageSize), q.pageSize);
      return { records: records.map(presentAttendee), total, page: q.page, pageSize: q.pageSize };
    },
    /**
     * A recording already among the files (the console uploads it first) becomes the class replay.
     * A premium replay must live in the premium folder, or its lock would be only on the page.
     */
    async attachReplay(id: number, b: StaffReplayBody) {
      const c = await requireClass(id);
      if (clock.now() < effectiveEnd(c)) throw refuse('msg.live.notEndedYet');
      for (const p of [b.media, b.poster, b.subtitlesZh, b.subtitlesEn])
        if (p && !isPresent(p)) throw refuse('msg.live.mediaMissing');
      if (b.isPremium) {
        for (const p of [b.media, b.subtitlesZh, b.subtitlesEn]) {
          if (p && (!p.startsWith(FILES_PREFIX) || !isPremiumFile(p.slice(FILES_PREFIX.length - 1))))
            throw refuse('msg.live.premiumFolder');
        }
      }
      const row = await repo.insertReplay(db, {
        classId: c.id,
        media: b.media,
        poster: b.poster,
        durationSeconds: b.duration,
        isPremium: b.isPremium,
        subtitlesZh: b.subtitlesZh,
        subtitlesEn: b.subtitlesEn,
        source: 'staff',
        recordedAt: effectiveStart(c),
      });
      await media.changed(liveReplays, null, row);
      return presentStaffReplay(row);
    },
  };
}

export type LiveStaffService = ReturnType<typeof createLiveStaffService>;
