import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { refreshTokens } from '../../db/schema/index.js';

export type RefreshRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(db: DbOrTx, v: typeof refreshTokens.$inferInsert): Promise<void> {
  await db.insert(refreshTokens).values(v);
}

export async function findRefreshByHash(db: DbOrTx, tokenHash: string): Promise<RefreshRow | undefined> {
  const rows = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return rows[0];
}

/** Conditional update: only one caller can rotate a given token, however many race. */
export async function markRefreshUsed(db: DbOrTx, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: at })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: DbOrTx, familyId: string, at: Date): Promise<void> {
  await db.update(refreshTokens).set({ revokedAt: at }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeUserTokens(db: DbOrTx, userId: number, at: Date): Promise<void> {
  await db.update(refreshTokens).set({ revokedAt: at }).where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
