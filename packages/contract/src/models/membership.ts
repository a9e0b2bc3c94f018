import { z } from 'zod';
import { isoTime } from '../schemas.js';
import { order } from './commerce.js';
import { knowledge, production, video } from './content.js';

/** Result shapes of paid memberships and the VIP zone. */

/** A package grants a VIP tier (1 super, 2 annual, 3 monthly) for a number of days. */
export const memberPackage = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  userType: z.number().int(),
  durationDays: z.number().int(),
  price: z.number().int(),
  originalPrice: z.number().int(),
  currency: z.string(),
  /** The shop discount this tier gives, in percent. */
  shopDiscountPercent: z.number().int(),
  /** The discount on ticket orders this tier gives, in percent. */
  ticketDiscountPercent: z.number().int(),
  sort: z.number().int(),
});
export type MemberPackage = z.infer<typeof memberPackage>;

/** The caller's membership now: a lapsed one already reads as ordinary (4) with no discount. */
export const membershipStatus = z.object({
  userType: z.number().int(),
  isMember: z.boolean(),
  expiresAt: isoTime.nullable(),
  shopDiscountPercent: z.number().int(),
  ticketDiscountPercent: z.number().int(),
});
export type MembershipStatus = z.infer<typeof membershipStatus>;

export const memberPackages = z.object({ packages: z.array(memberPackage), membership: membershipStatus });
export type MemberPackages = z.infer<typeof memberPackages>;

export const memberPackageRef = z.object({
  id: z.number().int(),
  name: z.string(),
  userType: z.number().int(),
  durationDays: z.number().int(),
});

export const memberOrder = order.extend({
  package: memberPackageRef.nullable(),
  /** Once paid: the membership this order runs to (renewals start at the previous expiry). */
  membershipUntil: isoTime.nullable(),
});
export type MemberOrder = z.infer<typeof memberOrder>;

/** Member-only items across the families, for the VIP zone. */
export const vipZone = z.object({
  videos: z.array(video),
  knowledge: z.array(knowledge),
  productions: z.array(production),
});
export type VipZone = z.infer<typeof vipZone>;
