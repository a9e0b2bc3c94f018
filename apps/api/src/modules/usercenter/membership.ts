import { UserType } from '@nanhua/contract';

/** A lapsed membership counts as ordinary at once, without waiting for a job (SPEC §6). */
export function effectiveUserType(u: { userType: number; memberExpiresAt: Date | null }, now: Date): number {
  const vip = u.userType === UserType.Super || u.userType === UserType.Annual || u.userType === UserType.Monthly;
  if (vip && u.memberExpiresAt && u.memberExpiresAt <= now) return UserType.Ordinary;
  return u.userType;
}
