import {
  liveJoinLeadMinutes,
  type LiveClass,
  type LiveClassState,
  type LiveReplay,
  type LiveReplayDetail,
  type Locale,
} from '@nanhua/contract';
import { pick } from '../../lib/locale.js';
import type { LiveClassRow, LiveReplayRow } from './repository.js';

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
