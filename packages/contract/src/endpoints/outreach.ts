import { z } from 'zod';
import { engageFamilies } from '../constants.js';
import { ep } from '../endpoint.js';
import { limits } from '../limits.js';
import { id, intLike, isoTime, staffPage, staffPageQuery } from '../schemas.js';

/** Broadcasts, moderation and the dashboard (issue 14); messages are `msg.outreach.*`. */
export const broadcastAudiences = ['all', 'tier', 'performance'] as const;
export type BroadcastAudience = (typeof broadcastAudiences)[number];
export const broadcastLimits = { title: 100, body: 2000 } as const;
/** The comment kinds moderation acts on: a comment (mark) or a reply. */
export const moderationKinds = ['mark', 'reply'] as const;
export type ModerationKind = (typeof moderationKinds)[number];

const text = (max: number) =>
  z.string({ error: 'msg.outreach.notText' }).trim().max(max, { error: 'msg.outreach.tooLong' });
const reason = z
  .string({ error: 'msg.outreach.reasonRequired' })
  .trim()
  .min(1, { error: 'msg.outreach.reasonRequired' })
  .max(limits.textareaMax, { error: 'msg.outreach.tooLong' });

const audienceShape = {
  audience: z.enum(broadcastAudiences, { error: 'msg.outreach.audienceInvalid' }),
  /** Member tier (userType 1 super, 2 annual, 3 monthly, 4 ordinary) when audience is `tier`. */
  tier: intLike(1, 4).optional(),
  performanceId: id.optional(),
};
const needsTarget = <
  T extends { audience: BroadcastAudience; tier?: number | undefined; performanceId?: number | undefined },
>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  if (v.audience === 'tier' && v.tier === undefined)
    ctx.addIssue({ code: 'custom', message: 'msg.outreach.tierRequired', path: ['tier'] });
  if (v.audience === 'performance' && v.performanceId === undefined)
    ctx.addIssue({ code: 'custom', message: 'msg.outreach.performanceRequired', path: ['performanceId'] });
};
const message = {
  titleZh: text(broadcastLimits.title).min(1, { error: 'msg.outreach.titleRequired' }),
  titleEn: text(broadcastLimits.title).optional(),
  bodyZh: text(broadcastLimits.body).min(1, { error: 'msg.outreach.bodyRequired' }),
  bodyEn: text(broadcastLimits.body).optional(),
};

export const broadcastPreviewBody = z.strictObject({ ...audienceShape, ...message }).superRefine(needsTarget);
export const broadcastSendBody = z
  .strictObject({
    ...audienceShape,
    ...message,
    /** Made once per compose by the console: a repeated send with it (a double click) sends nothing more. */
    clientToken: z
      .string({ error: 'msg.outreach.tokenInvalid' })
      .regex(/^[\w-]{8,64}$/, { error: 'msg.outreach.tokenInvalid' }),
  })
  .superRefine(needsTarget);

export const broadcastItem = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), name: z.string() }),
  audience: z.enum(broadcastAudiences),
  tier: z.number().int().nullable(),
  performanceId: z.number().int().nullable(),
  titleZh: z.string(),
  titleEn: z.string(),
  bodyZh: z.string(),
  bodyEn: z.string(),
  recipients: z.number().int(),
  createdAt: isoTime,
});
export type BroadcastItem = z.infer<typeof broadcastItem>;

export const moderationItem = z.object({
  kind: z.enum(moderationKinds),
  id: z.number().int(),
  family: z.enum(engageFamilies),
  targetId: z.number().int(),
  /** The lesson, video or production part, in the request language (empty when it no longer exists). */
  targetTitle: z.string(),
  /** For a reply: the comment it answers. */
  markId: z.number().int().nullable(),
  author: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() }),
  content: z.string(),
  hidden: z.boolean(),
  /** Commenting is off for the item. */
  locked: z.boolean(),
  createdAt: isoTime,
});
export type ModerationItem = z.infer<typeof moderationItem>;

/** One kind's money over a period: what was paid, what approved refunds gave back, what stays. */
const dashboardMoney = z.object({
  grossCents: z.number().int(),
  refundCents: z.number().int(),
  netCents: z.number().int(),
  /** Orders paid, and refunds approved, in the period. */
  orders: z.number().int(),
  refunds: z.number().int(),
});
export type DashboardMoney = z.infer<typeof dashboardMoney>;
/** A period's figures: all kinds together and each kind (ticket, shop, member). */
const dashboardPeriod = z.object({
  /** The period's first day (YYYY-MM-DD, the company's time zone); it runs to now. */
  from: z.string(),
  all: dashboardMoney,
  ticket: dashboardMoney,
  shop: dashboardMoney,
  member: dashboardMoney,
});
export type DashboardPeriod = z.infer<typeof dashboardPeriod>;

export const dashboardSummary = z.object({
  /** Today and this week (from Monday), in the company's time zone: money paid is counted on the day it was paid, a refund on the day it was approved. */
  today: dashboardPeriod,
  week: dashboardPeriod,
  /**
   * Last 30 days (oldest first, one entry per day, the company's dates): each kind's net cents (paid
   * that day less refunds approved that day), and the day's gross and refunds of all kinds.
   */
  salesPerDay: z.array(
    z.object({
      day: z.string(),
      ticketCents: z.number().int(),
      shopCents: z.number().int(),
      memberCents: z.number().int(),
      grossCents: z.number().int(),
      refundCents: z.number().int(),
    }),
  ),
  /** The upcoming performances, soonest first: seats sold (refunds given back), held by unpaid orders, left; net revenue. */
  seatsPerPerformance: z.array(
    z.object({
      saleId: z.number().int(),
      title: z.string(),
      eventAt: isoTime,
      sold: z.number().int(),
      held: z.number().int(),
      left: z.number().int(),
      total: z.number().int(),
      revenueCents: z.number().int(),
      currency: z.string(),
    }),
  ),
  membersByTier: z.array(z.object({ tier: z.number().int(), count: z.number().int() })),
  /** Paid shop orders not yet shipped. */
  shopToShip: z.number().int(),
  /** Feedback not yet answered. */
  feedbackDue: z.number().int(),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;

export const outreachEndpoints = {
  '/admin/broadcast/preview': ep('/admin/broadcast/preview', {
    summary: 'support: how many members a broadcast to this audience reaches',
    body: broadcastPreviewBody,
    result: z.object({ count: z.number().int() }),
  }),
  '/admin/broadcast/send': ep('/admin/broadcast/send', {
    summary: 'support: one system message per recipient (one statement); the same clientToken sends once',
    body: broadcastSendBody,
    result: broadcastItem,
  }),
  '/admin/broadcast/list': ep('/admin/broadcast/list', {
    summary: 'support: broadcasts sent, newest first',
    query: z.strictObject({ ...staffPageQuery }),
    result: staffPage(broadcastItem),
  }),
  '/admin/moderation/comments': ep('/admin/moderation/comments', {
    summary: 'support: recent comments and replies of every family, newest first; by family and hidden',
    query: z.strictObject({
      ...staffPageQuery,
      family: z.enum(engageFamilies, { error: 'msg.outreach.familyInvalid' }).optional(),
      hidden: z.enum(['true', 'false'], { error: 'msg.outreach.filterInvalid' }).optional(),
    }),
    result: staffPage(moderationItem),
  }),
  '/admin/moderation/hide/{kind}/{id}': ep('/admin/moderation/hide/{kind}/{id}', {
    summary: 'support: members no longer see this comment or reply (hidden: false shows it again)',
    params: z.strictObject({ kind: z.enum(moderationKinds, { error: 'msg.outreach.kindInvalid' }), id }),
    body: z.strictObject({ reason, hidden: z.boolean({ error: 'msg.outreach.notFlag' }).optional() }),
    result: moderationItem,
  }),
  '/admin/moderation/delete/{kind}/{id}': ep('/admin/moderation/delete/{kind}/{id}', {
    summary: 'support: delete a comment (with its replies) or a reply',
    params: z.strictObject({ kind: z.enum(moderationKinds, { error: 'msg.outreach.kindInvalid' }), id }),
    body: z.strictObject({ reason }),
    result: z.null(),
  }),
  '/admin/moderation/commenting/{family}/{itemId}': ep('/admin/moderation/commenting/{family}/{itemId}', {
    summary: 'support: turn commenting on an item off or on; existing comments stay',
    params: z.strictObject({ family: z.enum(engageFamilies, { error: 'msg.outreach.familyInvalid' }), itemId: id }),
    body: z.strictObject({ enabled: z.boolean({ error: 'msg.outreach.notFlag' }), reason: reason.optional() }),
    result: z.object({ family: z.enum(engageFamilies), itemId: z.number().int(), enabled: z.boolean() }),
  }),
  '/admin/dashboard/summary': ep('/admin/dashboard/summary', {
    summary:
      "staff: today's and this week's net sales, net sales per day, seats sold, held and left per upcoming performance, members by tier, shop orders to ship, feedback due",
    result: dashboardSummary,
  }),
} as const;
