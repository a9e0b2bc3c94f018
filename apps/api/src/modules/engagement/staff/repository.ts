import type { EngageFamily, ModerationKind } from '@nanhua/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { engagementLocks, engagementMarks, engagementReplies, users } from '../../../db/schema/index.js';

export interface ModerationRow {
  kind: ModerationKind;
  id: number;
  family: EngageFamily;
  targetId: number;
  markId: number | null;
  userId: number;
  authorName: string | null;
  authorEmail: string | null;
  content: string;
  hiddenAt: Date | null;
  locked: boolean;
  createdAt: Date;
}

export interface ModerationFilter {
  family?: EngageFamily | undefined;
  hidden?: boolean | undefined;
  kind?: ModerationKind | undefined;
  id?: number | undefined;
}

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** Comments and replies as one list (a reply carries its comment's family and target). */
function unionOf(f: ModerationFilter): SQL {
  const cond = (hidden: SQL, family: SQL, id: SQL, kind: ModerationKind) =>
    sql.join(
      [
        sql`true`,
        f.family === undefined ? undefined : sql`${family} = ${f.family}`,
        f.hidden === undefined ? undefined : f.hidden ? sql`${hidden} is not null` : sql`${hidden} is null`,
        f.id === undefined ? undefined : sql`${id} = ${f.id}`,
        f.kind === undefined || f.kind === kind ? undefined : sql`false`,
      ].filter((x): x is SQL => x !== undefined),
      sql` and `,
    );
  return sql`
    select 'mark' as kind, m.id, m.family, m.target_id, null::int as mark_id, m.user_id, m.content, m.hidden_at, m.created_at
      from ${engagementMarks} m where ${cond(sql`m.hidden_at`, sql`m.family`, sql`m.id`, 'mark')}
    union all
    select 'reply' as kind, r.id, m.family, m.target_id, r.mark_id, r.user_id, r.content, r.hidden_at, r.created_at
      from ${engagementReplies} r join ${engagementMarks} m on m.id = r.mark_id where ${cond(sql`r.hidden_at`, sql`m.family`, sql`r.id`, 'reply')}`;
}

const toRow = (r: Record<string, unknown>): ModerationRow => ({
  kind: r.kind as ModerationKind,
  id: Number(r.id),
  family: r.family as EngageFamily,
  targetId: Number(r.target_id),
  markId: r.mark_id === null ? null : Number(r.mark_id),
  userId: Number(r.user_id),
  authorName: (r.nick_name as string | null) ?? null,
  authorEmail: (r.email as string | null) ?? null,
  content: String(r.content),
  hiddenAt: r.hidden_at === null ? null : new Date(r.hidden_at as string),
  locked: Boolean(r.locked),
  createdAt: new Date(r.created_at as string),
});

/** Newest first, comments and replies together, with author and whether the item is locked. */
export async function pageModeration(db: DbOrTx, f: ModerationFilter, offset: number, limit: number) {
  const list = sql`
    select x.*, u.nick_name, u.email, (l.target_id is not null) as locked
    from (${unionOf(f)}) x
    left join ${users} u on u.id = x.user_id
    left join ${engagementLocks} l on l.family = x.family and l.target_id = x.target_id
    order by x.created_at desc, x.kind, x.id desc
    limit ${limit} offset ${offset}`;
  const [rows, count] = await Promise.all([
    db.execute(list),
    db.execute(sql`select count(*)::int as n from (${unionOf(f)}) x`),
  ]);
  return {
    rows: rowsOf<Record<string, unknown>>(rows).map(toRow),
    total: Number(rowsOf<{ n: number }>(count)[0]?.n ?? 0),
  };
}

export async function findModeration(db: DbOrTx, kind: ModerationKind, id: number): Promise<ModerationRow | undefined> {
  return (await pageModeration(db, { kind, id }, 0, 1)).rows[0];
}

/** Sets or clears the hidden time; answers whether the row exists. */
export async function setHidden(tx: DbOrTx, kind: ModerationKind, id: number, at: Date | null): Promise<boolean> {
  const table = kind === 'mark' ? engagementMarks : engagementReplies;
  const rows = await tx
    .update(table)
    .set({ hiddenAt: at === null ? null : sql`coalesce(${table.hiddenAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return rows.length === 1;
}

/** Deletes a comment (its replies go with it) or a reply. */
export async function deleteItem(tx: DbOrTx, kind: ModerationKind, id: number): Promise<boolean> {
  const table = kind === 'mark' ? engagementMarks : engagementReplies;
  const rows = await tx.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length === 1;
}

/** Answers whether anything changed. */
export async function setLocked(
  tx: DbOrTx,
  family: EngageFamily,
  targetId: number,
  locked: boolean,
  at: Date,
): Promise<boolean> {
  if (locked) {
    const rows = await tx
      .insert(engagementLocks)
      .values({ family, targetId, createdAt: at })
      .onConflictDoNothing()
      .returning({ id: engagementLocks.targetId });
    return rows.length === 1;
  }
  const rows = await tx
    .delete(engagementLocks)
    .where(and(eq(engagementLocks.family, family), eq(engagementLocks.targetId, targetId)))
    .returning({ id: engagementLocks.targetId });
  return rows.length === 1;
}
