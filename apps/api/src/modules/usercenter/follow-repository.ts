import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { publicUserColumns } from './user-repository.js';
import { userFollows, users } from '../../db/schema/index.js';

/** Conditional insert: a double click counts once. */
export async function insertFollow(db: DbOrTx, followerId: number, followedId: number, at: Date): Promise<void> {
  await db.insert(userFollows).values({ followerId, followedId, createdAt: at }).onConflictDoNothing();
}

export async function deleteFollow(db: DbOrTx, followerId: number, followedId: number): Promise<void> {
  await db
    .delete(userFollows)
    .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followedId, followedId)));
}

const reverse = alias(userFollows, 'reverse_follow');

/**
 * One page of the members `userId` follows (`direction` 'follows') or who follow them ('fans'),
 * each with whether the follow also goes the other way, newest first.
 */
export async function listFollowPage(
  db: DbOrTx,
  userId: number,
  direction: 'follows' | 'fans',
  page: number,
  pageSize: number,
) {
  const mine = direction === 'follows' ? userFollows.followerId : userFollows.followedId;
  const other = direction === 'follows' ? userFollows.followedId : userFollows.followerId;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        ...publicUserColumns,
        followedAt: userFollows.createdAt,
        reverse: sql<boolean>`${reverse.followerId} is not null`,
      })
      .from(userFollows)
      .innerJoin(users, eq(users.id, other))
      .leftJoin(
        reverse,
        and(eq(reverse.followerId, userFollows.followedId), eq(reverse.followedId, userFollows.followerId)),
      )
      .where(eq(mine, userId))
      .orderBy(desc(userFollows.createdAt), desc(other))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(userFollows).where(eq(mine, userId)),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}
