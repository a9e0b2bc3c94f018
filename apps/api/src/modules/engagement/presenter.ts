import type { EngageFamily, Favourite, Locale, Mark, MarkReply } from '@nanhua/contract';
import { pick } from '../../lib/locale.js';
import { presentPublicUser } from '../usercenter/public-user.js';
import type { AuthorRow, MarkRow, ReplyRow } from './repository.js';
import type { TargetRow } from './targets.js';

/** Authors are read in a second query: a member removed in between shows as a deleted user instead of breaking the list. */
const gone: AuthorRow = {
  id: 0,
  nickName: '',
  avatar: null,
  signature: '',
  userType: 4,
  memberExpiresAt: null,
  status: 'deleted',
};

export interface View {
  locale: Locale;
  now: Date;
  viewerId: number | null;
}

export function presentReply(r: ReplyRow, a: AuthorRow | undefined, v: View): MarkReply {
  return {
    id: r.id,
    markId: r.markId,
    content: r.content,
    author: presentPublicUser(a ?? gone, v.locale, v.now),
    mine: r.userId === v.viewerId,
    createdAt: r.createdAt.toISOString(),
  };
}

export function presentMark(
  m: MarkRow,
  x: { author?: AuthorRow; target?: TargetRow; replyCount: number; replies: MarkReply[] },
  v: View,
): Mark {
  return {
    id: m.id,
    family: m.family,
    targetId: m.targetId,
    targetTitle: x.target ? pick(v.locale, x.target.titleZh, x.target.titleEn) : '',
    parentId: x.target?.parentId ?? null,
    content: m.content,
    author: presentPublicUser(x.author ?? gone, v.locale, v.now),
    mine: m.userId === v.viewerId,
    replyCount: x.replyCount,
    replies: x.replies,
    createdAt: m.createdAt.toISOString(),
  };
}

export function presentFavourite(
  family: EngageFamily,
  t: TargetRow,
  likeCount: number,
  likedAt: Date,
  l: Locale,
): Favourite {
  return {
    family,
    targetId: t.id,
    parentId: t.parentId,
    title: pick(l, t.titleZh, t.titleEn),
    subtitle: pick(l, t.subtitleZh, t.subtitleEn),
    cover: t.cover,
    likeCount,
    likedAt: likedAt.toISOString(),
  };
}
