import { and, asc, count, desc, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { EventState, startingSoonDays } from '@nanhua/contract';
import type { DbOrTx } from '../../db/client.js';
import { theatres } from '../../db/schema/index.js';
import { keywordMatch, pageWithTotal, totalColumn } from '../../db/query.js';

export type TheatreRow = typeof theatres.$inferSelect;

/** A constant, inlined so grouping expressions compare equal (a bound parameter per use would not). */
const zone = sql.raw(`'Asia/Singapore'`);
const soonMs = startingSoonDays * 86_400_000;

/** The dates behind each event state (see the contract's `startingSoonDays`). */
function stateFilter(state: number | undefined, now: Date): SQL | undefined {
  const soon = new Date(now.getTime() + soonMs);
  if (state === EventState.Past) return lte(theatres.endAt, now);
  if (state === EventState.StartingSoon) return and(gt(theatres.endAt, now), lt(theatres.startAt, soon));
  if (state === EventState.NotYetOpen) return gte(theatres.startAt, soon);
  return undefined;
}

export function eventState(r: Pick<TheatreRow, 'startAt' | 'endAt'>, now: Date): number {
  if (r.endAt.getTime() <= now.getTime()) return EventState.Past;
  return r.startAt.getTime() < now.getTime() + soonMs ? EventState.StartingSoon : EventState.NotYetOpen;
}

/** The whole list shows what can still be seen (soonest first) before what has been (latest first). */
function upcomingFirst(now: Date): SQL[] {
  const nowTs = sql`${now.toISOString()}::timestamptz`;
  return [
    sql`(${theatres.endAt} <= ${nowTs})`,
    sql`case when ${theatres.endAt} > ${nowTs} then ${theatres.startAt} end asc`,
    desc(theatres.startAt),
    desc(theatres.id),
  ];
}

export async function pageTheatres(db: DbOrTx, now: Date, state: number | undefined, offset: number, limit: number) {
  const where = and(eq(theatres.published, true), stateFilter(state, now));
  // Upcoming ones the soonest first; past ones the latest first.
  const order =
    state === EventState.Past
      ? [desc(theatres.startAt), desc(theatres.id)]
      : state === undefined
        ? upcomingFirst(now)
        : [asc(theatres.startAt), asc(theatres.id)];
  return pageWithTotal(
    db
      .select({ row: theatres, total: totalColumn() })
      .from(theatres)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    async () => (await db.select({ n: count() }).from(theatres).where(where))[0]?.n ?? 0,
    (r) => r.row,
  );
}

/** Performances whose title or venue matches in either language: what can still be seen first, soonest first, then past ones. */
export async function searchTheatres(
  db: DbOrTx,
  now: Date,
  keyword: string | undefined,
  offset: number,
  limit: number,
) {
  const where = and(
    eq(theatres.published, true),
    keywordMatch(keyword, [theatres.titleZh, theatres.titleEn, theatres.venueZh, theatres.venueEn]),
  );
  return pageWithTotal(
    db
      .select({ row: theatres, total: totalColumn() })
      .from(theatres)
      .where(where)
      .orderBy(...upcomingFirst(now))
      .limit(limit)
      .offset(offset),
    async () => (await db.select({ n: count() }).from(theatres).where(where))[0]?.n ?? 0,
    (r) => r.row,
  );
}

/** A published performance; `drafts` (staff preview) finds an unpublished one too. */
export const findTheatre = async (db: DbOrTx, id: number, drafts = false) =>
  (
    await db
      .select()
      .from(theatres)
      .where(and(eq(theatres.id, id), drafts ? undefined : eq(theatres.published, true)))
      .limit(1)
  )[0];

/** A company-time-zone day as an index-friendly range. */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${zone})`;

export const theatresOnDay = (db: DbOrTx, day: string) =>
  db
    .select()
    .from(theatres)
    .where(
      and(
        eq(theatres.published, true),
        gte(theatres.startAt, dayStart(day)),
        lt(theatres.startAt, sql`${dayStart(day)} + interval '1 day'`),
      ),
    )
    .orderBy(asc(theatres.startAt), asc(theatres.id));

export async function statsForMonth(db: DbOrTx, year: number, month: number) {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const dayCol = sql<string>`to_char(${theatres.startAt} at time zone ${zone}, 'YYYY-MM-DD')`;
  return db
    .select({ date: dayCol, count: count() })
    .from(theatres)
    .where(
      and(
        eq(theatres.published, true),
        gte(theatres.startAt, dayStart(first)),
        lt(theatres.startAt, sql`${dayStart(first)} + interval '1 month'`),
      ),
    )
    .groupBy(dayCol)
    .orderBy(dayCol);
}

/** Random performances, those not yet ended first (the home zone shows what can still be seen). */
export const randomTheatres = (db: DbOrTx, now: Date, length: number) =>
  db
    .select()
    .from(theatres)
    .where(eq(theatres.published, true))
    .orderBy(sql`(${theatres.endAt} <= ${now.toISOString()}::timestamptz)`, sql`random()`)
    .limit(length);

export const insertTheatre = async (db: DbOrTx, v: typeof theatres.$inferInsert) =>
  (await db.insert(theatres).values(v).returning())[0]!;
