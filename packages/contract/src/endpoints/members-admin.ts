import { z } from 'zod';
import { ep } from '../endpoint.js';
import { limits } from '../limits.js';
import { id, intLike, isoTime, keyword, staffPage, staffPageQuery } from '../schemas.js';

/** A member account as support sees it: `active`, `blocked` (reads, never acts) or `deleted` (anonymized). */
export const memberStates = ['active', 'blocked', 'deleted'] as const;
export type MemberState = (typeof memberStates)[number];
export const feedbackStates = ['new', 'answered'] as const;
export type FeedbackState = (typeof feedbackStates)[number];
/** Days support has to answer a feedback (the inbox's due date). */
export const FEEDBACK_DUE_DAYS = 15;

export const staffMember = z.object({
  id: z.number().int(),
  /** Null once deleted. */
  email: z.string().nullable(),
  name: z.string(),
  /** The tier in force now (1 super, 2 annual, 3 monthly, 4 ordinary). */
  tier: z.number().int(),
  memberExpiresAt: isoTime.nullable(),
  state: z.enum(memberStates),
  createdAt: isoTime,
});
export type StaffMember = z.infer<typeof staffMember>;

export const staffMemberOrder = z.object({
  orderNo: z.string(),
  kind: z.enum(['ticket', 'shop', 'member']),
  payStatus: z.number().int(),
  totalCents: z.number().int(),
  currency: z.string(),
  createdAt: isoTime,
});
export type StaffMemberOrder = z.infer<typeof staffMemberOrder>;

export const membershipEvent = z.object({
  /** purchase: a paid member order; grant: complimentary from staff; cancel: staff ended it. */
  kind: z.enum(['purchase', 'grant', 'cancel']),
  tier: z.number().int(),
  startsAt: isoTime.nullable(),
  endsAt: isoTime.nullable(),
  orderNo: z.string().nullable(),
  reason: z.string().nullable(),
  actorName: z.string().nullable(),
  at: isoTime,
});
export type MembershipEvent = z.infer<typeof membershipEvent>;

export const staffMemberDetail = staffMember.extend({
  avatar: z.string().nullable(),
  signature: z.string(),
  phones: z.array(z.string()),
  blockedAt: isoTime.nullable(),
  blockedReason: z.string().nullable(),
  orders: z.object({
    /** Paid orders, what they came to net of approved refunds, and what those refunds gave back. */
    paidCount: z.number().int(),
    paidCents: z.number().int(),
    refundedCents: z.number().int(),
    recent: z.array(staffMemberOrder),
  }),
  history: z.array(membershipEvent),
});
export type StaffMemberDetail = z.infer<typeof staffMemberDetail>;

export const staffFeedback = z.object({
  id: z.number().int(),
  member: z.object({ id: z.number().int(), email: z.string().nullable(), name: z.string() }),
  content: z.string(),
  reply: z.string().nullable(),
  createdAt: isoTime,
  dueAt: isoTime,
  repliedAt: isoTime.nullable(),
  state: z.enum(feedbackStates),
});
export type StaffFeedback = z.infer<typeof staffFeedback>;

const reason = z
  .string({ error: 'msg.members.reasonRequired' })
  .trim()
  .min(1, { error: 'msg.members.reasonRequired' })
  .max(limits.textareaMax, { error: 'msg.members.reasonTooLong' });
const reasonBody = z.strictObject({ reason });
const params = z.strictObject({ id });

/** Members and the feedback inbox (issue 14): support's calls (and admin's). */
export const membersAdminEndpoints = {
  '/admin/member/list': ep('/admin/member/list', {
    summary: 'support: members (never staff), newest first; q matches email, name or a delivery phone',
    query: z.strictObject({
      ...staffPageQuery,
      q: keyword.optional(),
      tier: intLike(1, 4).optional(),
      state: z.enum(memberStates, { error: 'msg.members.stateInvalid' }).optional(),
    }),
    result: staffPage(staffMember),
  }),
  '/admin/member/get/{id}': ep('/admin/member/get/{id}', {
    summary: 'support: a member with orders summary and membership history',
    params,
    result: staffMemberDetail,
  }),
  '/admin/member/grantMembership/{id}': ep('/admin/member/grantMembership/{id}', {
    summary: 'support: a complimentary membership; extends one in force (keeping the better tier)',
    params,
    body: z.strictObject({
      tier: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'msg.members.tierInvalid' }),
      months: z
        .number({ error: 'msg.members.monthsInvalid' })
        .int({ error: 'msg.members.monthsInvalid' })
        .min(1, { error: 'msg.members.monthsInvalid' })
        .max(120, { error: 'msg.members.monthsInvalid' }),
      reason,
    }),
    result: staffMemberDetail,
  }),
  '/admin/member/cancelMembership/{id}': ep('/admin/member/cancelMembership/{id}', {
    summary:
      'support: end the membership in force at once (the next call and token refresh carry the ordinary tier); with refund, the paid periods not yet over are refunded in full',
    params,
    body: z.strictObject({ reason, refund: z.boolean({ error: 'msg.members.refundFlagInvalid' }).optional() }),
    result: staffMemberDetail,
  }),
  '/admin/member/block/{id}': ep('/admin/member/block/{id}', {
    summary: 'support: the member can read but no longer buy, comment, like, vote or register',
    params,
    body: reasonBody,
    result: staffMemberDetail,
  }),
  '/admin/member/unblock/{id}': ep('/admin/member/unblock/{id}', {
    summary: 'support: lift a block',
    params,
    body: reasonBody,
    result: staffMemberDetail,
  }),
  '/admin/member/delete/{id}': ep('/admin/member/delete/{id}', {
    summary:
      'support: on the member’s request, anonymize personal data (orders kept for accounting) and end every session',
    params,
    body: z.strictObject({ reason, confirm: z.literal(true, { error: 'msg.members.confirmRequired' }) }),
    result: z.null(),
  }),
  '/admin/feedback/list': ep('/admin/feedback/list', {
    summary: 'support: feedback, new ones oldest (most overdue) first, answered ones latest first',
    query: z.strictObject({
      ...staffPageQuery,
      state: z.enum(feedbackStates, { error: 'msg.members.feedbackStateInvalid' }).default('new'),
    }),
    result: staffPage(staffFeedback),
  }),
  '/admin/feedback/get/{id}': ep('/admin/feedback/get/{id}', {
    summary: 'support: one feedback',
    params,
    result: staffFeedback,
  }),
  '/admin/feedback/reply/{id}': ep('/admin/feedback/reply/{id}', {
    summary: 'support: answer; the reply reaches the member’s messages and the feedback is answered',
    params,
    body: z.strictObject({
      text: z
        .string({ error: 'msg.members.replyRequired' })
        .trim()
        .min(1, { error: 'msg.members.replyRequired' })
        .max(1000, { error: 'msg.members.replyTooLong' }),
    }),
    result: staffFeedback,
  }),
} as const;
