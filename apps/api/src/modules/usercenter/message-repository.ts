import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { userMessages } from '../../db/schema/index.js';

export type MessageRow = typeof userMessages.$inferSelect;

/** One statement for any number of recipients. */
export async function insertMessages(db: DbOrTx, rows: (typeof userMessages.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(userMessages).values(rows);
}

export async function listMessages(
  db: DbOrTx,
  userId: number,
  type: number | undefined,
  page: number,
  pageSize: number,
) {
  const where: SQL | undefined = and(
    eq(userMessages.userId, userId),
    type === undefined ? undefined : eq(userMessages.type, type),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(userMessages)
      .where(where)
      .orderBy(desc(userMessages.createdAt), desc(userMessages.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(userMessages).where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function hasUnread(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: userMessages.id })
    .from(userMessages)
    .where(and(eq(userMessages.userId, userId), isNull(userMessages.readAt)))
    .limit(1);
  return rows.length > 0;
}

/** Owner in the WHERE: another member's id changes nothing and reports false. */
export async function markRead(db: DbOrTx, userId: number, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(userMessages)
    .set({ readAt: sql`coalesce(${userMessages.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(userMessages.id, id), eq(userMessages.userId, userId)))
    .returning({ id: userMessages.id });
  return rows.length === 1;
}

export async function markAllRead(db: DbOrTx, userId: number, at: Date): Promise<void> {
  await db
    .update(userMessages)
    .set({ readAt: at })
    .where(and(eq(userMessages.userId, userId), isNull(userMessages.readAt)));
}

export async function deleteMessage(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(userMessages)
    .where(and(eq(userMessages.id, id), eq(userMessages.userId, userId)))
    .returning({ id: userMessages.id });
  return rows.length === 1;
}
