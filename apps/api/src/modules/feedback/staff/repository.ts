import { and, asc, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { cappedCount, cappedTotal, offsetOf } from '../../../db/query.js';
import { feedback, users } from '../../../db/schema/index.js';

export type FeedbackRow = typeof feedback.$inferSelect;
export type FeedbackWithMember = FeedbackRow & { member: { id: number; email: string | null; name: string } };

const columns = { f: feedback, memberId: users.id, email: users.email, name: users.nickName };
const withMember = (r: {
  f: FeedbackRow;
  memberId: number;
  email: string | null;
  name: string;
}): FeedbackWithMember => ({ ...r.f, member: { id: r.memberId, email: r.email, name: r.name } });

/** New ones oldest first (the most overdue on top, feedback_new_idx); answered ones latest first (feedback_answered_idx). */
export async function pageFeedback(
  db: DbOrTx,
  state: 'new' | 'answered',
  page: number,
  size: number,
): Promise<{ rows: FeedbackWithMember[]; total: number }> {
  const where = (state === 'new' ? isNull(feedback.repliedAt) : isNotNull(feedback.repliedAt)) as SQL;
  const offset = offsetOf(page, size);
  const order =
    state === 'new' ? [asc(feedback.createdAt), asc(feedback.id)] : [desc(feedback.repliedAt), desc(feedback.id)];
  const rows = await db
    .select({ ...columns, total: cappedTotal(feedback, where, offset, size) })
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .where(where)
    .orderBy(...order)
    .limit(size)
    .offset(offset);
  if (rows[0]) return { rows: rows.map(withMember), total: rows[0].total };
  return { rows: [], total: await cappedCount(db, feedback, where, offset, size) };
}

export async function findFeedback(db: DbOrTx, id: number, lock = false): Promise<FeedbackWithMember | undefined> {
  const q = db
    .select(columns)
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .where(eq(feedback.id, id))
    .limit(1);
  const rows = lock ? await q.for('update', { of: feedback }) : await q;
  return rows[0] ? withMember(rows[0]) : undefined;
}

/** Answer once: a feedback already answered (another support member was quicker) is left as it is. */
export async function answer(tx: DbOrTx, id: number, reply: string, at: Date): Promise<FeedbackRow | undefined> {
  const [row] = await tx
    .update(feedback)
    .set({ reply, repliedAt: at })
    .where(and(eq(feedback.id, id), isNull(feedback.repliedAt)))
    .returning();
  return row;
}
