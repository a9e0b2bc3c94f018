import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { verificationCodes } from '../../db/schema/index.js';

export type CodeRow = typeof verificationCodes.$inferSelect;

export async function insertCode(db: DbOrTx, v: typeof verificationCodes.$inferInsert): Promise<void> {
  await db.insert(verificationCodes).values(v);
}

/**
 * Take one try of the newest code of the address (requesting a new one retires the old) while it is
 * live and has tries left, in ONE statement: the check and the increment cannot be pulled apart by
 * simultaneous guesses, so at most `maxTries` guesses ever see the code. Undefined when there is no
 * such code or no try left.
 */
export async function takeTry(
  db: DbOrTx,
  email: string,
  purpose: number,
  maxTries: number,
  now: Date,
): Promise<CodeRow | undefined> {
  const newest = db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  const rows = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        inArray(verificationCodes.id, newest),
        lt(verificationCodes.attempts, maxTries),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .returning();
  return rows[0];
}

/** A right code gives its try back: only wrong guesses use up the allowance. */
export async function returnTry(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} - 1` })
    .where(and(eq(verificationCodes.id, id), gt(verificationCodes.attempts, 0)));
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
