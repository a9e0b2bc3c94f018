import type { DbOrTx } from '../../db/client.js';
import { theatreEnrollments } from '../../db/schema/index.js';

export type EnrollmentRow = typeof theatreEnrollments.$inferSelect;

/** The registration, or undefined when the member already has one for this event (unique index). */
export async function insertEnrollment(db: DbOrTx, v: typeof theatreEnrollments.$inferInsert): Promise<EnrollmentRow | undefined> {
  const [row] = await db.insert(theatreEnrollments).values(v).onConflictDoNothing().returning();
  return row;
}
