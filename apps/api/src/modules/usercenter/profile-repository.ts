import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { userFollows } from '../../db/schema/index.js';

/** Following and follower counts of one member in a single round trip. */
export async function followCounts(db: DbOrTx, userId: number): Promise<{ followCount: number; fanCount: number }> {
  const [row] = await db
    .select({
      followCount: sql<number>`(count(*) filter (where ${userFollows.followerId} = ${userId}))::int`,
      fanCount: sql<number>`(count(*) filter (where ${userFollows.followedId} = ${userId}))::int`,
    })
    .from(userFollows)
    .where(sql`${userFollows.followerId} = ${userId} or ${userFollows.followedId} = ${userId}`);
  return { followCount: Number(row?.followCount ?? 0), fanCount: Number(row?.fanCount ?? 0) };
}

/** Does `a` follow `b`, and `b` follow `a`? */
export async function followPair(db: DbOrTx, a: number, b: number): Promise<{ aFollowsB: boolean; bFollowsA: boolean }> {
  const rows = await db
    .select({ followerId: userFollows.followerId })
    .from(userFollows)
    .where(sql`(${and(eq(userFollows.followerId, a), eq(userFollows.followedId, b))}) or (${and(eq(userFollows.followerId, b), eq(userFollows.followedId, a))})`);
  return { aFollowsB: rows.some((r) => r.followerId === a), bFollowsA: rows.some((r) => r.followerId === b) };
}
