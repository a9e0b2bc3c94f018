import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { LiveClassState } from '@nanhua/contract';
import type { DbOrTx } from '../../db/client.js';
import { liveClasses, liveJoins, liveRegistrations, liveReplays, users } from '../../db/schema/index.js';
import { pageWithTotal, totalColumn } from '../../db/query.js';

export type LiveClassRow = typeof liveClasses.$inferSelect;
export type LiveReplayRow = typeof liveReplays.$inferSelect;
export type RegistrationRow = typeof liveRegistrations.$inferSelect;
export type NewLiveClass = Omit<
  typeof liveClasses.$inferInsert,
  'id' | 'registeredCount' | 'startedAt' | 'endedAt' | 'createdAt' | 'updatedAt'
>;

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
/** The schedule, unless staff opened the class early or ended it. */
const effectiveStart = sql`coalesce(${liveClasses.startedAt}, ${liveClasses.startAt})`;
const effectiveEnd = sql`coalesce(${liveClasses.endedAt}, ${liveClasses.endAt})`;
const hasReplay = sql`exists (select 1 from ${liveReplays} where ${liveReplays.classId} = ${liveClasses.id})`;

export async function insertClass(
  db: DbOrTx,
  v: NewLiveClass & { createdAt?: Date; updatedAt?: Date },
): Promise<LiveClassRow> {
  const [row] = await db.insert(liveClasses).values(v).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** A class members can see (published). */
export const findPublishedClass = async (db: DbOrTx, id: number) =>
  (
    await db
      .select()
      .from(liveClasses)
      .where(and(eq(liveClasses.id, id), eq(liveClasses.published, true)))
      .limit(1)
  )[0];

export const findClass = async (db: DbOrTx, id: number) =>
  (await db.select().from(liveClasses).where(eq(liveClasses.id, id)).limit(1))[0];

/** Published classes not over yet (live now or to come), earliest start first. */
export const openClasses = (db: DbOrTx, now: Date, limit: number) =>
  db
    .select()
    .from(liveClasses)
    .where(and(eq(liveClasses.published, true), sql`${effectiveEnd} > ${ts(now)}`))
    .orderBy(asc(effectiveStart), asc(liveClasses.id))
    .limit(limit);

export async function registeredAmong(db: DbOrTx, userId: number, classIds: readonly number[]): Promise<Set<number>> {
  if (classIds.length === 0) return new Set();
  const rows = await db
    .select({ id: liveRegistrations.classId })
    .from(liveRegistrations)
    .where(and(eq(liveRegistrations.userId, userId), inArray(liveRegistrations.classId, [...classIds])));
  return new Set(rows.map((r) => r.id));
}

export const findRegistration = async (db: DbOrTx, classId: number, userId: number) =>
  (
    await db
      .select()
      .from(liveRegistrations)
      .where(and(eq(liveRegistrations.classId, classId), eq(liveRegistrations.userId, userId)))
      .limit(1)
  )[0];

/**
 * Registers once: the unique (class, user) index makes a repeat (or a racing second tab) insert
 * nothing, and the count rises only `where registered_count < capacity`, a conditional update that
 * row-locks the class, so concurrent registrations past the capacity find no row to update.
 * 'full' leaves the inserted registration to the caller's rollback.
 */
export async function register(
  tx: DbOrTx,
  classId: number,
  userId: number,
  now: Date,
): Promise<{ row: RegistrationRow; created: boolean; registeredCount: number } | 'full'> {
  const [created] = await tx
    .insert(liveRegistrations)
    .values({ classId, userId, createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (!created) {
    const existing = await findRegistration(tx, classId, userId);
    const cls = await findClass(tx, classId);
    if (!existing || !cls) throw new Error('registration vanished');
    return { row: existing, created: false, registeredCount: cls.registeredCount };
  }
  const [counted] = await tx
    .update(liveClasses)
    .set({ registeredCount: sql`${liveClasses.registeredCount} + 1` })
    .where(
      and(
        eq(liveClasses.id, classId),
        sql`(${liveClasses.capacity} is null or ${liveClasses.registeredCount} < ${liveClasses.capacity})`,
      ),
    )
    .returning({ n: liveClasses.registeredCount });
  if (!counted) return 'full';
  return { row: created, created: true, registeredCount: counted.n };
}

export const insertJoin = (db: DbOrTx, classId: number, userId: number, at: Date) =>
  db.insert(liveJoins).values({ classId, userId, joinedAt: at });

/** The newest replay of each class. */
export async function replayOf(db: DbOrTx, classIds: readonly number[]): Promise<Map<number, number>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .select({ classId: liveReplays.classId, id: sql<number>`max(${liveReplays.id})` })
    .from(liveReplays)
    .where(inArray(liveReplays.classId, [...classIds]))
    .groupBy(liveReplays.classId);
  return new Map(rows.map((r) => [r.classId, Number(r.id)]));
}

export async function replaysOf(db: DbOrTx, classIds: readonly number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (classIds.length === 0) return out;
  const rows = await db
    .select({ classId: liveReplays.classId, id: liveReplays.id })
    .from(liveReplays)
    .where(inArray(liveReplays.classId, [...classIds]))
    .orderBy(asc(liveReplays.id));
  for (const r of rows) out.set(r.classId, [...(out.get(r.classId) ?? []), r.id]);
  return out;
}

/** Replays of published classes, newest recording first. */
export async function pageReplays(db: DbOrTx, offset: number, limit: number) {
  const where = eq(liveClasses.published, true);
  return pageWithTotal(
    db
      .select({ replay: liveReplays, cls: liveClasses, total: totalColumn() })
      .from(liveReplays)
      .innerJoin(liveClasses, eq(liveClasses.id, liveReplays.classId))
      .where(where)
      .orderBy(desc(liveReplays.recordedAt), desc(liveReplays.id))
      .limit(limit)
      .offset(offset),
    async () =>
      (
        await db
          .select({ n: count() })
          .from(liveReplays)
          .innerJoin(liveClasses, eq(liveClasses.id, liveReplays.classId))
          .where(where)
      )[0]?.n ?? 0,
    ({ replay, cls }) => ({ replay, cls }),
  );
}

export const findReplay = async (db: DbOrTx, id: number) =>
  (
    await db
      .select({ replay: liveReplays, cls: liveClasses })
      .from(liveReplays)
      .innerJoin(liveClasses, eq(liveClasses.id, liveReplays.classId))
      .where(and(eq(liveReplays.id, id), eq(liveClasses.published, true)))
      .limit(1)
  )[0];

// Staff

function stateFilter(state: LiveClassState | undefined, now: Date): SQL | undefined {
  const n = ts(now);
  if (state === 'upcoming') return sql`${effectiveStart} > ${n} and ${effectiveEnd} > ${n}`;
  if (state === 'live') return sql`${effectiveStart} <= ${n} and ${effectiveEnd} > ${n}`;
  if (state === 'ended') return sql`${effectiveEnd} <= ${n} and not ${hasReplay}`;
  if (state === 'replay') return sql`${effectiveEnd} <= ${n} and ${hasReplay}`;
  return undefined;
}

/** Every class (published or not), newest start first. */
export async function pageClasses(
  db: DbOrTx,
  state: LiveClassState | undefined,
  now: Date,
  offset: number,
  limit: number,
) {
  const where = stateFilter(state, now);
  return pageWithTotal(
    db
      .select({ row: liveClasses, total: totalColumn() })
      .from(liveClasses)
      .where(where)
      .orderBy(desc(liveClasses.startAt), desc(liveClasses.id))
      .limit(limit)
      .offset(offset),
    async () => (await db.select({ n: count() }).from(liveClasses).where(where))[0]?.n ?? 0,
    (r) => r.row,
  );
}

/** Replaces a class; the capacity may not fall below those registered (checked in the same statement). */
export async function updateClass(
  db: DbOrTx,
  id: number,
  v: NewLiveClass,
  now: Date,
): Promise<LiveClassRow | undefined> {
  const [row] = await db
    .update(liveClasses)
    .set({ ...v, updatedAt: now })
    .where(
      and(
        eq(liveClasses.id, id),
        v.capacity == null ? undefined : sql`${liveClasses.registeredCount} <= ${v.capacity}`,
      ),
    )
    .returning();
  return row;
}

export async function markStarted(db: DbOrTx, id: number, now: Date): Promise<LiveClassRow | undefined> {
  const [row] = await db
    .update(liveClasses)
    .set({ startedAt: now, updatedAt: now })
    .where(and(eq(liveClasses.id, id), sql`${effectiveStart} > ${ts(now)}`, sql`${effectiveEnd} > ${ts(now)}`))
    .returning();
  return row;
}

export async function markEnded(db: DbOrTx, id: number, now: Date): Promise<LiveClassRow | undefined> {
  const [row] = await db
    .update(liveClasses)
    .set({ endedAt: now, updatedAt: now })
    .where(and(eq(liveClasses.id, id), sql`${effectiveEnd} > ${ts(now)}`))
    .returning();
  return row;
}

export async function joinedCounts(db: DbOrTx, classIds: readonly number[]): Promise<Map<number, number>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .select({ id: liveJoins.classId, n: sql<number>`cast(count(distinct ${liveJoins.userId}) as integer)` })
    .from(liveJoins)
    .where(inArray(liveJoins.classId, [...classIds]))
    .groupBy(liveJoins.classId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

export interface AttendeeRow {
  userId: number;
  nickName: string;
  email: string | null;
  registeredAt: Date | null;
  firstJoinedAt: Date | null;
  lastJoinedAt: Date | null;
  joins: number;
}

const asDate = (v: unknown): Date | null =>
  v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v));
const rowsOf = <T>(r: unknown): T[] => (Array.isArray(r) ? r : (r as { rows: T[] }).rows);

/** Everyone who registered for or joined the class, in the order they first showed up. */
export async function pageAttendance(
  db: DbOrTx,
  classId: number,
  offset: number,
  limit: number,
): Promise<{ records: AttendeeRow[]; total: number }> {
  const r = await db.execute(sql`
    with people as (
      select ${liveRegistrations.userId} as user_id from ${liveRegistrations} where ${liveRegistrations.classId} = ${classId}
      union
      select ${liveJoins.userId} from ${liveJoins} where ${liveJoins.classId} = ${classId}
    ),
    joined as (
      select ${liveJoins.userId} as user_id, min(${liveJoins.joinedAt}) as first_at, max(${liveJoins.joinedAt}) as last_at, cast(count(*) as integer) as n
      from ${liveJoins} where ${liveJoins.classId} = ${classId} group by ${liveJoins.userId}
    )
    select u.id as user_id, u.nick_name, u.email, reg.created_at as registered_at, j.first_at, j.last_at, coalesce(j.n, 0) as joins,
      cast(count(*) over () as integer) as total
    from people p
    join ${users} u on u.id = p.user_id
    left join ${liveRegistrations} reg on reg.class_id = ${classId} and reg.user_id = p.user_id
    left join joined j on j.user_id = p.user_id
    order by coalesce(reg.created_at, j.first_at), u.id
    limit ${limit} offset ${offset}`);
  const rows = rowsOf<Record<string, unknown>>(r);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && offset > 0) {
    const c = rowsOf<{ n: unknown }>(
      await db.execute(
        sql`select cast(count(*) as integer) as n from (select ${liveRegistrations.userId} from ${liveRegistrations} where ${liveRegistrations.classId} = ${classId} union select ${liveJoins.userId} from ${liveJoins} where ${liveJoins.classId} = ${classId}) x`,
      ),
    );
    total = Number(c[0]?.n ?? 0);
  }
  return {
    total,
    records: rows.map((x) => ({
      userId: Number(x.user_id),
      nickName: String(x.nick_name),
      email: x.email === null ? null : String(x.email),
      registeredAt: asDate(x.registered_at),
      firstJoinedAt: asDate(x.first_at),
      lastJoinedAt: asDate(x.last_at),
      joins: Number(x.joins),
    })),
  };
}

export async function insertReplay(db: DbOrTx, v: typeof liveReplays.$inferInsert): Promise<LiveReplayRow> {
  const [row] = await db.insert(liveReplays).values(v).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** A Zoom recording's replay, or undefined when another delivery of the same event stored it first. */
export async function insertZoomReplay(
  db: DbOrTx,
  v: typeof liveReplays.$inferInsert & { zoomRecordingId: string },
): Promise<LiveReplayRow | undefined> {
  const [row] = await db
    .insert(liveReplays)
    .values(v)
    .onConflictDoNothing({ target: liveReplays.zoomRecordingId })
    .returning();
  return row;
}

export const findZoomReplay = async (db: DbOrTx, recordingId: string) =>
  (await db.select().from(liveReplays).where(eq(liveReplays.zoomRecordingId, recordingId)).limit(1))[0];

/** Classes on a Zoom meeting number (a recurring meeting can carry several), published or not. */
export const classesOnMeeting = (db: DbOrTx, meetingNumber: string) =>
  db.select().from(liveClasses).where(eq(liveClasses.meetingNumber, meetingNumber));
