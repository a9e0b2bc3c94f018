import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { theatreEnrollments } from '../../db/schema/index.js';

export type EnrollmentRow = typeof theatreEnrollments.$inferSelect;

/** The registration, or undefined when the member already has one for this event (unique index). */
export async function insertEnrollment(db: DbOrTx, v: typeof theatreEnrollments.$inferInsert): Promise<EnrollmentRow | undefined> {
  const [row] = await db.insert(theatreEnrollments).values(v).onConflictDoNothing().returning();
  return row;
}

export async function findEnrollment(db: DbOrTx, theatreId: number, userId: number): Promise<EnrollmentRow | undefined> {
  const [row] = await db.select().from(theatreEnrollments).where(and(eq(theatreEnrollments.theatreId, theatreId), eq(theatreEnrollments.userId, userId))).limit(1);
  return row;
}

/** The withdrawn registration, or undefined when there was none. */
export async function deleteEnrollment(db: DbOrTx, theatreId: number, userId: number): Promise<EnrollmentRow | undefined> {
  const [row] = await db.delete(theatreEnrollments).where(and(eq(theatreEnrollments.theatreId, theatreId), eq(theatreEnrollments.userId, userId))).returning();
  return row;
}
