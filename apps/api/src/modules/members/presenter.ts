import type { MembershipEvent, StaffMember, StaffMemberDetail } from '@nanhua/contract';
import type { MemberOrderSummary } from '../orders/member-summary.js';
import { effectiveUserType } from '../usercenter/membership.js';
import type { AdjustmentRow, MemberRow } from './repository.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const memberState = (m: MemberRow): StaffMember['state'] =>
  m.status === 'deleted' ? 'deleted' : m.blockedAt || m.status === 'disabled' ? 'blocked' : 'active';

export function presentMember(m: MemberRow, now: Date): StaffMember {
  const tier = effectiveUserType(m, now);
  return {
    id: m.id,
    email: m.email,
    name: m.nickName,
    tier,
    memberExpiresAt: tier >= 1 && tier <= 3 ? iso(m.memberExpiresAt) : null,
    state: memberState(m),
    createdAt: m.createdAt.toISOString(),
  };
}

export interface Purchase {
  orderNo: string;
  tier: number;
  startsAt: Date;
  endsAt: Date;
  paidAt: Date | null;
}

export function presentDetail(
  m: MemberRow,
  now: Date,
  x: {
    phones: string[];
    orders: MemberOrderSummary;
    purchases: Purchase[];
    adjustments: (AdjustmentRow & { actorName: string | null })[];
  },
): StaffMemberDetail {
  const history: MembershipEvent[] = [
    ...x.purchases.map((p) => ({
      kind: 'purchase' as const,
      tier: p.tier,
      startsAt: iso(p.startsAt),
      endsAt: iso(p.endsAt),
      orderNo: p.orderNo,
      reason: null,
      actorName: null,
      at: (p.paidAt ?? p.startsAt).toISOString(),
    })),
    ...x.adjustments.map((a) => ({
      kind: a.kind,
      tier: a.userType,
      startsAt: iso(a.startsAt),
      endsAt: iso(a.endsAt),
      orderNo: null,
      reason: a.reason,
      actorName: a.actorName,
      at: a.createdAt.toISOString(),
    })),
  ].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  return {
    ...presentMember(m, now),
    avatar: m.avatar,
    signature: m.signature,
    phones: x.phones,
    blockedAt: iso(m.blockedAt),
    blockedReason: m.blockedReason,
    orders: {
      paidCount: x.orders.paidCount,
      paidCents: x.orders.paidCents,
      refundedCents: x.orders.refundedCents,
      recent: x.orders.recent.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
    },
    history,
  };
}

/** What the audit log keeps of a member (never the email or other personal data). */
export const auditedMember = (m: MemberRow) => ({
  userType: m.userType,
  memberExpiresAt: iso(m.memberExpiresAt),
  status: m.status,
  blocked: m.blockedAt !== null,
});
