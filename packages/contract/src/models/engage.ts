import { z } from 'zod';
import { limits } from '../limits.js';
import { id, isoTime, paged } from '../schemas.js';
import { publicUser } from './account.js';
import { engageFamilies, type TargetKey } from '../constants.js';

/**
 * Result shapes and bodies of comments (mark), replies (markReply), likes (zan), event registration
 * and votes. The three commentable families share one shape: a comment or like is keyed
 * by `family` and `targetId` (a learning lesson, a video, or a production part).
 */

/** Comment and reply text: trimmed, 1–140 characters, stored and shown as plain text. */
export const commentText = z
  .string({ error: 'msg.engage.textRequired' })
  .trim()
  .min(1, { error: 'msg.engage.textRequired' })
  .max(limits.textareaMax, { error: 'msg.engage.textTooLong' });

export const markReply = z.object({
  id: z.number().int(),
  markId: z.number().int(),
  content: z.string(),
  author: publicUser,
  mine: z.boolean(),
  createdAt: isoTime,
});
export type MarkReply = z.infer<typeof markReply>;

export const mark = z.object({
  id: z.number().int(),
  family: z.enum(engageFamilies),
  targetId: z.number().int(),
  /** The lesson, video or part title; `parentId` the learning item or production it belongs to (null for a video). */
  targetTitle: z.string(),
  parentId: z.number().int().nullable(),
  content: z.string(),
  author: publicUser,
  mine: z.boolean(),
  replyCount: z.number().int(),
  replies: z.array(markReply),
  createdAt: isoTime,
});
export type Mark = z.infer<typeof mark>;

/** A target's comment page also carries the target's like count and whether the caller liked it. */
export const markPage = paged(mark).extend({
  likeCount: z.number().int(),
  liked: z.boolean(),
  /** Support turned commenting off for the target: its comments show, new ones are refused. */
  commentsClosed: z.boolean().optional(),
});
export type MarkPage = z.infer<typeof markPage>;

export const likeState = z.object({ liked: z.boolean(), likeCount: z.number().int() });
export type LikeState = z.infer<typeof likeState>;

/** A liked target, as My Favourites lists it. */
export const favourite = z.object({
  family: z.enum(engageFamilies),
  targetId: z.number().int(),
  parentId: z.number().int().nullable(),
  title: z.string(),
  subtitle: z.string(),
  cover: z.string().nullable(),
  likeCount: z.number().int(),
  likedAt: isoTime,
});
export type Favourite = z.infer<typeof favourite>;

/** `{ [partId|videoId]: id, content }` — the comment body of one family. */
export const markBody = <K extends TargetKey>(key: K) =>
  z.strictObject({ [key]: id, content: commentText } as { [P in K]: typeof id } & { content: typeof commentText });
export const markReplyBody = z.strictObject({ markId: id, content: commentText });

/** Event registration ('Register Now'): the SPEC §5 required-field messages. */
export const enrollBody = z.strictObject({
  theatreId: id,
  email: z
    .string({ error: 'msg.engage.contactEmailRequired' })
    .trim()
    .min(1, { error: 'msg.engage.contactEmailRequired' })
    .max(254, { error: 'msg.account.emailInvalid' })
    .pipe(z.email({ error: 'msg.account.emailInvalid' })),
  phone: z
    .string({ error: 'msg.engage.contactNumberRequired' })
    .trim()
    .min(1, { error: 'msg.engage.contactNumberRequired' })
    .max(24, { error: 'msg.engage.contactNumberInvalid' })
    .regex(/^\+?[\d\s-]{5,24}$/, { error: 'msg.engage.contactNumberInvalid' }),
  description: z
    .string({ error: 'msg.engage.descriptionRequired' })
    .trim()
    .min(1, { error: 'msg.engage.descriptionRequired' })
    .max(limits.textareaMax, { error: 'msg.engage.textTooLong' }),
});
export const enrollment = z.object({ id: z.number().int(), theatreId: z.number().int(), createdAt: isoTime });
export type Enrollment = z.infer<typeof enrollment>;

export const voteOption = z.object({ id: z.number().int(), label: z.string() });
export type VoteOption = z.infer<typeof voteOption>;

export const vote = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string().nullable(),
  startAt: isoTime,
  endAt: isoTime,
  /** VoteState: 1 not started, 2 in progress, 3 ended (from the times, at request time). */
  state: z.number().int(),
  maxSelect: z.number().int(),
  participantCount: z.number().int(),
});
export type Vote = z.infer<typeof vote>;

export const voteDetail = vote.extend({ description: z.string(), options: z.array(voteOption) });
export type VoteDetail = z.infer<typeof voteDetail>;

export const myVote = z.object({
  voteId: z.number().int(),
  optionIds: z.array(z.number().int()),
  text: z.string(),
  votedAt: isoTime,
});
export type MyVote = z.infer<typeof myVote>;

export const myVoteItem = vote.extend({ myOptionIds: z.array(z.number().int()), votedAt: isoTime });
export type MyVoteItem = z.infer<typeof myVoteItem>;

export const voteStats = z.object({
  voteId: z.number().int(),
  participantCount: z.number().int(),
  options: z.array(voteOption.extend({ count: z.number().int(), percent: z.number() })),
});
export type VoteStats = z.infer<typeof voteStats>;

export const doVoteBody = z.strictObject({
  id,
  optionIds: z
    .array(id, { error: 'msg.engage.voteChooseOption' })
    .min(1, { error: 'msg.engage.voteChooseOption' })
    .max(50, { error: 'msg.engage.voteTooMany' }),
  text: z
    .string({ error: 'msg.engage.textTooLong' })
    .trim()
    .max(limits.textareaMax, { error: 'msg.engage.textTooLong' })
    .optional(),
});

export const engagePaged = {
  mark: paged(mark),
  favourite: paged(favourite),
  vote: paged(vote),
  myVoteItem: paged(myVoteItem),
};
