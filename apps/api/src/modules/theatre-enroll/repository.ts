import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { theatreEnrollments, theatres } from '../../db/schema/index.js';

export type EnrollmentRow = typeof theatreEnrollments.$inferSelect;

/** The registration, or undefined when the member already has one for this event (unique index). */
export async function insertEnrollment(
  db: DbOrTx,
  v: typeof theatreEnrollments.$inferInsert,
): Promise<EnrollmentRow | undefined> {
  const [row] = await db.insert(theatreEnrollments).values(v).onConflictDoNothing().returning();
  return row;
}

export async function findEnrollment(
  db: DbOrTx,
  theatreId: number,
  userId: number,
): Promise<EnrollmentRow | undefined> {
  const [row] = await db
    .select()
    .from(theatreEnrollments)
    .where(and(eq(theatreEnrollments.theatreId, theatreId), eq(theatreEnrollments.userId, userId)))
    .limit(1);
  return row;
}

/** The withdrawn registration, or undefined when there was none. */
export async function deleteEnrollment(
  db: DbOrTx,
  theatreId: number,
  userId: number,
): Promise<EnrollmentRow | undefined> {
  const [row] = await db
    .delete(theatreEnrollments)
    .where(and(eq(theatreEnrollments.theatreId, theatreId), eq(theatreEnrollments.userId, userId)))
    .returning();
  return row;
}

/** Take one place of the event, in one conditional statement (no limit when capacity is null): false when full. */
export async function takePlace(db: DbOrTx, theatreId: number): Promise<boolean> {
  const rows = await db
    .update(theatres)
    .set({ registered: sql`${theatres.registered} + 1` })
    .where(and(eq(theatres.id, theatreId), or(isNull(theatres.capacity), lt(theatres.registered, theatres.capacity))))
    .returning({ id: theatres.id });
  return rows.length > 0;
}

/** Give a withdrawn registration's place back. */
export const releasePlace = (db: DbOrTx, theatreId: number) =>
  db
    .update(theatres)
    .set({ registered: sql`greatest(${theatres.registered} - 1, 0)` })
    .where(eq(theatres.id, theatreId));
