import { z } from 'zod';
import { isoTime } from '../schemas.js';
import { staffRoles } from '../endpoint-types.js';

/** Result shapes and enumerations of the account families. */

/** The signed-in member's own profile (`user/get`, `user/edit`). */
export const profile = z.object({
  id: z.number().int(),
  email: z.string(),
  nickName: z.string(),
  signature: z.string(),
  /** Path under the resource base, or null for the default logo. */
  avatar: z.string().nullable(),
  userType: z.number().int(),
  memberExpiresAt: isoTime.nullable(),
  followCount: z.number().int(),
  fanCount: z.number().int(),
  /** 'member', or the staff role (the console shows its pages by it; the server checks it on every staff call). */
  role: z.enum(['member', ...staffRoles]),
});
export type Profile = z.infer<typeof profile>;

/**
 * A member's public handle, `u` and the account id: what `publicUser.email` carries and what the calls
 * naming another member by "email" (SPEC §7: follow, unfollow, getByEmail, mark/getByEmail) take besides
 * an address. A member's address is never shown to other members (issue 31).
 */
export const memberHandlePattern = /^u[1-9]\d{0,9}$/;
export const memberHandle = (id: number) => `u${id}`;

/**
 * Another member as anyone may see them. `email` is the member's handle (`memberHandle`), never the
 * address: the field keeps SPEC's name because the follow calls take it back as `followedEmail`.
 * A deleted account shows as a neutral "deleted user" with no avatar, signature or handle.
 */
export const publicUser = z.object({
  email: z.string(),
  nickName: z.string(),
  avatar: z.string().nullable(),
  signature: z.string(),
  userType: z.number().int(),
  deleted: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUser>;

export const followState = z.enum(['follow', 'following', 'followBack', 'mutual']);

/** `user/getByEmail`: the public page of a member, with counts and the caller's follow state. */
export const userCard = publicUser.extend({
  followCount: z.number().int(),
  fanCount: z.number().int(),
  followState,
  isSelf: z.boolean(),
});
export type UserCard = z.infer<typeof userCard>;

/** A row of My Followers / My Following. */
export const followRow = publicUser.extend({ followState, followedAt: isoTime });
export type FollowRow = z.infer<typeof followRow>;

export const followResult = z.object({ followState });

export const userMessage = z.object({
  id: z.number().int(),
  type: z.number().int(),
  title: z.string(),
  content: z.string(),
  /** An in-app route or an https URL the message points to. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: isoTime,
});
export type UserMessage = z.infer<typeof userMessage>;

export const deliveryAddress = z.object({
  id: z.number().int(),
  recipientName: z.string(),
  country: z.string(),
  address: z.string(),
  postalCode: z.string(),
  contactNumber: z.string(),
  isDefault: z.boolean(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddress>;

export const avatarResult = z.object({ avatar: z.string() });
