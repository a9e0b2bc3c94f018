import { isVipType, type Locale, type MemberOrder, type MemberPackage, type MembershipStatus } from '@nanhua/contract';
import { pick } from '../../lib/locale.js';
import { presentOrderBase } from '../orders/presenter.js';
import type { LineRow, OrderRow } from '../orders/repository.js';
import type { GrantRow, PackageRow } from './repository.js';

export const presentPackage = (p: PackageRow, l: Locale): MemberPackage => ({
  id: p.id,
  name: pick(l, p.nameZh, p.nameEn),
  description: pick(l, p.descriptionZh, p.descriptionEn),
  userType: p.userType,
  durationDays: p.durationDays,
  price: p.priceCents,
  originalPrice: p.originalPriceCents,
  currency: p.currency,
  shopDiscountPercent: p.shopDiscountPercent,
  ticketDiscountPercent: p.ticketDiscountPercent,
  sort: p.sort,
});

/** `userType` is already the effective one (a lapsed membership reads as ordinary); the expiry shows only while in force. */
export const presentStatus = (
  userType: number,
  expiresAt: Date | null,
  discounts: { shop: number; ticket: number },
): MembershipStatus => {
  const isMember = isVipType(userType);
  return {
    userType,
    isMember,
    expiresAt: isMember ? (expiresAt?.toISOString() ?? null) : null,
    shopDiscountPercent: isMember ? discounts.shop : 0,
    ticketDiscountPercent: isMember ? discounts.ticket : 0,
  };
};

export function presentMemberOrder(
  o: OrderRow,
  p: { lines: LineRow[]; refundedCents: number; pkg?: PackageRow; grant?: GrantRow },
  l: Locale,
  now: Date,
): MemberOrder {
  return {
    ...presentOrderBase(
      o,
      { lines: p.lines, refundedCents: p.refundedCents, isQrcodeUsed: false, refundable: false },
      l,
      now,
    ),
    ticket: null,
    package: p.pkg
      ? {
          id: p.pkg.id,
          name: pick(l, p.pkg.nameZh, p.pkg.nameEn),
          userType: p.pkg.userType,
          durationDays: p.pkg.durationDays,
        }
      : null,
    membershipUntil: p.grant?.endsAt.toISOString() ?? null,
  };
}
