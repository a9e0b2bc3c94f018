import { queryMarkLengthMax, type EngageFamily, type LikeState, type Locale, type MarkPage } from '@nanhua/contract';
import { naming, type Change } from '../../db/changes.js';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../../services/caller.js';
import { AppError, notFound, refuse } from '../../lib/errors.js';
import type { Clock } from '../../services/clock.js';
import type { RateLimiter } from '../../services/rate-limiter.js';
import { offsetOf } from '../../db/query.js';
import type { UserService } from '../usercenter/user-service.js';
import { presentFavourite, presentMark, presentReply, type View } from './presenter.js';
import * as repo from './repository.js';
import type { ListedMark, MarkRow } from './repository.js';
import { findTargets, type TargetRow } from './targets.js';
import { canAccessPremium } from '../video/premium.js';

/** Comments and replies a member may post per minute, together. */
export const postsPerMinute = 10;

/** What a comment, reply or like changes for visitors (db/changes.ts): the family's comments and likes. */
const engaged = (targetId?: number): Change[] => [
  { family: 'engagement', ...(targetId === undefined ? {} : { id: targetId }) },
];

interface Paging {
  page: number;
  pageSize: number;
}

/**
 * Comments (mark), replies (markReply) and likes (zan) of every family: the family is a value
 * passed in, never a separate code path (the only family-specific part is `findTargets`).
 */
export function createEngagementService({
  db,
  clock,
  limiter,
  users,
}: {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  users: Pick<UserService, 'activeMember'>;
}) {
  const view = (user: AuthUser | null, locale: Locale): View => ({
    locale,
    now: clock.now(),
    viewerId: user?.id ?? null,
  });

  /**
   * Comments as their views show them. Comments from a page (pageMarks) bring their author and reply
   * count; the others (one, a new one) have them read here. `known` holds targets already read.
   */
  async function present(
    family: EngageFamily,
    items: (MarkRow | ListedMark)[],
    repliesPerMark: number,
    v: View,
    known?: Map<number, TargetRow>,
  ) {
    const listed = items.map((i): { mark: MarkRow; read?: ListedMark } =>
      'mark' in i ? { mark: i.mark, read: i } : { mark: i },
    );
    const marks = listed.map((l) => l.mark);
    const unread = listed.filter((l) => !l.read).map((l) => l.mark);
    const [targets, counts, replies] = await Promise.all([
      known ??
        findTargets(
          db,
          family,
          marks.map((m) => m.targetId),
        ),
      repo.replyCounts(
        db,
        unread.map((m) => m.id),
      ),
      repo.latestReplies(
        db,
        marks.map((m) => m.id),
        repliesPerMark,
      ),
    ]);
    const authors = new Map(
      listed.flatMap((l) => (l.read?.author ? [[l.read.author.id, l.read.author] as const] : [])),
    );
    const wanted = [...unread.map((m) => m.userId), ...replies.map((r) => r.userId)].filter((id) => !authors.has(id));
    for (const [id, a] of await repo.authorsOf(db, wanted)) authors.set(id, a);
    return listed.map(({ mark: m, read }) =>
      presentMark(
        m,
        {
          author: read ? read.author : authors.get(m.userId),
          target: targets.get(m.targetId),
          replyCount: read ? read.replyCount : (counts.get(m.id) ?? 0),
          replies: replies.filter((r) => r.markId === m.id).map((r) => presentReply(r, authors.get(r.userId), v)),
        },
        v,
      ),
    );
  }

  async function requireTarget(family: EngageFamily, targetId: number) {
    const target = (await findTargets(db, family, [targetId])).get(targetId);
    if (!target) throw notFound('msg.engage.targetNotFound');
    return target;
  }

  /** A members-only item takes comments and replies from members only, as only they can open it. */
  async function requireOpenTo(user: AuthUser, family: EngageFamily, targetId: number) {
    const target = await requireTarget(family, targetId);
    if (target.premium && !canAccessPremium(user)) throw refuse('msg.engage.premiumLocked');
    if (await repo.isLocked(db, family, targetId)) throw refuse('msg.outreach.commentingOff');
    return target;
  }

  /** One budget for comments and replies, answered with a localized refusal instead of a bare 429. */
  async function throttle(userId: number) {
    try {
      await limiter.consume(`engage:post:${userId}`, postsPerMinute, 60);
    } catch (e) {
      if (e instanceof AppError) throw refuse('msg.engage.tooFast');
      throw e;
    }
  }

  async function likeState(family: EngageFamily, targetId: number, userId: number): Promise<LikeState> {
    const { liked, likeCount } = await repo.targetState(db, family, targetId, userId);
    return { liked, likeCount };
  }

  return {
    /** A target's comments (or the family's newest without a target), with the target's likes. */
    async list(
      family: EngageFamily,
      targetId: number | undefined,
      q: Paging,
      user: AuthUser | null,
      locale: Locale,
    ): Promise<MarkPage> {
      const v = view(user, locale);
      const page = repo.pageMarks(db, family, { targetId }, offsetOf(q.page, q.pageSize), q.pageSize);
      if (targetId === undefined) {
        const { records, total } = await page;
        return {
          records: await present(family, records, 0, v),
          total,
          page: q.page,
          pageSize: q.pageSize,
          liked: false,
          likeCount: 0,
          commentsClosed: false,
        };
      }
      // One target: its comments, its likes and lock, and the target itself, read side by side.
      const [{ records, total }, state, targets] = await Promise.all([
        page,
        repo.targetState(db, family, targetId, v.viewerId),
        findTargets(db, family, [targetId]),
      ]);
      return {
        records: await present(family, records, 0, v, targets),
        total,
        page: q.page,
        pageSize: q.pageSize,
        liked: state.liked,
        likeCount: state.likeCount,
        commentsClosed: state.closed,
      };
    },
    /** A member's comments (by handle or email; the caller's own without one), each with its newest `queryMarkLength` replies. */
    async byMember(
      family: EngageFamily,
      q: Paging & { email?: string; queryMarkLength?: number },
      user: AuthUser,
      locale: Locale,
    ) {
      let userId = user.id;
      if (q.email) {
        const member = await users.activeMember(q.email);
        if (!member) throw notFound('msg.engage.memberNotFound');
        userId = member.id;
      }
      const v = view(user, locale);
      const { records, total } = await repo.pageMarks(db, family, { userId }, offsetOf(q.page, q.pageSize), q.pageSize);
      return {
        records: await present(family, records, Math.min(q.queryMarkLength ?? 0, queryMarkLengthMax), v),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },
    async one(family: EngageFamily, id: number, user: AuthUser | null, locale: Locale) {
      const m = await repo.findMark(db, family, id);
      if (!m) throw notFound('msg.engage.markNotFound');
      return (await present(family, [m], 0, view(user, locale)))[0]!;
    },
    async create(family: EngageFamily, user: AuthUser, targetId: number, content: string, locale: Locale) {
      await requireOpenTo(user, family, targetId);
      await throttle(user.id);
      const m = await naming(engaged(targetId), () =>
        repo.insertMark(db, { family, targetId, userId: user.id, content, createdAt: clock.now() }),
      );
      return (await present(family, [m], 0, view(user, locale)))[0]!;
    },
    async remove(family: EngageFamily, user: AuthUser, id: number): Promise<null> {
      if (!(await naming(engaged(), () => repo.deleteOwnMark(db, family, id, user.id))))
        throw notFound('msg.engage.markNotFound');
      return null;
    },
    async replies(family: EngageFamily, markId: number, user: AuthUser | null, locale: Locale) {
      if (!(await repo.findMark(db, family, markId))) throw notFound('msg.engage.markNotFound');
      const rows = await repo.repliesOf(db, markId);
      const authors = await repo.authorsOf(
        db,
        rows.map((r) => r.userId),
      );
      const v = view(user, locale);
      return rows.map((r) => presentReply(r, authors.get(r.userId), v));
    },
    async reply(family: EngageFamily, user: AuthUser, markId: number, content: string, locale: Locale) {
      const mark = await repo.findMark(db, family, markId);
      if (!mark) throw notFound('msg.engage.markNotFound');
      await requireOpenTo(user, family, mark.targetId);
      await throttle(user.id);
      // A comment deleted between the check and the insert fails the foreign key: same answer.
      const r = await naming(engaged(mark.targetId), () =>
        repo.insertReply(db, { markId, userId: user.id, content, createdAt: clock.now() }),
      ).catch(async (e: unknown) => {
        if (!(await repo.findMark(db, family, markId))) throw notFound('msg.engage.markNotFound');
        throw e;
      });
      const authors = await repo.authorsOf(db, [user.id]);
      return presentReply(r, authors.get(user.id), view(user, locale));
    },
    async likes(family: EngageFamily, user: AuthUser, targetId: number | undefined, q: Paging, locale: Locale) {
      const { records, total } = await repo.pageLikes(
        db,
        family,
        user.id,
        targetId,
        offsetOf(q.page, q.pageSize),
        q.pageSize,
      );
      const ids = records.map((r) => r.targetId);
      const [targets, counts] = await Promise.all([findTargets(db, family, ids), repo.likeCounts(db, family, ids)]);
      const items = records.flatMap((r) => {
        const t = targets.get(r.targetId);
        return t ? [presentFavourite(family, t, counts.get(r.targetId) ?? 0, r.createdAt, locale)] : [];
      });
      return { records: items, total, page: q.page, pageSize: q.pageSize };
    },
    async like(family: EngageFamily, user: AuthUser, targetId: number) {
      await requireTarget(family, targetId);
      await naming(engaged(targetId), () =>
        repo.insertLike(db, { family, targetId, userId: user.id, createdAt: clock.now() }),
      );
      return likeState(family, targetId, user.id);
    },
    async unlike(family: EngageFamily, user: AuthUser, targetId: number) {
      await naming(engaged(targetId), () => repo.deleteLike(db, family, targetId, user.id));
      return likeState(family, targetId, user.id);
    },
  };
}

export type EngagementService = ReturnType<typeof createEngagementService>;
