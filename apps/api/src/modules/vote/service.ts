import { VoteState, type Locale, type VoteStats } from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../../services/caller.js';
import { notFound, refuse } from '../../lib/errors.js';
import { pick } from '../../lib/locale.js';
import type { Clock } from '../../services/clock.js';
import { offsetOf } from '../../db/query.js';
import { presentBallot, presentOption, presentVote, voteState } from './presenter.js';
import * as repo from './repository.js';

interface Paging {
  page: number;
  pageSize: number;
}

export function createVoteService({ db, clock }: { db: Db; clock: Clock }) {
  async function requireVote(id: number) {
    const v = await repo.findVote(db, id);
    if (!v) throw notFound('msg.engage.voteNotFound');
    return v;
  }
  async function myBallot(voteId: number, userId: number) {
    const b = await repo.findBallot(db, voteId, userId);
    return b ? presentBallot(b, (await repo.choicesOf(db, [b.id])).get(b.id) ?? []) : null;
  }

  return {
    async list(q: Paging, l: Locale) {
      const { records, total } = await repo.pageVotes(db, offsetOf(q.page, q.pageSize), q.pageSize);
      const counts = await repo.participantCounts(
        db,
        records.map((v) => v.id),
      );
      const now = clock.now();
      return {
        records: records.map((v) => presentVote(v, counts.get(v.id) ?? 0, now, l)),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },
    async get(id: number, l: Locale) {
      const v = await requireVote(id);
      const [options, counts] = await Promise.all([repo.optionsOf(db, id), repo.participantCounts(db, [id])]);
      return {
        ...presentVote(v, counts.get(id) ?? 0, clock.now(), l),
        description: pick(l, v.descriptionZh, v.descriptionEn),
        options: options.map((o) => presentOption(o, l)),
      };
    },
    async mine(user: AuthUser, id: number) {
      await requireVote(id);
      return myBallot(id, user.id);
    },
    async myList(user: AuthUser, q: Paging, l: Locale) {
      const { records, total } = await repo.pageBallots(db, user.id, offsetOf(q.page, q.pageSize), q.pageSize);
      const [choices, counts] = await Promise.all([
        repo.choicesOf(
          db,
          records.map((r) => r.ballot.id),
        ),
        repo.participantCounts(
          db,
          records.map((r) => r.vote.id),
        ),
      ]);
      const now = clock.now();
      return {
        records: records.map(({ ballot, vote }) => ({
          ...presentVote(vote, counts.get(vote.id) ?? 0, now, l),
          myOptionIds: choices.get(ballot.id) ?? [],
          votedAt: ballot.createdAt.toISOString(),
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },
    /** One ballot per member: checks first, then the unique (vote, user) index settles two tabs at the same instant. */
    async vote(user: AuthUser, b: { id: number; optionIds: number[]; text?: string }) {
      const v = await requireVote(b.id);
      const now = clock.now();
      const state = voteState(v, now);
      if (state === VoteState.NotStarted) throw refuse('msg.engage.voteNotStarted');
      if (state === VoteState.Ended) throw refuse('msg.engage.voteEnded');
      if (new Set(b.optionIds).size !== b.optionIds.length) throw refuse('msg.engage.voteDuplicateOption');
      if (b.optionIds.length > v.maxSelect) throw refuse('msg.engage.voteTooMany', { max: v.maxSelect });
      const known = new Set((await repo.optionsOf(db, v.id)).map((o) => o.id));
      if (b.optionIds.some((o) => !known.has(o))) throw refuse('msg.engage.voteUnknownOption');
      const ballot = await db.transaction((tx) =>
        repo.insertBallot(tx, { voteId: v.id, userId: user.id, text: b.text ?? '', createdAt: now }, b.optionIds),
      );
      if (!ballot) throw refuse('msg.engage.voteAlreadyVoted');
      return presentBallot(
        ballot,
        [...b.optionIds].sort((x, y) => x - y),
      );
    },
    /** Results once the member has voted or the vote has ended. */
    async stats(user: AuthUser, id: number, l: Locale): Promise<VoteStats> {
      const v = await requireVote(id);
      if (voteState(v, clock.now()) !== VoteState.Ended && !(await repo.findBallot(db, id, user.id)))
        throw refuse('msg.engage.voteStatsHidden');
      const [options, tallies, counts] = await Promise.all([
        repo.optionsOf(db, id),
        repo.optionTallies(db, id),
        repo.participantCounts(db, [id]),
      ]);
      const participants = counts.get(id) ?? 0;
      return {
        voteId: id,
        participantCount: participants,
        options: options.map((o) => {
          const n = tallies.get(o.id) ?? 0;
          return {
            ...presentOption(o, l),
            count: n,
            percent: participants ? Math.round((n / participants) * 1000) / 10 : 0,
          };
        }),
      };
    },
  };
}

export type VoteService = ReturnType<typeof createVoteService>;
