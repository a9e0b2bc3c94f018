import { isVipType } from '@nanhua/contract';
import type { AuthUser } from '../../http/context.js';

/**
 * The one premium rule (DESIGN §6): members of types 1–3 get premium media. The auth plugin already
 * reports a lapsed membership as ordinary, so the type alone decides.
 */
export const canAccessPremium = (user: AuthUser | null): boolean => user !== null && isVipType(user.userType);
