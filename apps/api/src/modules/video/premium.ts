import { isVipType } from '@nanhua/contract';
import type { AuthUser } from '../../http/context.js';
import { effectiveUserType } from '../usercenter/membership.js';

/**
 * The one premium rule (DESIGN §6): members of types 1–3 get premium media. The auth plugin already
 * reports a lapsed membership as ordinary, so the type alone decides.
 */
export const canAccessPremium = (user: AuthUser | null): boolean => user !== null && isVipType(user.userType);

/** The same rule for a user row read outside a signed-in request (a premium file asked for by its link). */
export const rowCanAccessPremium = (
  row: { status: string; userType: number; memberExpiresAt: Date | null },
  now: Date,
): boolean => row.status === 'active' && isVipType(effectiveUserType(row, now));
