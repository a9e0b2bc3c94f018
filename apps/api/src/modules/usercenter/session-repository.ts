import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { refreshTokens, users } from '../../db/schema/index.js';

export type RefreshRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(db: DbOrTx, v: typeof refreshTokens.$inferInsert): Promise<void> {
  await db.insert(refreshTokens).values(v);
}

export async function findRefreshByHash(db: DbOrTx, tokenHash: string): Promise<RefreshRow | undefined> {
  const rows = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return rows[0];
}

/**
 * Conditional update: only one caller can rotate a given token, however many race. The winner leaves
 * the sealed successor on the spent row for the others.
 */
export async function markRefreshUsed(db: DbOrTx, id: number, at: Date, successorSealed: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: at, successorSealed })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/** Drop the family's sealed successors spent at or before `before` (their grace window is over). */
export async function forgetSuccessors(db: DbOrTx, familyId: string, before: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ successorSealed: null })
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        isNotNull(refreshTokens.successorSealed),
        lte(refreshTokens.usedAt, before),
      ),
    );
}

export async function revokeFamily(db: DbOrTx, familyId: string, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at, successorSealed: null })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeUserTokens(db: DbOrTx, userId: number, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at, successorSealed: null })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/**
 * Access tokens of `userId` issued before `after` stop working (plugins/auth.ts). Only ever moved forward:
 * two processes whose clocks differ a little cannot bring an ended token back.
 */
export async function moveSessionsValidAfter(db: DbOrTx, userId: number, after: Date): Promise<void> {
  await db
    .update(users)
    .set({ sessionsValidAfter: sql`greatest(${users.sessionsValidAfter}, ${after.toISOString()}::timestamptz)` })
    .where(eq(users.id, userId));
}
