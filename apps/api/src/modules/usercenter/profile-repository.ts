import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { userFollows, users } from '../../db/schema/index.js';

/** Qualified: drizzle writes a lone table's columns unqualified in a select list, which the subquery would read as its own. */
const countFollows = (column: 'follower_id' | 'followed_id') =>
  sql<number>`(select count(*) from ${userFollows} f where f.${sql.identifier(column)} = "users"."id")::int`;
/** A member's following and follower counts, as columns of a select from `users`. */
const followColumns = { followCount: countFollows('follower_id'), fanCount: countFollows('followed_id') };

/** What a member's own profile shows of their row: not the password hash, not the audit columns. */
const profileColumns = {
  id: users.id,
  email: users.email,
  nickName: users.nickName,
  signature: users.signature,
  avatar: users.avatar,
  userType: users.userType,
  memberExpiresAt: users.memberExpiresAt,
  role: users.role,
};
export type ProfileUser = { [K in keyof typeof profileColumns]: (typeof users.$inferSelect)[K] };

/** A member's profile columns with their following and follower counts: one prepared statement (`user/get` on every app start). */
export function prepareProfile(db: Db) {
  const q = db
    .select({ user: profileColumns, ...followColumns })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_profile');
  return async (id: number) => (await q.execute({ id }))[0];
}

/** Following and follower counts of one member in a single round trip (0 and 0 for no such member). */
export async function followCounts(db: DbOrTx, userId: number): Promise<{ followCount: number; fanCount: number }> {
  const [row] = await db.select(followColumns).from(users).where(eq(users.id, userId));
  return { followCount: row?.followCount ?? 0, fanCount: row?.fanCount ?? 0 };
}

/** Does `a` follow `b`, and `b` follow `a`? */
export async function followPair(
  db: DbOrTx,
  a: number,
  b: number,
): Promise<{ aFollowsB: boolean; bFollowsA: boolean }> {
  const rows = await db
    .select({ followerId: userFollows.followerId })
    .from(userFollows)
    .where(
      sql`(${and(eq(userFollows.followerId, a), eq(userFollows.followedId, b))}) or (${and(eq(userFollows.followerId, b), eq(userFollows.followedId, a))})`,
    );
  return { aFollowsB: rows.some((r) => r.followerId === a), bFollowsA: rows.some((r) => r.followerId === b) };
}

/**
 * Sets the avatar and returns the one it replaced (undefined: no such user). The row lock makes
 * concurrent uploads queue, so each one sees, and its caller removes, exactly its predecessor.
 */
export async function swapAvatar(
  db: Db,
  userId: number,
  avatar: string,
  at: Date,
): Promise<{ replaced: string | null } | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId)).for('update');
    if (!row) return undefined;
    await tx.update(users).set({ avatar, updatedAt: at }).where(eq(users.id, userId));
    return { replaced: row.avatar };
  });
}

/** Which of these avatar paths some user row still refers to. */
export async function referencedAvatars(db: DbOrTx, paths: string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const rows = await db.select({ avatar: users.avatar }).from(users).where(inArray(users.avatar, paths));
  return new Set(rows.map((r) => r.avatar).filter((a): a is string => a !== null));
}
