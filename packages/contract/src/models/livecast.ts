import { z } from 'zod';
import { id, isoTime } from '../schemas.js';
import { subtitleTracks } from './content.js';

/**
 * The Live Stream Classroom: classes taught on Zoom, joined from the member's phone, and
 * their replays. Editor texts arrive in the request language. The Zoom meeting number and passcode
 * are staff-only: a member gets them only from `zoomAuth`, once entitled, at join time.
 */

/** upcoming → live → ended, or replay once a recording is attached; staff may start early or end. */
export const liveClassStates = ['upcoming', 'live', 'ended', 'replay'] as const;
export type LiveClassState = (typeof liveClassStates)[number];
/** Who may join: anyone signed in, members (types 1–3, not lapsed), or one member tier (`tier` = that userType). */
export const liveAudiences = ['signedIn', 'members', 'tier'] as const;
export type LiveAudience = (typeof liveAudiences)[number];
/** The classroom opens this many minutes before a class starts. */
export const liveJoinLeadMinutes = 15;
/** The member tiers a class may be limited to (userType 1 super, 2 annual, 3 monthly). */
export const liveTiers = [1, 2, 3] as const;

export const liveClass = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  teacher: z.string(),
  cover: z.string().nullable(),
  startAt: isoTime,
  endAt: isoTime,
  /** When the classroom opens (start minus 15 min, or the start staff made early). */
  joinOpensAt: isoTime,
  state: z.enum(liveClassStates),
  audience: z.enum(liveAudiences),
  /** The userType a 'tier' class is limited to; null otherwise. */
  tier: z.number().int().nullable(),
  requiresRegistration: z.boolean(),
  /** Seats for registration; null: no limit. */
  capacity: z.number().int().nullable(),
  registeredCount: z.number().int(),
  /** Whether the caller registered; null for a visitor (optional channel without a token). */
  registered: z.boolean().nullable(),
  /** The caller's audience allows this class (false for a visitor). */
  entitled: z.boolean(),
  /** Hint: `zoomAuth` would let the caller in now (entitled, registered where needed, open, configured). */
  canJoin: z.boolean(),
  /** The server has Zoom keys; without them the classroom lists classes and replays only. */
  liveConfigured: z.boolean(),
  /** The replay of an ended class, for `history/get/{id}`. */
  replayId: z.number().int().nullable(),
});
export type LiveClass = z.infer<typeof liveClass>;

/** `meeting/get`: classes live now (earliest start first) and those still to come (soonest first). */
export const liveMeetings = z.object({ live: z.array(liveClass), upcoming: z.array(liveClass) });
export type LiveMeetings = z.infer<typeof liveMeetings>;

export const liveClassBody = z.strictObject({ classId: id });
export type LiveClassBody = z.infer<typeof liveClassBody>;

/** `participant/save`: the caller's registration (the same one when asked again); `calendar` is an .ics path. */
export const liveRegistration = z.object({
  classId: z.number().int(),
  registeredAt: isoTime,
  registeredCount: z.number().int(),
  calendar: z.string(),
});
export type LiveRegistration = z.infer<typeof liveRegistration>;

/**
 * What the Zoom Meeting SDK (Client View, `live.html`) needs to join: `signature` is the SDK JWT
 * (HS256, role 0: attendee, never host), valid from `iat` 30 s in the past for 2 h.
 */
export const zoomJoin = z.object({
  sdkKey: z.string(),
  signature: z.string(),
  meetingNumber: z.string(),
  passcode: z.string(),
  userName: z.string(),
  userEmail: z.string().optional(),
  /** Where Zoom sends the member after leaving: the classroom page of this app. */
  leaveUrl: z.string(),
});
export type ZoomJoin = z.infer<typeof zoomJoin>;

/** `liveCastKey/get/{n}`: the public SDK key only; the secret never leaves the server. */
export const liveCastKey = z.object({ sdkKey: z.string() });
export type LiveCastKey = z.infer<typeof liveCastKey>;

export const liveReplay = z.object({
  id: z.number().int(),
  classId: z.number().int(),
  title: z.string(),
  teacher: z.string(),
  cover: z.string().nullable(),
  /** Seconds. */
  duration: z.number().int(),
  recordedAt: isoTime,
  /** Members only (types 1–3): the media is locked for everyone else. */
  isPremium: z.boolean(),
});
export type LiveReplay = z.infer<typeof liveReplay>;

/** `media` and the tracks are null exactly when `locked` (premium replay, caller not a member); premium files come as signed links. */
export const liveReplayDetail = liveReplay.extend({
  description: z.string(),
  locked: z.boolean(),
  media: z.string().nullable(),
  subtitles: subtitleTracks,
});
export type LiveReplayDetail = z.infer<typeof liveReplayDetail>;

// Staff (console) shapes: both languages, the Zoom meeting, and the clock overrides.

const text = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });
const optionalText = (max: number, tooLong: string) =>
  z.string({ error: tooLong }).trim().max(max, { error: tooLong }).default('');
/** A file this server serves (`/files/…`, no climbing out) or an https URL. */
const mediaPath = (error: string) =>
  z
    .string({ error })
    .trim()
    .max(500, { error })
    .regex(/^(\/files\/(?!.*\.\.)[A-Za-z0-9_\-./]+|https:\/\/[^\s"'<>]+)$/, { error });
const instant = z.iso.datetime({ offset: true, error: 'msg.live.timeInvalid' });

/** Create and update take the whole class (the console edits a full form). */
export const staffLiveClassBody = z
  .strictObject({
    titleZh: text(100, 'msg.live.titleRequired', 'msg.live.titleTooLong'),
    titleEn: text(100, 'msg.live.titleRequired', 'msg.live.titleTooLong'),
    descriptionZh: optionalText(2000, 'msg.live.descriptionTooLong'),
    descriptionEn: optionalText(2000, 'msg.live.descriptionTooLong'),
    teacherZh: text(60, 'msg.live.teacherRequired', 'msg.live.teacherTooLong'),
    teacherEn: text(60, 'msg.live.teacherRequired', 'msg.live.teacherTooLong'),
    cover: mediaPath('msg.live.coverInvalid').nullable().default(null),
    startAt: instant,
    endAt: instant,
    audience: z.enum(liveAudiences, { error: 'msg.live.audienceInvalid' }).default('signedIn'),
    tier: z
      .number({ error: 'msg.live.tierInvalid' })
      .int({ error: 'msg.live.tierInvalid' })
      .min(1, { error: 'msg.live.tierInvalid' })
      .max(3, { error: 'msg.live.tierInvalid' })
      .nullable()
      .default(null),
    requiresRegistration: z.boolean({ error: 'msg.live.flagInvalid' }).default(false),
    capacity: z
      .number({ error: 'msg.live.capacityInvalid' })
      .int({ error: 'msg.live.capacityInvalid' })
      .min(1, { error: 'msg.live.capacityInvalid' })
      .max(100_000, { error: 'msg.live.capacityInvalid' })
      .nullable()
      .default(null),
    /** Zoom meeting numbers are 9–11 digits. */
    meetingNumber: z
      .string({ error: 'msg.live.meetingNumberInvalid' })
      .trim()
      .regex(/^\d{9,11}$/, { error: 'msg.live.meetingNumberInvalid' }),
    passcode: z
      .string({ error: 'msg.live.passcodeInvalid' })
      .trim()
      .max(10, { error: 'msg.live.passcodeInvalid' })
      .regex(/^[A-Za-z0-9@*_\-.]*$/, { error: 'msg.live.passcodeInvalid' })
      .default(''),
    published: z.boolean({ error: 'msg.live.flagInvalid' }).default(true),
  })
  .refine((b) => Date.parse(b.endAt) > Date.parse(b.startAt), { error: 'msg.live.endBeforeStart', path: ['endAt'] })
  .refine((b) => b.audience !== 'tier' || b.tier !== null, { error: 'msg.live.tierRequired', path: ['tier'] })
  .refine((b) => b.audience === 'tier' || b.tier === null, { error: 'msg.live.tierInvalid', path: ['tier'] })
  .refine((b) => b.capacity === null || b.requiresRegistration, {
    error: 'msg.live.capacityNeedsRegistration',
    path: ['capacity'],
  });
export type StaffLiveClassBody = z.infer<typeof staffLiveClassBody>;

export const staffLiveClass = z.object({
  id: z.number().int(),
  titleZh: z.string(),
  titleEn: z.string(),
  descriptionZh: z.string(),
  descriptionEn: z.string(),
  teacherZh: z.string(),
  teacherEn: z.string(),
  cover: z.string().nullable(),
  startAt: isoTime,
  endAt: isoTime,
  /** Staff overrides of the clock: started early / ended (null: the schedule decides). */
  startedAt: isoTime.nullable(),
  endedAt: isoTime.nullable(),
  state: z.enum(liveClassStates),
  audience: z.enum(liveAudiences),
  tier: z.number().int().nullable(),
  requiresRegistration: z.boolean(),
  capacity: z.number().int().nullable(),
  registeredCount: z.number().int(),
  joinedCount: z.number().int(),
  meetingNumber: z.string(),
  passcode: z.string(),
  published: z.boolean(),
  replayIds: z.array(z.number().int()),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type StaffLiveClass = z.infer<typeof staffLiveClass>;

/** One member of a class's attendance: registered, joined (first and last time, how often), or both. */
export const liveAttendee = z.object({
  userId: z.number().int(),
  nickName: z.string(),
  email: z.string().nullable(),
  registeredAt: isoTime.nullable(),
  firstJoinedAt: isoTime.nullable(),
  lastJoinedAt: isoTime.nullable(),
  joins: z.number().int(),
});
export type LiveAttendee = z.infer<typeof liveAttendee>;

/** A replay attached by staff: a media file already under /files (or an https URL) and its length. */
export const staffReplayBody = z.strictObject({
  media: mediaPath('msg.live.mediaInvalid'),
  duration: z
    .number({ error: 'msg.live.durationInvalid' })
    .int({ error: 'msg.live.durationInvalid' })
    .min(1, { error: 'msg.live.durationInvalid' })
    .max(86_400, { error: 'msg.live.durationInvalid' }),
  poster: mediaPath('msg.live.coverInvalid').nullable().default(null),
  isPremium: z.boolean({ error: 'msg.live.flagInvalid' }).default(false),
  subtitlesZh: mediaPath('msg.live.trackInvalid').nullable().default(null),
  subtitlesEn: mediaPath('msg.live.trackInvalid').nullable().default(null),
});
export type StaffReplayBody = z.infer<typeof staffReplayBody>;

export const staffLiveReplay = z.object({
  id: z.number().int(),
  classId: z.number().int(),
  media: z.string(),
  poster: z.string().nullable(),
  duration: z.number().int(),
  isPremium: z.boolean(),
  subtitlesZh: z.string().nullable(),
  subtitlesEn: z.string().nullable(),
  /** 'staff' or 'zoom' (the recording.completed webhook). */
  source: z.string(),
  recordedAt: isoTime,
});
export type StaffLiveReplay = z.infer<typeof staffLiveReplay>;
