import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { voteBallots, voteChoices, voteOptions, votes } from '../../db/schema/index.js';
import { pageWithTotal, totalColumn } from '../../db/query.js';

export type VoteRow = typeof votes.$inferSelect;
export type VoteOptionRow = typeof voteOptions.$inferSelect;
export type BallotRow = typeof voteBallots.$inferSelect;

export async function insertVote(
  db: DbOrTx,
  v: typeof votes.$inferInsert,
  options: { labelZh: string; labelEn: string }[],
): Promise<VoteRow> {
  const [row] = await db.insert(votes).values(v).returning();
  if (!row) throw new Error('insert returned no row');
  await db.insert(voteOptions).values(options.map((o, i) => ({ ...o, voteId: row.id, sort: i + 1 })));
  return row;
}

export async function pageVotes(db: DbOrTx, offset: number, limit: number) {
  const where = eq(votes.published, true);
  return pageWithTotal(
    db
      .select({ vote: votes, total: totalColumn() })
      .from(votes)
      .where(where)
      .orderBy(desc(votes.startAt), desc(votes.id))
      .limit(limit)
      .offset(offset),
    async () => (await db.select({ n: count() }).from(votes).where(where))[0]?.n ?? 0,
    (r) => r.vote,
  );
}

export const findVote = async (db: DbOrTx, id: number) =>
  (
    await db
      .select()
      .from(votes)
      .where(and(eq(votes.id, id), eq(votes.published, true)))
      .limit(1)
  )[0];

export const optionsOf = (db: DbOrTx, voteId: number) =>
  db
    .select()
    .from(voteOptions)
    .where(eq(voteOptions.voteId, voteId))
    .orderBy(asc(voteOptions.sort), asc(voteOptions.id));

export async function participantCounts(db: DbOrTx, voteIds: readonly number[]): Promise<Map<number, number>> {
  if (voteIds.length === 0) return new Map();
  const rows = await db
    .select({ id: voteBallots.voteId, n: count() })
    .from(voteBallots)
    .where(inArray(voteBallots.voteId, [...voteIds]))
    .groupBy(voteBallots.voteId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export const findBallot = async (db: DbOrTx, voteId: number, userId: number) =>
  (
    await db
      .select()
      .from(voteBallots)
      .where(and(eq(voteBallots.voteId, voteId), eq(voteBallots.userId, userId)))
      .limit(1)
  )[0];

/** The ballot, or undefined when the member already has one (unique (vote, user): a second tab loses). */
export async function insertBallot(
  db: DbOrTx,
  v: typeof voteBallots.$inferInsert,
  optionIds: readonly number[],
): Promise<BallotRow | undefined> {
  const [row] = await db.insert(voteBallots).values(v).onConflictDoNothing().returning();
  if (!row) return undefined;
  await db.insert(voteChoices).values(optionIds.map((optionId) => ({ ballotId: row.id, voteId: v.voteId, optionId })));
  return row;
}

export async function choicesOf(db: DbOrTx, ballotIds: readonly number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (ballotIds.length === 0) return out;
  const rows = await db
    .select()
    .from(voteChoices)
    .where(inArray(voteChoices.ballotId, [...ballotIds]))
    .orderBy(asc(voteChoices.optionId));
  for (const r of rows) out.set(r.ballotId, [...(out.get(r.ballotId) ?? []), r.optionId]);
  return out;
}

export async function optionTallies(db: DbOrTx, voteId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: voteChoices.optionId, n: count() })
    .from(voteChoices)
    .where(eq(voteChoices.voteId, voteId))
    .groupBy(voteChoices.optionId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export async function pageBallots(db: DbOrTx, userId: number, offset: number, limit: number) {
  const where = eq(voteBallots.userId, userId);
  return pageWithTotal(
    db
      .select({ ballot: voteBallots, vote: votes, total: totalColumn() })
      .from(voteBallots)
      .innerJoin(votes, eq(votes.id, voteBallots.voteId))
      .where(where)
      .orderBy(desc(voteBallots.createdAt), desc(voteBallots.id))
      .limit(limit)
      .offset(offset),
    async () => (await db.select({ n: count() }).from(voteBallots).where(where))[0]?.n ?? 0,
    ({ ballot, vote }) => ({ ballot, vote }),
  );
}
