import {
  liveJoinLeadMinutes,
  type LiveAttendee,
  type LiveClass,
  type LiveClassState,
  type LiveReplay,
  type LiveReplayDetail,
  type Locale,
  type StaffLiveClass,
  type StaffLiveReplay,
} from '@nanhua/contract';
import { pick } from '../../lib/locale.js';
import type { AttendeeRow, LiveClassRow, LiveReplayRow } from './repository.js';

const leadMs = liveJoinLeadMinutes * 60_000;

/** The schedule, unless staff opened the class early or ended it. */
export const effectiveStart = (c: Pick<LiveClassRow, 'startAt' | 'startedAt'>): Date => c.startedAt ?? c.startAt;
export const effectiveEnd = (c: Pick<LiveClassRow, 'endAt' | 'endedAt'>): Date => c.endedAt ?? c.endAt;
/** The classroom opens 15 minutes before the start, or when staff opened it, whichever is first. */
export const joinOpensAt = (c: Pick<LiveClassRow, 'startAt' | 'startedAt'>): Date => {
  const scheduled = new Date(c.startAt.getTime() - leadMs);
  return c.startedAt && c.startedAt < scheduled ? c.startedAt : scheduled;
};

/** Ended from the (staff or scheduled) end on, a replay once one is attached; live from the start. */
export function classState(c: LiveClassRow, hasReplay: boolean, now: Date): LiveClassState {
  if (now >= effectiveEnd(c)) return hasReplay ? 'replay' : 'ended';
  return now >= effectiveStart(c) ? 'live' : 'upcoming';
}

/** What the caller may do with a class, decided by the service. */
export interface CallerView {
  registered: boolean | null;
  entitled: boolean;
  canJoin: boolean;
}

export function presentClass(
  c: LiveClassRow,
  replayId: number | null,
  caller: CallerView,
  configured: boolean,
  now: Date,
  l: Locale,
): LiveClass {
  return {
    id: c.id,
    title: pick(l, c.titleZh, c.titleEn),
    description: pick(l, c.descriptionZh, c.descriptionEn),
    teacher: pick(l, c.teacherZh, c.teacherEn),
    cover: c.cover,
    startAt: c.startAt.toISOString(),
    endAt: c.endAt.toISOString(),
    joinOpensAt: joinOpensAt(c).toISOString(),
    state: classState(c, replayId !== null, now),
    audience: c.audience,
    tier: c.audience === 'tier' ? c.tier : null,
    requiresRegistration: c.requiresRegistration,
    capacity: c.capacity,
    registeredCount: c.registeredCount,
    registered: caller.registered,
    entitled: caller.entitled,
    canJoin: caller.canJoin,
    liveConfigured: configured,
    replayId,
  };
}

export const presentReplay = (r: LiveReplayRow, c: LiveClassRow, l: Locale): LiveReplay => ({
  id: r.id,
  classId: c.id,
  title: pick(l, c.titleZh, c.titleEn),
  teacher: pick(l, c.teacherZh, c.teacherEn),
  cover: r.poster ?? c.cover,
  duration: r.durationSeconds,
  recordedAt: r.recordedAt.toISOString(),
  isPremium: r.isPremium,
});

/** The media and its tracks go out only when the caller may watch (`link`: the URL for this caller, signed when premium). */
export const presentReplayDetail = (
  r: LiveReplayRow,
  c: LiveClassRow,
  locked: boolean,
  l: Locale,
  link: (path: string) => string,
): LiveReplayDetail => ({
  ...presentReplay(r, c, l),
  description: pick(l, c.descriptionZh, c.descriptionEn),
  locked,
  media: locked ? null : link(r.media),
  subtitles: {
    zh: locked || !r.subtitlesZh ? null : link(r.subtitlesZh),
    en: locked || !r.subtitlesEn ? null : link(r.subtitlesEn),
  },
});

export const presentStaffClass = (
  c: LiveClassRow,
  replayIds: number[],
  joinedCount: number,
  now: Date,
): StaffLiveClass => ({
  id: c.id,
  titleZh: c.titleZh,
  titleEn: c.titleEn,
  descriptionZh: c.descriptionZh,
  descriptionEn: c.descriptionEn,
  teacherZh: c.teacherZh,
  teacherEn: c.teacherEn,
  cover: c.cover,
  startAt: c.startAt.toISOString(),
  endAt: c.endAt.toISOString(),
  startedAt: c.startedAt?.toISOString() ?? null,
  endedAt: c.endedAt?.toISOString() ?? null,
  state: classState(c, replayIds.length > 0, now),
  audience: c.audience,
  tier: c.tier,
  requiresRegistration: c.requiresRegistration,
  capacity: c.capacity,
  registeredCount: c.registeredCount,
  joinedCount,
  meetingNumber: c.meetingNumber,
  passcode: c.passcode,
  published: c.published,
  replayIds,
  createdAt: c.createdAt.toISOString(),
  updatedAt: c.updatedAt.toISOString(),
});

export const presentAttendee = (a: AttendeeRow): LiveAttendee => ({
  userId: a.userId,
  nickName: a.nickName,
  email: a.email,
  registeredAt: a.registeredAt?.toISOString() ?? null,
  firstJoinedAt: a.firstJoinedAt?.toISOString() ?? null,
  lastJoinedAt: a.lastJoinedAt?.toISOString() ?? null,
  joins: a.joins,
});

export const presentStaffReplay = (r: LiveReplayRow): StaffLiveReplay => ({
  id: r.id,
  classId: r.classId,
  media: r.media,
  poster: r.poster,
  duration: r.durationSeconds,
  isPremium: r.isPremium,
  subtitlesZh: r.subtitlesZh,
  subtitlesEn: r.subtitlesEn,
  source: r.source,
  recordedAt: r.recordedAt.toISOString(),
});
