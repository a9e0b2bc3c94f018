import type { LiveAttendee, StaffLiveClass, StaffLiveReplay } from '@nanhua/contract';
import { classState } from '../presenter.js';
import type { AttendeeRow, LiveClassRow, LiveReplayRow } from '../repository.js';

/** The live classroom as staff see it: every field of a class and a replay, and who came. */

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
