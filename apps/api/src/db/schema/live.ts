import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * The Live Stream Classroom: classes taught on Zoom, registrations (one per member and
 * class, counted in `registered_count` so a capacity holds under any concurrency), attendance (every
 * join the server signed) and replays (staff-attached files or Zoom cloud recordings).
 */

const stamp = (name: string) => timestamp(name, { withTimezone: true });

export const liveClasses = pgTable(
  'live_classes',
  {
    id: serial('id').primaryKey(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionZh: text('description_zh').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    teacherZh: text('teacher_zh').notNull(),
    teacherEn: text('teacher_en').notNull(),
    cover: text('cover'),
    startAt: stamp('start_at').notNull(),
    endAt: stamp('end_at').notNull(),
    /** Staff overrides of the schedule: opened early, ended (early). */
    startedAt: stamp('started_at'),
    endedAt: stamp('ended_at'),
    audience: text('audience', { enum: ['signedIn', 'members', 'tier'] })
      .notNull()
      .default('signedIn'),
    /** The userType a 'tier' class is limited to. */
    tier: integer('tier'),
    requiresRegistration: boolean('requires_registration').notNull().default(false),
    /** Null: no limit. Registration raises `registered_count` only `where registered_count < capacity`. */
    capacity: integer('capacity'),
    registeredCount: integer('registered_count').notNull().default(0),
    /** Staff-only: a member receives them from zoomAuth, once entitled. */
    meetingNumber: text('meeting_number').notNull(),
    passcode: text('passcode').notNull().default(''),
    published: boolean('published').notNull().default(true),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // meeting/get: published classes not yet over (the staff end wins over the schedule), soonest first.
    index('live_classes_open_idx').on(sql`coalesce(${t.endedAt}, ${t.endAt})`).where(sql`${t.published}`),
    // The console's list (newest start first) and its state filter.
    index('live_classes_start_idx').on(t.startAt, t.id),
    // The Zoom webhook finds the class of a recording by its meeting number.
    index('live_classes_meeting_idx').on(t.meetingNumber),
    // The last word on overbooking, whatever a future code path forgets.
    check('live_classes_capacity_ck', sql`${t.capacity} is null or ${t.registeredCount} <= ${t.capacity}`),
  ],
);

export const liveRegistrations = pgTable(
  'live_registrations',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => liveClasses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: stamp('created_at').notNull(),
  },
  (t) => [
    // One per member and class: registering twice is the same registration.
    uniqueIndex('live_registrations_class_user_uq').on(t.classId, t.userId),
    // The member's own registrations among the listed classes.
    index('live_registrations_user_idx').on(t.userId, t.classId),
  ],
);

export const liveJoins = pgTable(
  'live_joins',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => liveClasses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: stamp('joined_at').notNull(),
  },
  // Attendance: per class, per member, in time order; the user index serves an account's deletion.
  (t) => [
    index('live_joins_class_user_idx').on(t.classId, t.userId, t.joinedAt),
    index('live_joins_user_idx').on(t.userId),
  ],
);

export const liveReplays = pgTable(
  'live_replays',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => liveClasses.id, { onDelete: 'cascade' }),
    /** A path under /files (premium ones in the premium folder) or an https URL. */
    media: text('media').notNull(),
    poster: text('poster'),
    durationSeconds: integer('duration_seconds').notNull(),
    isPremium: boolean('is_premium').notNull().default(false),
    subtitlesZh: text('subtitles_zh'),
    subtitlesEn: text('subtitles_en'),
    source: text('source', { enum: ['staff', 'zoom'] })
      .notNull()
      .default('staff'),
    /** Zoom's recording file id: one replay per recording, however often the webhook repeats it. */
    zoomRecordingId: text('zoom_recording_id'),
    recordedAt: stamp('recorded_at').notNull(),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    // history/get: newest recording first.
    index('live_replays_recorded_idx').on(t.recordedAt, t.id),
    index('live_replays_class_idx').on(t.classId),
    uniqueIndex('live_replays_zoom_recording_uq').on(t.zoomRecordingId),
  ],
);
