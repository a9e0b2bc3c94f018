import type { EngageFamily } from '@nanhua/contract';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { engagementLikes, engagementLocks, engagementMarks, engagementReplies, users } from '../../db/schema/index.js';
import { cappedCount, cappedTotal, jsonPartOf, pageWithTotal } from '../../db/query.js';
import { publicUserColumns } from '../usercenter/user-repository.js';

export type MarkRow = typeof engagementMarks.$inferSelect;
export type ReplyRow = typeof engagementReplies.$inferSelect;
export type AuthorRow = Pick<
  typeof users.$inferSelect,
  'id' | 'nickName' | 'avatar' | 'signature' | 'userType' | 'memberExpiresAt' | 'status'
>;

const author = publicUserColumns;

export async function insertMark(db: DbOrTx, v: typeof engagementMarks.$inferInsert): Promise<MarkRow> {
  const [row] = await db.insert(engagementMarks).values(v).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export const findMark = async (db: DbOrTx, family: EngageFamily, id: number) =>
  (
    await db
      .select()
      .from(engagementMarks)
      .where(and(eq(engagementMarks.id, id), eq(engagementMarks.family, family), isNull(engagementMarks.hiddenAt)))
      .limit(1)
  )[0];

/** Deletes only the owner's comment; its replies go with it (cascade). */
export async function deleteOwnMark(db: DbOrTx, family: EngageFamily, id: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(engagementMarks)
    .where(and(eq(engagementMarks.id, id), eq(engagementMarks.family, family), eq(engagementMarks.userId, userId)))
    .returning({ id: engagementMarks.id });
  return rows.length > 0;
}

/** A comment's author as one JSON column of the comment's row (the columns authorsOf reads). Qualified: drizzle writes a lone table's columns unqualified, which a subquery would read as its own. */
const authorPart = jsonPartOf(
  users,
  Object.keys(publicUserColumns) as (keyof typeof publicUserColumns)[],
  sql`${users} x where x.id = "engagement_marks"."user_id"`,
);

/** A comment with its author and how many visible replies it has, as a page of comments gives them. */
export interface ListedMark {
  mark: MarkRow;
  /** Undefined when the author's account is gone. */
  author: AuthorRow | undefined;
  replyCount: number;
}

/**
 * A family's comments, newest first: of one target, of one member, or all (the home zone). ONE
 * statement: each comment carries its author and its reply count.
 */
export async function pageMarks(
  db: DbOrTx,
  family: EngageFamily,
  f: { targetId?: number; userId?: number },
  offset: number,
  limit: number,
) {
  // A comment support hid is shown to nobody (moderation).
  const where = and(
    eq(engagementMarks.family, family),
    isNull(engagementMarks.hiddenAt),
    f.targetId === undefined ? undefined : eq(engagementMarks.targetId, f.targetId),
    f.userId === undefined ? undefined : eq(engagementMarks.userId, f.userId),
  );
  const replies = sql<number>`(select count(*)::int from ${engagementReplies} r where r.mark_id = "engagement_marks"."id" and r.hidden_at is null)`;
  return pageWithTotal(
    db
      .select({
        mark: engagementMarks,
        author: authorPart.sql,
        replies,
        total: cappedTotal(engagementMarks, where, offset, limit),
      })
      .from(engagementMarks)
      .where(where)
      .orderBy(desc(engagementMarks.createdAt), desc(engagementMarks.id))
      .limit(limit)
      .offset(offset),
    () => cappedCount(db, engagementMarks, where, offset, limit),
    (r): ListedMark => ({ mark: r.mark, author: authorPart.read(r.author), replyCount: Number(r.replies) }),
  );
}

export async function authorsOf(db: DbOrTx, ids: readonly number[]): Promise<Map<number, AuthorRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select(author).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function replyCounts(db: DbOrTx, markIds: readonly number[]): Promise<Map<number, number>> {
  if (markIds.length === 0) return new Map();
  const rows = await db
    .select({ id: engagementReplies.markId, n: count() })
    .from(engagementReplies)
    .where(and(inArray(engagementReplies.markId, [...markIds]), isNull(engagementReplies.hiddenAt)))
    .groupBy(engagementReplies.markId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** Up to `perMark` newest replies of each comment (oldest first within a comment), in one query. */
export async function latestReplies(db: DbOrTx, markIds: readonly number[], perMark: number): Promise<ReplyRow[]> {
  if (markIds.length === 0 || perMark <= 0) return [];
  const ranked = db
    .select({
      id: engagementReplies.id,
      rank: sql<number>`row_number() over (partition by ${engagementReplies.markId} order by ${engagementReplies.createdAt} desc, ${engagementReplies.id} desc)`.as(
        'rank',
      ),
    })
    .from(engagementReplies)
    .where(and(inArray(engagementReplies.markId, [...markIds]), isNull(engagementReplies.hiddenAt)))
    .as('ranked');
  const rows = await db
    .select({ reply: engagementReplies })
    .from(engagementReplies)
    .innerJoin(ranked, eq(ranked.id, engagementReplies.id))
    .where(sql`${ranked.rank} <= ${perMark}`)
    .orderBy(asc(engagementReplies.createdAt), asc(engagementReplies.id));
  return rows.map((r) => r.reply);
}

/** All replies of a comment, oldest first (a conversation reads top down); capped for safety. */
export const repliesOf = (db: DbOrTx, markId: number, cap = 500) =>
  db
    .select()
    .from(engagementReplies)
    .where(and(eq(engagementReplies.markId, markId), isNull(engagementReplies.hiddenAt)))
    .orderBy(asc(engagementReplies.createdAt), asc(engagementReplies.id))
    .limit(cap);

export async function insertReply(db: DbOrTx, v: typeof engagementReplies.$inferInsert): Promise<ReplyRow> {
  const [row] = await db.insert(engagementReplies).values(v).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Idempotent: the unique (user, family, target) index turns a second like into nothing. */
export async function insertLike(db: DbOrTx, v: typeof engagementLikes.$inferInsert): Promise<void> {
  await db.insert(engagementLikes).values(v).onConflictDoNothing();
}

export async function deleteLike(db: DbOrTx, family: EngageFamily, targetId: number, userId: number): Promise<void> {
  await db
    .delete(engagementLikes)
    .where(
      and(
        eq(engagementLikes.family, family),
        eq(engagementLikes.targetId, targetId),
        eq(engagementLikes.userId, userId),
      ),
    );
}

export async function likeCounts(
  db: DbOrTx,
  family: EngageFamily,
  targetIds: readonly number[],
): Promise<Map<number, number>> {
  if (targetIds.length === 0) return new Map();
  const rows = await db
    .select({ id: engagementLikes.targetId, n: count() })
    .from(engagementLikes)
    .where(and(eq(engagementLikes.family, family), inArray(engagementLikes.targetId, [...new Set(targetIds)])))
    .groupBy(engagementLikes.targetId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** A target's like count, whether `userId` liked it and whether comments on it are closed (moderation), in ONE statement. */
export async function targetState(db: DbOrTx, family: EngageFamily, targetId: number, userId: number | null) {
  const liked =
    userId === null
      ? sql`false`
      : sql`exists (select 1 from ${engagementLikes} l where l.family = ${family} and l.target_id = ${targetId} and l.user_id = ${userId})`;
  const [row] = await db
    .select({
      likeCount: sql<number>`(select count(*)::int from ${engagementLikes} l where l.family = ${family} and l.target_id = ${targetId})`,
      liked: sql<boolean>`${liked}`,
      closed: sql<boolean>`exists (select 1 from ${engagementLocks} k where k.family = ${family} and k.target_id = ${targetId})`,
    })
    .from(sql`(values (1)) as one`);
  return { likeCount: Number(row!.likeCount), liked: row!.liked === true, closed: row!.closed === true };
}

/** A member's likes of one family, newest first (optionally only one target: "did I like it?"). */
export async function pageLikes(
  db: DbOrTx,
  family: EngageFamily,
  userId: number,
  targetId: number | undefined,
  offset: number,
  limit: number,
) {
  const where = and(
    eq(engagementLikes.family, family),
    eq(engagementLikes.userId, userId),
    targetId === undefined ? undefined : eq(engagementLikes.targetId, targetId),
  );
  return pageWithTotal(
    db
      .select({ like: engagementLikes, total: cappedTotal(engagementLikes, where, offset, limit) })
      .from(engagementLikes)
      .where(where)
      .orderBy(desc(engagementLikes.createdAt), desc(engagementLikes.id))
      .limit(limit)
      .offset(offset),
    () => cappedCount(db, engagementLikes, where, offset, limit),
    (r) => r.like,
  );
}

/** Commenting on the item is closed (support's moderation turned it off). */
export async function isLocked(db: DbOrTx, family: EngageFamily, targetId: number): Promise<boolean> {
  const rows = await db
    .select({ id: engagementLocks.targetId })
    .from(engagementLocks)
    .where(and(eq(engagementLocks.family, family), eq(engagementLocks.targetId, targetId)))
    .limit(1);
  return rows.length === 1;
}
