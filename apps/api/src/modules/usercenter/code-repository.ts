import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { verificationCodes } from '../../db/schema/index.js';

export type CodeRow = typeof verificationCodes.$inferSelect;

export async function insertCode(db: DbOrTx, v: typeof verificationCodes.$inferInsert): Promise<void> {
  await db.insert(verificationCodes).values(v);
}

/** Only the newest code of an address and purpose counts; requesting a new one retires the old. */
export async function latestCode(db: DbOrTx, email: string, purpose: number): Promise<CodeRow | undefined> {
  const rows = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return rows[0];
}

/** Count a wrong try; conditional so concurrent guesses cannot exceed the allowance. */
export async function countWrongTry(db: DbOrTx, id: number, maxTries: number): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, id), lt(verificationCodes.attempts, maxTries)));
}

/** Spend a code: exactly one caller wins however many race. */
export async function markCodeUsed(db: DbOrTx, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ usedAt: at })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}
