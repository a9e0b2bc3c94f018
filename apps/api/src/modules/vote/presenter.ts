import { VoteState, type Locale, type MyVote, type Vote, type VoteOption } from '@nanhua/contract';
import { pick } from '../../lib/locale.js';
import type { BallotRow, VoteOptionRow, VoteRow } from './repository.js';

/** Not started before the start, ended from the end time on, in progress between. */
export function voteState(v: Pick<VoteRow, 'startAt' | 'endAt'>, now: Date): VoteState {
  if (now < v.startAt) return VoteState.NotStarted;
  if (now >= v.endAt) return VoteState.Ended;
  return VoteState.InProgress;
}

export function presentVote(v: VoteRow, participantCount: number, now: Date, l: Locale): Vote {
  return {
    id: v.id,
    title: pick(l, v.titleZh, v.titleEn),
    summary: pick(l, v.summaryZh, v.summaryEn),
    cover: v.cover,
    startAt: v.startAt.toISOString(),
    endAt: v.endAt.toISOString(),
    state: voteState(v, now),
    maxSelect: v.maxSelect,
    participantCount,
  };
}

export const presentOption = (o: VoteOptionRow, l: Locale): VoteOption => ({
  id: o.id,
  label: pick(l, o.labelZh, o.labelEn),
});

export const presentBallot = (b: BallotRow, optionIds: number[]): MyVote => ({
  voteId: b.voteId,
  optionIds,
  text: b.text,
  votedAt: b.createdAt.toISOString(),
});
