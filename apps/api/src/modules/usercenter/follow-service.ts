import { FollowState, type Locale } from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import { notFound, refuse } from '../../lib/errors.js';
import type { Clock } from '../../services/clock.js';
import { deleteFollow, insertFollow, listFollowPage } from './follow-repository.js';
import { followCounts, followPair } from './profile-repository.js';
import { presentPublicUser } from './public-user.js';
import { findActiveMember } from './user-repository.js';

export const followStateOf = (iFollow: boolean, theyFollow: boolean): FollowState =>
  iFollow && theyFollow
    ? FollowState.Mutual
    : iFollow
      ? FollowState.Following
      : theyFollow
        ? FollowState.FollowBack
        : FollowState.None;

export function createFollowService({ db, clock }: { db: Db; clock: Clock }) {
  /** `ref`: the member's handle or address. */
  async function target(userId: number, ref: string) {
    const other = await findActiveMember(db, ref);
    if (!other) throw notFound('msg.account.userNotFound');
    if (other.id === userId) throw refuse('msg.account.cannotFollowSelf');
    return other;
  }
  async function stateWith(userId: number, otherId: number) {
    const p = await followPair(db, userId, otherId);
    return { followState: followStateOf(p.aFollowsB, p.bFollowsA) };
  }

  return {
    async follow(userId: number, email: string) {
      const other = await target(userId, email);
      await insertFollow(db, userId, other.id, clock.now());
      return stateWith(userId, other.id);
    },
    async unfollow(userId: number, email: string) {
      const other = await target(userId, email);
      await deleteFollow(db, userId, other.id);
      return stateWith(userId, other.id);
    },
    async page(userId: number, direction: 'follows' | 'fans', page: number, pageSize: number, locale: Locale) {
      const { rows, total } = await listFollowPage(db, userId, direction, page, pageSize);
      const now = clock.now();
      const records = rows.map((r) => ({
        ...presentPublicUser(r, locale, now),
        followState: direction === 'follows' ? followStateOf(true, r.reverse) : followStateOf(r.reverse, true),
        followedAt: r.followedAt.toISOString(),
      }));
      return { records, total, page, pageSize };
    },
    counts: (userId: number) => followCounts(db, userId),
    stateWith,
  };
}

export type FollowService = ReturnType<typeof createFollowService>;
